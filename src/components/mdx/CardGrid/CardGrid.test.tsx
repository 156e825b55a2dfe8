import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {Card, CardGrid} from '.';

describe('CardGrid and Card', () => {
  it('lists each card as an item of one list', () => {
    renderWithDocusaurus(
      <CardGrid>
        <Card title="Our values">Principles.</Card>
        <Card title="Objectives">Goals.</Card>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('makes the title the link, so the link name is just the title', () => {
    renderWithDocusaurus(
      <Card title="Our values" link="/about/strategic-plan/our-values">
        The principles behind every decision.
      </Card>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Our values');
    expect(link).toHaveAttribute('href', '/about/strategic-plan/our-values');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('heading', {level: 3, name: 'Our values'})).toContainElement(link);
  });

  it('keeps the locale prefix on route links in Dari', () => {
    renderWithDocusaurus(<Card title="ارزش‌ها" link="/about/strategic-plan/our-values" />, {locale: 'fa'});
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fa/about/strategic-plan/our-values');
  });

  it('opens a file in a new tab and says so', () => {
    renderWithDocusaurus(<Card title="Annual report" link="/files/about/report.pdf" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Annual report (opens in a new tab)');
  });

  it('has no link at all without a link prop', () => {
    renderWithDocusaurus(<Card title="Plain">Text.</Card>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Text.')).toBeInTheDocument();
  });

  it('loads its image lazily as decoration unless described', () => {
    const {container} = renderWithDocusaurus(<Card title="Ranking" image="/img/about/card.webp" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
  });
});
