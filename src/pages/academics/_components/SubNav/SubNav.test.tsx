import {act, fireEvent, screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import SubNav from '.';

const ITEMS = [
  {href: '/academics/programs?type=graduate-programs&program=MBA', label: 'Overview', isCurrent: false},
  {href: '/academics/programs/fee-structure?type=graduate-programs&program=MBA', label: 'Fee Structure', isCurrent: true},
];

function renderNav() {
  return renderWithDocusaurus(<SubNav items={ITEMS} label="Program pages" />, {
    url: '/academics/programs/fee-structure?type=graduate-programs&program=MBA',
  });
}

describe('SubNav', () => {
  it('links to each page with its query and marks the current one', () => {
    renderNav();
    const nav = screen.getByRole('navigation', {name: 'Program pages'});
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Overview'})).toHaveAttribute('href', '/academics/programs?type=graduate-programs&program=MBA');
    expect(screen.getByRole('link', {name: 'Fee Structure'})).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', {name: 'Overview'})).not.toHaveAttribute('aria-current');
  });

  it('as a placeholder, keeps its links out of the accessibility tree', () => {
    renderWithDocusaurus(<SubNav items={ITEMS} label="Program pages" placeholder />, {url: '/academics/programs'});
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'Overview'})).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', {hidden: true})).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens and closes with its toggle, which names the current page', () => {
    renderNav();
    const toggle = screen.getByRole('button', {name: /Fee Structure/});
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Fee Structure (open the page menu)');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByRole('link', {name: 'Overview'}));
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes its sticky style once the page has scrolled past the header', () => {
    renderNav();
    const nav = screen.getByRole('navigation', {name: 'Program pages'});
    expect(nav).not.toHaveAttribute('data-sticky');
    act(() => {
      Object.defineProperty(window, 'scrollY', {value: 65, configurable: true});
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav).toHaveAttribute('data-sticky', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', {value: 10, configurable: true});
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav).not.toHaveAttribute('data-sticky');
  });
});
