/**
 * The contact page's three blocks: registrar, admission and
 * human resources, each with a mobile (tel:), WhatsApp and e-mail (mailto:)
 * line. The numbers and addresses come from the identity file.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import identity, {type ContactBlock} from '@site/content/identity';
import styles from './styles.module.css';

/** `+93 700 000 110` as a tel: link target (`tel:+93700000110`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link for a number: digits only, no plus (wa.me's format). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

function blockTitle(key: ContactBlock['key']): string {
  switch (key) {
    case 'registrar':
      return translate({id: 'contact.block.registrar', message: 'Registrar', description: "Heading of the registrar's contact block"});
    case 'admission':
      return translate({id: 'contact.block.admission', message: 'Admission', description: "Heading of the admission office's contact block"});
    case 'humanResources':
      return translate({id: 'contact.block.humanResources', message: 'Human resources', description: 'Heading of the human resources contact block'});
  }
}

function Icon({kind}: {readonly kind: 'phone' | 'whatsapp' | 'email'}): ReactNode {
  const shapes = {
    phone: <path d="M6.6 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.1 6.1l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />,
    whatsapp: (
      <>
        <path d="M4.2 19.8l1.1-3.9A8.3 8.3 0 1 1 8.4 19z" />
        <path d="M9.3 8.5c.3 2.7 2.7 5.3 5.4 5.8l.9-1.2-1.7-.9-.7.7c-.9-.4-1.7-1.2-2.1-2.1l.7-.7-.9-1.7z" />
      </>
    ),
    email: (
      <>
        <rect x="3" y="5.5" width="18" height="13" rx="2" />
        <path d="m3.5 7 8.5 6 8.5-6" />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {shapes[kind]}
      </g>
    </svg>
  );
}

/** One office: its heading and its three lines. */
function Block({block}: {readonly block: ContactBlock}): ReactNode {
  const id = `contact-${block.key}`;
  // Numbers and addresses are Latin runs: `dir="ltr"` keeps "+93 700 000 110" in order inside Dari and Pashto text.
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {blockTitle(block.key)}
      </h2>
      <ul className={styles.lines}>
        <li>
          <Icon kind="phone" />
          <span className={styles.label}>
            {translate({id: 'contact.line.mobile', message: 'Mobile:', description: 'Label before a phone number on the contact page'})}
          </span>{' '}
          <a href={telHref(block.mobile)} dir="ltr">
            {block.mobile}
          </a>
        </li>
        <li>
          <Icon kind="whatsapp" />
          <span className={styles.label}>
            {translate({id: 'contact.line.whatsapp', message: 'WhatsApp:', description: 'Label before a WhatsApp number on the contact page'})}
          </span>{' '}
          <a href={whatsappHref(block.whatsapp)} target="_blank" rel="noopener noreferrer" dir="ltr">
            {block.whatsapp}
            <span className="app-visually-hidden">
              {' '}
              {translate({
                id: 'cta.newTab.accessibleLabel',
                message: '(opens in a new tab)',
                description: 'Read by screen readers after a button label when the link opens in a new tab',
              })}
            </span>
          </a>
        </li>
        <li>
          <Icon kind="email" />
          <span className={styles.label}>
            {translate({id: 'contact.line.email', message: 'Email:', description: 'Label before an e-mail address on the contact page'})}
          </span>{' '}
          <a href={`mailto:${block.email}`} dir="ltr">
            {block.email}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The three contact blocks from the identity file, in its order. */
export default function ContactBlocks({id}: {readonly id?: string}): ReactNode {
  return (
    <div id={id} className={styles.grid}>
      {identity.contacts.map((block) => (
        <Block key={block.key} block={block} />
      ))}
    </div>
  );
}
