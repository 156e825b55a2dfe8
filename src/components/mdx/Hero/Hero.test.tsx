import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import Hero from '.';

describe('Hero', () => {
  it('loads its image first, at a fixed size, with the alternative text', () => {
    renderWithDocusaurus(<Hero image="/img/about/history-hero.webp" alt="The first campus building" />);
    const image = screen.getByRole('img', {name: 'The first campus building'});
    expect(image).toHaveAttribute('src', '/img/about/history-hero.webp');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  });

  it('shows the page heading written inside it', () => {
    renderWithDocusaurus(
      <Hero image="/img/about/history-hero.webp" alt="">
        <h1>Our history</h1>
      </Hero>,
    );
    expect(screen.getByRole('heading', {level: 1, name: 'Our history'})).toBeInTheDocument();
  });

  it('renders the title prop as the page heading', () => {
    renderWithDocusaurus(<Hero image="/img/x-hero.webp" alt="" title="Strategic plan" />);
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Strategic plan');
  });

  it('adds no heading when the page shows its own title', () => {
    renderWithDocusaurus(<Hero image="/img/x-hero.webp" alt="" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
