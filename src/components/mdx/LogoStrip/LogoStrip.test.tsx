import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import LogoStrip from '.';

const logos = Array.from({length: 8}, (_, i) => ({src: `/img/partners/partner-${i + 1}.svg`, alt: `Partner ${i + 1} University`}));

describe('LogoStrip', () => {
  it('shows every logo with its name as alternative text, lazily', () => {
    renderWithDocusaurus(<LogoStrip logos={logos} />);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(logos.map((logo) => logo.alt));
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('names the section by its title when one is given', () => {
    renderWithDocusaurus(<LogoStrip title="Our partner universities" logos={logos} />);
    expect(screen.getByRole('region', {name: 'Our partner universities'})).toBeInTheDocument();
  });
});
