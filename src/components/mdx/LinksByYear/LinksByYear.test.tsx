import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import LinksByYear from '.';

const groups = [
  {
    year: 2024,
    links: [
      {title: 'Report 2024', href: '/files/about/sustainability/report-2024.pdf'},
      {title: 'Conference', href: '/research/conferences/ncai-2024'},
    ],
  },
  {year: 2023, links: [{title: 'Policy', href: '/files/about/sustainability/policy-2023.pdf'}]},
];

describe('LinksByYear', () => {
  it('shows each year as a heading above its own links, in the given order', () => {
    renderWithDocusaurus(<LinksByYear groups={groups} />);
    const headings = screen.getAllByRole('heading', {level: 3});
    expect(headings.map((h) => h.textContent)).toEqual(['2024', '2023']);
    const section2023 = headings[1].closest('section');
    expect(section2023).not.toBeNull();
    expect(within(section2023 as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });

  it('opens documents in a new tab and site pages in place', () => {
    renderWithDocusaurus(<LinksByYear groups={groups} />);
    expect(screen.getByRole('link', {name: 'Report 2024 (opens in a new tab)'})).toHaveAttribute('target', '_blank');
    const page = screen.getByRole('link', {name: 'Conference'});
    expect(page).toHaveAttribute('href', '/research/conferences/ncai-2024');
    expect(page).not.toHaveAttribute('target');
  });
});
