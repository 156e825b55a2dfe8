/**
 * The site footer: the university's name, address and contacts,
 * the four columns of links, the social links and the copyright line.
 * The same on every page of a language, and nothing in it needs a script:
 * it is an island (src/components/Island), rendered by the build only.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import {FOOTER_COLUMNS} from '@site/src/frame/navigation';
import {routeLabel} from '@site/src/frame/labels';
import {LOGO_ON_DARK} from '@site/src/frame/logo';
import {formatNumber} from '@site/src/lib/digits';
import {useCurrentPage} from '@site/src/frame/useCurrentPage';
import SocialLinks from '@site/src/components/SocialLinks';
import Island from '@site/src/components/Island';
import {FOOTER_ISLAND} from './constants';
import styles from './styles.module.css';

// One heading per column of FOOTER_COLUMNS, in the same order.
const COLUMN_HEADINGS: readonly (() => string)[] = [
  () =>
    translate({
      id: 'frame.footer.column.about.heading',
      message: 'About the University',
      description: 'Heading of the first footer column (founder message, strategic plan, history...)',
    }),
  () =>
    translate({
      id: 'frame.footer.column.academics.heading',
      message: 'Academics',
      description: 'Heading of the second footer column (programs, quality, accreditation)',
    }),
  () =>
    translate({
      id: 'frame.footer.column.students.heading',
      message: 'Students & Admissions',
      description: 'Heading of the third footer column (success center, scholarships, alumni, admission)',
    }),
  () =>
    translate({
      id: 'frame.footer.column.quickLinks.heading',
      message: 'Quick Links',
      description: 'Heading of the fourth footer column (library, news, events, contact)',
    }),
];

/** `tel:` address of a phone number written with spaces. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The footer shown at the bottom of every page. */
export default function SiteFooter(): ReactNode {
  const {locale} = useCurrentPage();
  const name = identity.name[locale];
  // Dari and Pashto write the year in Eastern Arabic digits.
  const year = formatNumber(new Date().getFullYear(), locale, {useGrouping: false});

  return (
    <Island name={FOOTER_ISLAND}>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <div className={styles.identity}>
            <Link
              to="/"
              className={styles.logo}
              aria-label={translate(
                {
                  id: 'frame.header.homeLink.ariaLabel',
                  message: '{name}, home page',
                  description: 'Accessible name of the header logo, which links to the home page; {name} is the university name',
                },
                {name},
              )}
            >
              <img src={LOGO_ON_DARK} width={identity.logo.width} height={identity.logo.height} alt="" loading="lazy" />
            </Link>
            <p className={styles.name}>{name}</p>
            <address className={styles.address}>
              <span>{identity.address[locale]}</span>
              <a href={telHref(identity.phone)} dir="ltr">
                {identity.phone}
              </a>
              <a href={`mailto:${identity.email}`} dir="ltr">
                {identity.email}
              </a>
            </address>
            <SocialLinks className={styles.social} />
          </div>
          <nav
            className={styles.columns}
            aria-label={translate({
              id: 'frame.footer.nav.ariaLabel',
              message: 'Footer',
              description: 'Accessible name of the footer navigation (the four columns of links)',
            })}
          >
            {FOOTER_COLUMNS.map((routes, index) => {
              const headingId = `app-footer-column-${index + 1}`;
              return (
                <section key={headingId} className={styles.column} aria-labelledby={headingId}>
                  <h2 id={headingId} className={styles.heading}>
                    {COLUMN_HEADINGS[index]?.()}
                  </h2>
                  <ul className={styles.links}>
                    {routes.map((route) => (
                      <li key={route}>
                        <Link to={route} className={styles.link}>
                          {routeLabel(route)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {translate(
              {
                id: 'frame.footer.copyright',
                message: '© {year} {name}. All rights reserved.',
                description: 'Copyright line at the bottom of every page; {year} is the current year, {name} the university name',
              },
              {year, name},
            )}
          </p>
        </div>
      </footer>
    </Island>
  );
}
