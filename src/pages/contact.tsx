/**
 * Contact page: heading, message, and the registrar, admission
 * and human resources blocks from the identity file. A scroll indicator in
 * the banner hides once the page has scrolled more than 10 px.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import ContactBlocks from '@site/src/components/ContactBlocks';
import ListHero from '@site/src/components/ListHero';
import {useScrolledPast} from '@site/src/lib/hooks/useScrolledPast';
import styles from './contact.module.css';

/** The contact page's scroll indicator hides once the page is scrolled further than this. */
export const CONTACT_SCROLL_THRESHOLD = 10;

/** The contact page, in the current locale. */
export default function ContactPage(): ReactNode {
  const isScrolled = useScrolledPast(CONTACT_SCROLL_THRESHOLD);
  const title = translate({
    id: 'pages.contact.title',
    message: 'Contact us',
    description: 'Title and heading of the contact page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.contact.intro',
    message: 'We are glad to answer your questions. Reach the registrar, the admissions office or human resources by phone, WhatsApp or e-mail.',
    description: 'Introduction under the heading of the contact page, also its meta description',
  });
  return (
    <Layout title={title} description={intro}>
      <main>
        <ListHero title={title} text={intro}>
          <a
            href="#contact-offices"
            className={clsx(styles.scrollIndicator, isScrolled && styles.hidden)}
            aria-hidden={isScrolled || undefined}
            tabIndex={isScrolled ? -1 : undefined}
            data-testid="scroll-indicator"
          >
            <span className="app-visually-hidden">
              {translate({
                id: 'contact.scrollIndicator.accessibleLabel',
                message: 'Scroll to the contact details',
                description: 'Screen-reader text of the arrow that points down to the contact blocks',
              })}
            </span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </ListHero>
        <div className="container margin-vert--xl">
          <ContactBlocks id="contact-offices" />
        </div>
      </main>
    </Layout>
  );
}
