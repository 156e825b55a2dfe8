/**
 * schema.org structured data (JSON-LD) for search engines: the university on
 * the home page, and a news article, an event and a job posting on their
 * detail pages. Pages render their block at build time; for a record
 * imported after the build the server writes the block into the template
 * page it sends (server/src/plugins/app/detail-head.ts).
 *
 * Each builder fills schema.org's and Google's required properties from the
 * API's fields; optional ones are left out when the data has nothing for
 * them rather than filled with guesses.
 * @see https://schema.org/CollegeOrUniversity
 * @see https://developers.google.com/search/docs/appearance/structured-data/article
 * @see https://developers.google.com/search/docs/appearance/structured-data/event
 * @see https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
import type {Identity} from './identity';
import {LOCALE_CONFIG, LOCALES, type Locale} from './locales';
import {htmlToLines} from './text';
import {absoluteUrl} from './urls';

export {absoluteUrl} from './urls';

/** A JSON-LD object (always with @context and @type at the top level). */
export type JsonLd = {readonly '@context': 'https://schema.org'; readonly '@type': string} & Record<string, unknown>;

/** The BCP 47 tag of a locale, as in `<html lang>`. */
export const LANGUAGE_TAG = Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_CONFIG[locale].htmlLang])) as Readonly<Record<Locale, string>>;

/** Kabul's offset from UTC all year (no daylight saving). */
const KABUL_OFFSET = '+04:30';

/** The university's postal address in a locale (Kabul, Afghanistan). */
function postalAddress(identity: Identity, locale: Locale): Record<string, string> {
  return {
    '@type': 'PostalAddress',
    streetAddress: identity.address[locale],
    addressLocality: 'Kabul',
    addressCountry: 'AF',
  };
}

/** The university as the organisation behind a page (publisher, organiser, employer). */
function organization(identity: Identity, locale: Locale): Record<string, unknown> {
  return {
    '@type': 'CollegeOrUniversity',
    name: identity.name[locale],
    url: absoluteUrl(identity.siteUrl, locale === 'en' ? '/' : `/${locale}/`),
    logo: absoluteUrl(identity.siteUrl, identity.logo.src),
  };
}

/** The home page's block: the university, how to reach it and where it is on the web. */
export function collegeOrUniversity(identity: Identity, locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organization(identity, locale),
    '@type': 'CollegeOrUniversity',
    alternateName: identity.shortName,
    email: identity.email,
    telephone: identity.phone,
    address: postalAddress(identity, locale),
    sameAs: identity.social.map((link) => link.url),
  };
}

/** What a news article's block needs (the API's news detail fields). */
export interface NewsArticleInput {
  readonly title: string;
  readonly content: string;
  readonly photo: string;
  readonly posted_date: string;
  readonly shared_by?: string;
}

/** `NewsArticle` for `/news/general/{id}`: headline, image, date, author and publisher. */
export function newsArticle(identity: Identity, locale: Locale, url: string, news: NewsArticleInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    // Google shows at most 110 characters of a headline.
    headline: truncate(news.title, 110),
    description: excerpt(news.content),
    image: [absoluteUrl(identity.siteUrl, news.photo)],
    datePublished: isoDate(news.posted_date),
    inLanguage: LANGUAGE_TAG[locale],
    mainEntityOfPage: url,
    url,
    // shared_by names the office that posted the story (e.g. Public Relations Office).
    author: {'@type': 'Organization', name: news.shared_by?.trim() || identity.name[locale]},
    publisher: organization(identity, locale),
  };
}

/** What an event's block needs (the API's event fields). */
export interface EventInput {
  readonly title: string;
  readonly content: string;
  readonly photo: string;
  readonly location: string;
  readonly start_date: string;
  readonly time_period: string;
}

/** `Event` for `/event/{id}`: name, start (and end when the time is known), status and place. */
export function event(identity: Identity, locale: Locale, url: string, item: EventInput): JsonLd {
  const times = parseTimePeriod(item.time_period);
  const date = isoDate(item.start_date);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    description: excerpt(item.content),
    image: [absoluteUrl(identity.siteUrl, item.photo)],
    url,
    inLanguage: LANGUAGE_TAG[locale],
    startDate: times ? `${date}T${times.start}:00${KABUL_OFFSET}` : date,
    ...(times ? {endDate: `${date}T${times.end}:00${KABUL_OFFSET}`} : {}),
    // The data has no cancelled or moved events: every listed event takes place as announced.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: item.location.trim() || identity.name[locale],
      address: postalAddress(identity, locale),
    },
    organizer: organization(identity, locale),
  };
}

/** What a job posting's block needs (the API's job fields). */
export interface JobPostingInput {
  readonly title: string;
  readonly job_summary: string;
  readonly duties: string;
  readonly skills: string;
  readonly post_date: string;
  readonly close_date: string;
  readonly contract_type: string;
  readonly reference_no: string;
  readonly vacancies: number;
}

/**
 * `JobPosting` for `/career/current-opportunities/position/{id}`: the
 * description as simple HTML, datePosted, validThrough (the end of the
 * closing day in Kabul), employmentType when the contract type is known.
 */
export function jobPosting(identity: Identity, locale: Locale, url: string, job: JobPostingInput): JsonLd {
  const employmentType = employmentTypeOf(job.contract_type);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.job_summary, job.duties, job.skills]
      .map((text) => linesToHtml(text))
      .filter((html) => html !== '')
      .join(''),
    datePosted: isoDate(job.post_date),
    validThrough: `${isoDate(job.close_date)}T23:59:59${KABUL_OFFSET}`,
    ...(employmentType ? {employmentType} : {}),
    ...(job.vacancies > 0 ? {totalJobOpenings: job.vacancies} : {}),
    ...(job.reference_no.trim() ? {identifier: {'@type': 'PropertyValue', name: identity.name[locale], value: job.reference_no.trim()}} : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: identity.name[locale],
      sameAs: identity.siteUrl,
      logo: absoluteUrl(identity.siteUrl, identity.logo.src),
    },
    jobLocation: {'@type': 'Place', address: postalAddress(identity, locale)},
    inLanguage: LANGUAGE_TAG[locale],
    url,
  };
}

/**
 * Google's employmentType for a contract type as the data writes it, in any
 * of the three languages; undefined when it is not one we know.
 */
export function employmentTypeOf(contractType: string): string | undefined {
  const key = contractType.toLowerCase().replace(/[\s\u200c_-]+/g, '');
  const known: Record<string, string> = {
    fulltime: 'FULL_TIME',
    parttime: 'PART_TIME',
    temporary: 'TEMPORARY',
    internship: 'INTERN',
    intern: 'INTERN',
    contract: 'CONTRACTOR',
    contractor: 'CONTRACTOR',
    volunteer: 'VOLUNTEER',
    // Dari
    'تماموقت': 'FULL_TIME',
    'نیمهوقت': 'PART_TIME',
    'نیموقت': 'PART_TIME',
    'موقت': 'TEMPORARY',
    'کارآموزی': 'INTERN',
    'قراردادی': 'CONTRACTOR',
    // Pashto
    'بشپړوخت': 'FULL_TIME',
    'بشپړمهاله': 'FULL_TIME',
    'نیموخت': 'PART_TIME',
    'نیممهاله': 'PART_TIME',
    'لنډمهاله': 'TEMPORARY',
    'قراردادي': 'CONTRACTOR',
  };
  return known[key];
}

/**
 * Start and end of a time period written `9:00 AM – 12:00 PM` (any dash, in
 * Latin or Eastern Arabic digits, with AM/PM or 24-hour), as `HH:MM`; null
 * when it cannot be read with certainty.
 */
export function parseTimePeriod(period: string): {start: string; end: string} | null {
  const western = period
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const match = /^\s*(\d{1,2}):(\d{2})\s*(AM|PM)?\s*[-–—]\s*(\d{1,2}):(\d{2})\s*(AM|PM)?\s*$/i.exec(western);
  if (!match) return null;
  const start = toClock(match[1], match[2], match[3]);
  const end = toClock(match[4], match[5], match[6]);
  return start && end ? {start, end} : null;
}

function toClock(hours: string, minutes: string, meridiem: string | undefined): string | null {
  let hour = Number(hours);
  const minute = Number(minutes);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` from the API's dates (which may carry a time part). */
function isoDate(date: string): string {
  return date.trim().slice(0, 10);
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛]+$/, '')}…`;
}

/** A description-sized excerpt (about 200 characters) of a text, its lines joined. */
export function excerpt(text: string, max = 200): string {
  return truncate(htmlToLines(text).join(' '), max);
}

/** Lines of plain text as HTML: one line is a paragraph, several a list. */
function linesToHtml(text: string): string {
  const lines = htmlToLines(text).map(escapeText);
  if (lines.length === 0) return '';
  if (lines.length === 1) return `<p>${lines[0]}</p>`;
  return `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
}

/** Escapes text for the content of an element (quotes need no escaping there). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The body of a `<script type="application/ld+json">`: JSON with `<` escaped,
 * so no value can close the script element early.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
