/**
 * Prose of a conference page from its data file: the university's vision and
 * mission, a conference's objectives, themes, important dates, guidelines and
 * contacts. Each section has a heading and, in this order, paragraphs, facts
 * (term and description), dates, a list, a contact and sub-sections.
 *
 * `{email}` in a paragraph or list item becomes a link to `email` (the
 * submissions contact of src/config/identity.ts), so the address is written
 * once for the whole site.
 */
import {Fragment, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Contact, InfoSection} from '@site/src/data/conferences/model';
import styles from './styles.module.css';

const EMAIL_TOKEN = '{email}';

/** A mailto link that keeps its left-to-right order inside Dari and Pashto text. */
function EmailLink({address}: {readonly address: string}): ReactNode {
  return (
    <a href={`mailto:${address}`} dir="ltr" className={styles.email}>
      {address}
    </a>
  );
}

/** Text with each `{email}` replaced by a link to `email`. */
function withEmail(text: string, email: string | undefined): ReactNode {
  if (!text.includes(EMAIL_TOKEN)) {
    return text;
  }
  if (!email) {
    throw new Error(`InfoSections: "${text.slice(0, 40)}…" uses {email} but the page passed no email`);
  }
  return text.split(EMAIL_TOKEN).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <EmailLink address={email} />}
      {part}
    </Fragment>
  ));
}

function ContactBlock({contact}: {readonly contact: Contact}): ReactNode {
  return (
    <dl className={styles.facts}>
      {contact.address && (
        <div>
          <dt>
            {translate({
              id: 'conference.contact.address',
              message: 'Address',
              description: 'Label of the postal address of a conference secretariat',
            })}
          </dt>
          <dd>{contact.address}</dd>
        </div>
      )}
      {contact.email && (
        <div>
          <dt>
            {translate({
              id: 'conference.contact.email',
              message: 'E-mail',
              description: 'Label of the e-mail address of a conference secretariat',
            })}
          </dt>
          <dd>
            <EmailLink address={contact.email} />
          </dd>
        </div>
      )}
      {contact.phone && (
        <div>
          <dt>
            {translate({
              id: 'conference.contact.phone',
              message: 'Phone',
              description: 'Label of the phone number of a conference secretariat',
            })}
          </dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} dir="ltr">
              {contact.phone}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

function Section({
  section,
  email,
  level,
}: {
  readonly section: InfoSection;
  readonly email?: string;
  readonly level: 2 | 3;
}): ReactNode {
  const Heading = level === 2 ? 'h2' : 'h3';
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <section className={level === 2 ? styles.section : styles.subsection}>
      <Heading>{section.heading}</Heading>
      {section.paragraphs?.map((paragraph) => <p key={paragraph}>{withEmail(paragraph, email)}</p>)}
      {section.facts && section.facts.length > 0 && (
        <dl className={styles.facts}>
          {section.facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{withEmail(fact.detail, email)}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.dates && section.dates.length > 0 && (
        <dl className={styles.dates}>
          {section.dates.map((item) => (
            <div key={item.label} className={styles.date}>
              <dt>{item.label}</dt>
              <dd>
                <time dateTime={item.date.iso}>{item.date.text}</time>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {section.list && section.list.length > 0 && (
        <List className={styles.list}>
          {section.list.map((item) => (
            <li key={item}>{withEmail(item, email)}</li>
          ))}
        </List>
      )}
      {section.contact && <ContactBlock contact={section.contact} />}
      {section.subsections?.map((subsection) => (
        <Section key={subsection.heading} section={subsection} email={email} level={3} />
      ))}
    </section>
  );
}

export interface InfoSectionsProps {
  readonly sections: readonly InfoSection[];
  /** Address that `{email}` in the text links to. */
  readonly email?: string;
  /** `panel` sets the sections apart in a framed box (a call for papers). */
  readonly variant?: 'plain' | 'panel';
}

/** The sections one after the other, headings at level 2 (sub-sections at 3). */
export default function InfoSections({sections, email, variant = 'plain'}: InfoSectionsProps): ReactNode {
  return (
    <div className={variant === 'panel' ? `${styles.sections} ${styles.panel}` : styles.sections}>
      {sections.map((section) => (
        <Section key={section.heading} section={section} email={email} level={2} />
      ))}
    </div>
  );
}
