/**
 * One entry of a book of abstracts (spec 2 §3): title, authors, abstract,
 * keywords, subject classification codes where given, affiliations, contact
 * and an about-the-author note.
 *
 * The entry is written in its authors' language and keeps it whatever the
 * page's language: `lang` sets the language and the direction, so a Dari or
 * Pashto abstract reads right to left inside the English page and an English
 * one left to right inside the Dari page. Its labels ("Keywords") are in the
 * entry's language too, as in a printed book of abstracts, not the page's:
 * an English label in the middle of a right-to-left entry would read
 * backwards. That is why they come from the table below and not from
 * translate(), which only knows the page's language.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Abstract} from '@site/src/data/conferences/model';
import {listSeparator, localDigits, type Locale} from '@site/src/data/conferences/format';
import {langAttributes} from '../langAttributes';
import styles from './styles.module.css';

interface EntryLabels {
  readonly session: (number: string) => string;
  readonly mainSession: string;
  readonly authors: string;
  readonly abstract: string;
  readonly keywords: string;
  readonly subjectCodes: string;
  readonly affiliations: string;
  readonly contact: string;
  readonly aboutAuthor: string;
}

const LABELS: Record<Locale, EntryLabels> = {
  en: {
    session: (n) => `Session ${n}`,
    mainSession: 'Main session',
    authors: 'Authors',
    abstract: 'Abstract',
    keywords: 'Keywords',
    subjectCodes: 'Subject classification',
    affiliations: 'Affiliations',
    contact: 'Contact',
    aboutAuthor: 'About the author',
  },
  fa: {
    session: (n) => `جلسهٔ ${n}`,
    mainSession: 'جلسهٔ اصلی',
    authors: 'نویسندگان',
    abstract: 'خلاصه',
    keywords: 'واژه‌های کلیدی',
    subjectCodes: 'کدهای طبقه‌بندی موضوعی',
    affiliations: 'وابستگی علمی',
    contact: 'تماس',
    aboutAuthor: 'دربارهٔ نویسنده',
  },
  ps: {
    session: (n) => `${n}مه غونډه`,
    mainSession: 'اصلي غونډه',
    authors: 'لیکوالان',
    abstract: 'لنډیز',
    keywords: 'کلیدي ټکي',
    subjectCodes: 'د موضوعي ډلبندۍ کوډونه',
    affiliations: 'علمي تړاو',
    contact: 'اړیکه',
    aboutAuthor: 'د لیکوال په اړه',
  },
};

export interface AbstractEntryProps extends Abstract {
  readonly className?: string;
}

/** An abstract in its own language and direction. */
export default function AbstractEntry({
  number,
  session,
  title,
  authors,
  abstract,
  keywords,
  subjectCodes,
  affiliations,
  contact,
  aboutAuthor,
  lang,
  className,
}: AbstractEntryProps): ReactNode {
  const labels = LABELS[lang];
  const sessionLabel =
    session === undefined ? undefined : session === 'main' ? labels.mainSession : labels.session(localDigits(session, lang));
  return (
    <article {...langAttributes(lang)} className={clsx(styles.entry, className)}>
      <header className={styles.header}>
        {sessionLabel && <p className={styles.session}>{sessionLabel}</p>}
        <h3 className={styles.title}>
          {number !== undefined && <span className={styles.number}>{localDigits(number, lang)}. </span>}
          {title}
        </h3>
        <p className={styles.authors}>
          <span className="app-visually-hidden">{labels.authors}: </span>
          {authors.join(listSeparator(lang))}
        </p>
      </header>
      <p className={styles.abstract}>
        <span className="app-visually-hidden">{labels.abstract}: </span>
        {abstract}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.keywords}</dt>
          <dd>{keywords.join(listSeparator(lang))}</dd>
        </div>
        {subjectCodes && (
          <div>
            <dt>{labels.subjectCodes}</dt>
            {/* Codes such as "JEL: O33, J24" are Latin whatever the entry's language. */}
            <dd>
              <bdi dir="ltr">{subjectCodes}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{labels.affiliations}</dt>
          <dd>
            <ul className={styles.affiliations}>
              {affiliations.map((affiliation) => (
                <li key={affiliation}>{affiliation}</li>
              ))}
            </ul>
          </dd>
        </div>
        {contact && (
          <div>
            <dt>{labels.contact}</dt>
            <dd>
              <a href={`mailto:${contact}`} dir="ltr">
                {contact}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {aboutAuthor && (
        <section className={styles.about}>
          <h4 className={styles.aboutHeading}>{labels.aboutAuthor}</h4>
          <p>{aboutAuthor}</p>
        </section>
      )}
    </article>
  );
}
