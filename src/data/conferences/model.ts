/**
 * The shape of a conference's content (spec 2 §3 "Conference content") and
 * the one function that turns it into the text of one language.
 *
 * A data file (src/data/conferences/<slug>.ts) holds each fact once. Text a
 * translator changes is a {@link Localized} value ({en, fa, ps}) next to the
 * language-neutral fields (numbers, times, e-mails, image paths), so a row or
 * a list can never have a different length in one language. Papers and
 * abstracts are plain strings with a `lang`: they stay in the language their
 * authors wrote them in. Dates and times are {@link DateLeaf}/{@link TimeLeaf}
 * values, written out per language by {@link localize}.
 *
 * An MDX page picks its language explicitly:
 *
 *   export const c = localize(ncai2024, 'fa');
 *   <AgendaTable caption={c.agenda.caption} rows={c.agenda.rows} />
 */
import {formatConferenceDate, formatTimeRange, LOCALES, type Locale} from './format';

export type {Locale} from './format';

/** Text a translator writes in each of the site's languages. */
export interface Localized {
  readonly en: string;
  readonly fa: string;
  readonly ps: string;
}

/** A calendar day (YYYY-MM-DD), written out in the page's language. */
export interface DateLeaf {
  readonly kind: 'date';
  readonly iso: string;
  readonly weekday: boolean;
}

/** A time of day or a span (24-hour HH:MM), written out in the page's language. */
export interface TimeLeaf {
  readonly kind: 'time';
  readonly start: string;
  readonly end?: string;
}

/** A day as a page shows it: the machine-readable date and its text. */
export interface FormattedDate {
  readonly iso: string;
  readonly text: string;
}

/** Marks a calendar day in a data file. */
export function day(iso: string, options: {weekday?: boolean} = {}): DateLeaf {
  return {kind: 'date', iso, weekday: options.weekday ?? false};
}

/** Marks a time (or, with `end`, a span of time) in a data file. */
export function at(start: string, end?: string): TimeLeaf {
  return end ? {kind: 'time', start, end} : {kind: 'time', start};
}

/** `T` as a page of one language sees it: every Localized a string, dates and times written out. */
export type Resolved<T> = T extends Localized
  ? string
  : T extends DateLeaf
    ? FormattedDate
    : T extends TimeLeaf
      ? string
      : T extends readonly (infer U)[]
        ? readonly Resolved<U>[]
        : T extends object
          ? {readonly [K in keyof T]: Resolved<T[K]>}
          : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveAt(value: unknown, locale: Locale, path: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => resolveAt(item, locale, `${path}[${index}]`));
  }
  if (!isPlainObject(value)) {
    return value;
  }
  if (value.kind === 'date' && typeof value.iso === 'string') {
    return {iso: value.iso, text: formatConferenceDate(value.iso, locale, {weekday: value.weekday === true})};
  }
  if (value.kind === 'time' && typeof value.start === 'string') {
    return formatTimeRange(value.start, typeof value.end === 'string' ? value.end : undefined, locale);
  }
  // A text in the three languages. One that lacks a language is a
  // translator's slip: fail the build and say where, rather than show a gap.
  if ('en' in value) {
    const missing = LOCALES.filter((l) => typeof value[l] !== 'string' || (value[l] as string).trim() === '');
    const extra = Object.keys(value).filter((key) => !LOCALES.includes(key as Locale));
    if (missing.length > 0 || extra.length > 0) {
      throw new Error(
        `${path}: a translated text needs exactly en, fa and ps` +
          (missing.length ? `; missing or empty: ${missing.join(', ')}` : '') +
          (extra.length ? `; unexpected: ${extra.join(', ')}` : ''),
      );
    }
    return value[locale];
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveAt(item, locale, path ? `${path}.${key}` : key)]),
  );
}

/**
 * The content in one language: each {@link Localized} becomes its `locale`
 * text, dates and times are written out in that language, and everything
 * else (papers, abstracts, numbers, paths) is kept as it is.
 * Throws, naming the field, when a translated text lacks a language.
 */
export function localize<T>(content: T, locale: Locale): Resolved<T> {
  return resolveAt(content, locale, '') as Resolved<T>;
}

// ---------------------------------------------------------------------------
// The pieces a conference is made of. Each is given in its source form (with
// Localized text); components take the Resolved form (see the exports below).

/** A term and its description ("Mode" → "In person"). */
export interface FactSource {
  readonly term: Localized;
  readonly detail: Localized;
}

/** A deadline or event day with its label. */
export interface KeyDateSource {
  readonly label: Localized;
  readonly date: DateLeaf;
}

/** How to reach a secretariat. */
export interface ContactSource {
  readonly email?: string;
  readonly phone?: string;
  readonly address?: Localized;
}

/**
 * A block of prose with a heading: paragraphs, then facts, dates, a list,
 * a contact and sub-sections, each optional, shown in that order. The token
 * `{email}` in a paragraph or list item becomes a link to the page's
 * submissions e-mail.
 */
export interface InfoSectionSource {
  readonly heading: Localized;
  readonly paragraphs?: readonly Localized[];
  readonly facts?: readonly FactSource[];
  readonly dates?: readonly KeyDateSource[];
  readonly list?: readonly Localized[];
  readonly ordered?: boolean;
  readonly contact?: ContactSource;
  readonly subsections?: readonly InfoSectionSource[];
}

/** One row of an agenda (spec 2 §3: time, program, venue), optionally with its items. */
export interface AgendaRowSource {
  readonly time: TimeLeaf;
  readonly program: Localized;
  readonly venue: Localized;
  readonly details?: readonly Localized[];
}

/** Section letters of a paper list (spec 2: papers in sections A–E). */
export type SectionLetter = 'A' | 'B' | 'C' | 'D' | 'E';

/** A paper in the language its authors wrote it in. */
export interface Paper {
  /** Running number across the whole list (1–36, 1–23...). */
  readonly number: number;
  /** Its section of the paper list, where the conference has one. */
  readonly section?: SectionLetter;
  readonly title: string;
  readonly authors: string;
  readonly lang: Locale;
}

/** A section of the paper list: its letter (A, or الف in Dari and Pashto) and theme. */
export interface PaperSectionSource {
  readonly letter: Localized;
  readonly title: Localized;
  readonly papers: readonly Paper[];
}

/** A parallel session (spec 2 §3: number, title, chair, papers, room). */
export interface ParallelSessionSource {
  readonly number: number;
  readonly title: Localized;
  readonly chair: Localized;
  readonly room: Localized;
  readonly time?: TimeLeaf;
  readonly papers: readonly Paper[];
}

/** An entry of a book of abstracts, in its authors' language. */
export interface Abstract {
  /** Running number in the book, when the book numbers its entries. */
  readonly number?: number;
  /** The session it was presented in: a number, or the main (plenary) session. */
  readonly session?: number | 'main';
  readonly title: string;
  readonly authors: readonly string[];
  readonly abstract: string;
  readonly keywords: readonly string[];
  /** Subject classification codes (JEL, ACM...), where the authors gave them. */
  readonly subjectCodes?: string;
  readonly affiliations: readonly string[];
  /** Contact e-mail of the corresponding author. */
  readonly contact?: string;
  /** About the author: position, department, institution, contact address. */
  readonly aboutAuthor?: string;
  readonly lang: Locale;
}

/** A group of abstracts under a heading (a session of the book). */
export interface AbstractGroupSource {
  readonly heading: Localized;
  readonly abstracts: readonly Abstract[];
}

/** A role of the conference secretariat and the people who held it. */
export interface SecretariatGroupSource {
  readonly role: Localized;
  readonly names: readonly Localized[];
}

/** A document the page links to (concept note, program book). */
export interface DocumentSource {
  readonly label: Localized;
  /** Root-relative path, written literally so the asset generator finds it. */
  readonly href: string;
}

/** The banner at the top of a conference page. */
export interface BannerSource {
  /** Root-relative image path, written literally so the asset generator finds it. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly facts: readonly FactSource[];
}

/** A tab of the page: its identifier (tab1…tab7) and label. */
export interface TabSource {
  readonly id: string;
  readonly label: Localized;
}

export type Fact = Resolved<FactSource>;
export type KeyDate = Resolved<KeyDateSource>;
export type Contact = Resolved<ContactSource>;
export type InfoSection = Resolved<InfoSectionSource>;
export type AgendaRow = Resolved<AgendaRowSource>;
export type PaperSection = Resolved<PaperSectionSource>;
export type ParallelSession = Resolved<ParallelSessionSource>;
export type AbstractGroup = Resolved<AbstractGroupSource>;
export type SecretariatGroup = Resolved<SecretariatGroupSource>;
export type DocumentLink = Resolved<DocumentSource>;
export type Banner = Resolved<BannerSource>;
export type Tab = Resolved<TabSource>;

/** Groups papers by their section letter, keeping their order. */
export function papersInSection(papers: readonly Paper[], letter: SectionLetter): Paper[] {
  return papers.filter((paper) => paper.section === letter);
}

/** What every conference page has: its slug, short name, banner and tabs. */
export interface ConferenceBaseSource {
  readonly slug: string;
  /** Short name for headings and accessible names ("NCAI 2024"). */
  readonly shortTitle: Localized;
  readonly banner: BannerSource;
  /** Accessible name of the tab list. */
  readonly tabsLabel: Localized;
  readonly tabs: Readonly<Record<string, TabSource>>;
}

/** Checks a conference's data against the common shape, keeping its own type. */
export function defineConference<T extends ConferenceBaseSource>(conference: T): T {
  return conference;
}

/** A paper, in a compact form for data files. */
export function paper(
  number: number,
  section: SectionLetter | undefined,
  lang: Locale,
  title: string,
  authors: string,
): Paper {
  return section ? {number, section, lang, title, authors} : {number, lang, title, authors};
}
