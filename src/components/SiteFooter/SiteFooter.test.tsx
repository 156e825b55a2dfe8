import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import fa from '@site/i18n/fa/code.json';
import ps from '@site/i18n/ps/code.json';
import identity from '@site/content/identity';
import SiteFooter from './index';

function footerColumns(name: string) {
  const nav = screen.getByRole('navigation', {name});
  return within(nav)
    .getAllByRole('region')
    .map((column) => ({
      heading: within(column).getByRole('heading', {level: 2}).textContent,
      links: within(column)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    }));
}

describe('SiteFooter', () => {
  it('shows the four columns of links, each under a heading', () => {
    renderWithDocusaurus(<SiteFooter />);
    expect(footerColumns('Footer')).toEqual([
      {
        heading: 'About the University',
        links: ['/about/founder-message', '/about/strategic-plan', '/about/history', '/about/international-affairs'],
      },
      {
        heading: 'Academics',
        links: [
          '/academics/graduate/graduate-programs',
          '/academics/undergraduate/undergraduate-programs',
          '/academics/quality-enhancement',
          '/academics/accreditation',
        ],
      },
      {
        heading: 'Students & Admissions',
        links: ['/students/success-center', '/students/scholarships', '/students/alumni', '/admission/admission-process'],
      },
      {heading: 'Quick Links', links: ['/students/library', '/news/general', '/events', '/contact']},
    ]);
    expect(screen.getByRole('link', {name: 'Contact Us'})).toBeInTheDocument();
  });

  it('links within the Dari site, with Dari labels', () => {
    renderWithDocusaurus(<SiteFooter />, {locale: 'fa', translations: fa});
    const columns = footerColumns('لینک‌های پایین صفحه');
    expect(columns[0]!.heading).toBe('دربارهٔ پوهنتون');
    expect(columns.flatMap(({links}) => links).every((href) => href!.startsWith('/fa/'))).toBe(true);
    expect(screen.getByRole('link', {name: 'تماس با ما'})).toHaveAttribute('href', '/fa/contact');
  });

  it('opens the five social links in new tabs', () => {
    renderWithDocusaurus(<SiteFooter />);
    const links = within(screen.getByRole('list', {name: 'Social media'})).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(identity.social.map(({url}) => url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('gives the name, address and this year in the copyright line', () => {
    renderWithDocusaurus(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(identity.address.en);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${identity.name.en}. All rights reserved.`);
  });

  it.each([
    ['fa', fa],
    ['ps', ps],
  ] as const)('writes the year in Eastern Arabic digits in %s', (locale, translations) => {
    renderWithDocusaurus(<SiteFooter />, {locale, translations});
    const year = String(new Date().getFullYear()).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} ${identity.name[locale]}`);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(identity.address[locale]);
  });
});
