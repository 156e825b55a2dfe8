/**
 * The head of a detail page as the server sends it (issue 8 point 2).
 *
 * Docusaurus builds one HTML file per detail route (`news/general/:id.html`),
 * whose head can only describe "a news article": its title, description,
 * canonical URL and share image are generic, and its URLs carry the literal
 * `:id`. Link previews (Facebook, WhatsApp, Telegram, X) and most crawlers do
 * not run the page's script, so the server, which knows the item, writes the
 * item's own title, description, image, canonical URL, hreflang alternates
 * and JSON-LD into that head before sending it. An id with no item gets the
 * page (which says so) with status 404 and `noindex`.
 *
 * Tags are written with `data-rh` like Docusaurus's own, so the page's
 * script takes them over on hydration instead of adding duplicates.
 */
import type {Kysely} from 'kysely';
import {identity} from '../../../../src/config/identity';
import {escapeHtml} from '../../../../src/lib/content';
import {
  absoluteUrl,
  event as eventJsonLd,
  excerpt,
  jobPosting,
  jsonLdText,
  LANGUAGE_TAG,
  newsArticle,
  type JsonLd,
} from '../../../../src/lib/structured-data';
import type {Database} from '../../db/database';
import {findLecturer} from '../../db/repositories/academics-repository';
import {findEmployee, findJob} from '../../db/repositories/career-repository';
import {findEvent, findNews} from '../../db/repositories/news-repository';
import type {Locale} from '../../schemas/common';

/** What a detail page is about, by its route template (plugins/detail-routes.ts). */
const KIND_BY_TEMPLATE = {
  '/news/general/:id': 'news',
  '/News/general/:id': 'news',
  '/event/:id': 'event',
  '/Events/:keywords/:id': 'event',
  '/career/current-opportunities/position/:positionId': 'position',
  '/career/employee-of-the-month/:employeeId': 'employee',
  '/academics/programs/faculty-profile/:lecturerId': 'lecturer',
} as const;

export type DetailKind = (typeof KIND_BY_TEMPLATE)[keyof typeof KIND_BY_TEMPLATE];

/** The kind of a detail route template, or undefined for one this file does not know. */
export function detailKind(template: string): DetailKind | undefined {
  return (KIND_BY_TEMPLATE as Record<string, DetailKind>)[template];
}

/** The item's head: what replaces the template's generic tags. */
export interface DetailHead {
  /** The item's title, without the site name. */
  readonly title: string;
  readonly description: string;
  /** Root-relative path or URL of the item's picture; the template's share card when absent. */
  readonly image?: string;
  readonly ogType: 'article' | 'profile' | 'website';
  /** The one URL path (without locale) search engines should index for the item. */
  readonly canonicalPath: string;
  /** `YYYY-MM-DD`, for `article:published_time`. */
  readonly publishedDate?: string;
  readonly jsonLd?: JsonLd;
}

/** The site's page URL of a path in a locale. */
function pageUrl(locale: Locale, pathWithoutLocale: string): string {
  return absoluteUrl(identity.siteUrl, locale === 'en' ? pathWithoutLocale : `/${locale}${pathWithoutLocale}`);
}

/**
 * Looks the item up and describes it, or undefined when there is no item
 * with this id. `id` is the route's numeric parameter (already validated).
 */
export async function loadDetailHead(db: Kysely<Database>, kind: DetailKind, id: number, locale: Locale): Promise<DetailHead | undefined> {
  switch (kind) {
    case 'news': {
      const news = await findNews(db, id, locale);
      if (news === undefined) return undefined;
      const canonicalPath = `/news/general/${id}`;
      return {
        title: news.title,
        description: excerpt(news.content),
        image: news.photo || undefined,
        ogType: 'article',
        canonicalPath,
        publishedDate: news.posted_date.slice(0, 10),
        jsonLd: newsArticle(identity, locale, pageUrl(locale, canonicalPath), news),
      };
    }
    case 'event': {
      const item = await findEvent(db, id, locale);
      if (item === undefined) return undefined;
      // One address per event: the list's `/Events/{keywords}/{id}` links and
      // `/event/{id}` show the same page.
      const canonicalPath = `/event/${id}`;
      // Times are the same in every language, and the English spelling is
      // the one that reads unambiguously (`9:00 AM – 12:00 PM`).
      const english = locale === 'en' ? item : await findEvent(db, id, 'en');
      return {
        title: item.title,
        description: excerpt(item.content),
        image: item.photo || undefined,
        ogType: 'website',
        canonicalPath,
        jsonLd: eventJsonLd(identity, locale, pageUrl(locale, canonicalPath), {...item, time_period: english?.time_period ?? ''}),
      };
    }
    case 'position': {
      const job = await findJob(db, id, locale);
      if (job === undefined) return undefined;
      const canonicalPath = `/career/current-opportunities/position/${id}`;
      return {
        title: job.title,
        description: excerpt(job.job_summary),
        ogType: 'website',
        canonicalPath,
        jsonLd: jobPosting(identity, locale, pageUrl(locale, canonicalPath), job),
      };
    }
    case 'employee': {
      const employee = await findEmployee(db, id, locale);
      if (employee === undefined) return undefined;
      return {
        title: employee.name,
        description: excerpt(employee.description),
        image: employee.photo || undefined,
        ogType: 'profile',
        canonicalPath: `/career/employee-of-the-month/${id}`,
      };
    }
    case 'lecturer': {
      const lecturer = await findLecturer(db, id, locale);
      if (lecturer === undefined) return undefined;
      return {
        title: lecturer.name,
        description: excerpt([lecturer.title, lecturer.bio].filter(Boolean).join('. ')),
        image: lecturer.image || undefined,
        ogType: 'profile',
        canonicalPath: `/academics/programs/faculty-profile/${id}`,
      };
    }
  }
}

/** Attributes of a start tag as written in minified HTML (quoted or not). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Meta tags (by name or property) that describe the page and are replaced. */
const REPLACED_META = new Set([
  'description',
  'robots',
  'og:title',
  'og:description',
  'og:type',
  'og:url',
  'og:image',
  'og:image:alt',
  'twitter:image',
  'twitter:title',
  'twitter:description',
  'article:published_time',
]);

/** Meta tags that name the template's `:id` URL, dropped even when there is no item. */
const URL_META = new Set(['og:url', 'robots']);

/**
 * Whether a head tag is one the server rewrites: every page-describing tag
 * for a found item (`all`), else only those naming the template's URL.
 */
function isReplaced(tag: string, all: boolean): boolean {
  const name = /^<([a-z]+)/i.exec(tag)?.[1].toLowerCase();
  const attributes = attributesOf(tag);
  if (name === 'meta') return (all ? REPLACED_META : URL_META).has(attributes.get('name') ?? attributes.get('property') ?? '');
  if (name === 'link') {
    const rel = attributes.get('rel') ?? '';
    return rel === 'canonical' || (rel === 'alternate' && attributes.has('hreflang'));
  }
  return false;
}

/** The new tags for a found item; `defaultImage` is the template's own share image. */
function headTags(head: DetailHead, locale: Locale, defaultImage: string | undefined): string {
  const siteName = identity.name[locale];
  const fullTitle = `${head.title} | ${siteName}`;
  const canonical = pageUrl(locale, head.canonicalPath);
  const picture = head.image ?? defaultImage;
  const image = picture === undefined ? undefined : absoluteUrl(identity.siteUrl, picture);
  const attr = (value: string): string => `"${escapeHtml(value)}"`;
  const tags = [
    `<title data-rh=true>${escapeHtml(fullTitle)}</title>`,
    `<meta data-rh=true name=description content=${attr(head.description)}>`,
    `<meta data-rh=true property=og:title content=${attr(fullTitle)}>`,
    `<meta data-rh=true property=og:description content=${attr(head.description)}>`,
    `<meta data-rh=true property=og:type content=${head.ogType}>`,
    `<meta data-rh=true property=og:url content=${attr(canonical)}>`,
    ...(image === undefined
      ? []
      : [
          `<meta data-rh=true property=og:image content=${attr(image)}>`,
          `<meta data-rh=true property=og:image:alt content=${attr(head.title)}>`,
          `<meta data-rh=true name=twitter:image content=${attr(image)}>`,
        ]),
    ...(head.publishedDate ? [`<meta data-rh=true property=article:published_time content=${attr(head.publishedDate)}>`] : []),
    `<link data-rh=true rel=canonical href=${attr(canonical)}>`,
    ...(['en', 'fa', 'ps'] as const).map(
      (other) => `<link data-rh=true rel=alternate href=${attr(pageUrl(other, head.canonicalPath))} hreflang=${LANGUAGE_TAG[other]}>`,
    ),
    `<link data-rh=true rel=alternate href=${attr(pageUrl('en', head.canonicalPath))} hreflang=x-default>`,
    ...(head.jsonLd ? [`<script type=application/ld+json>${jsonLdText(head.jsonLd)}</script>`] : []),
    // The picture is the page's largest paint, but the page's script only
    // learns its address from the API: name it here so the browser fetches
    // it alongside the script instead of after it.
    ...(head.image?.startsWith('/') ? [`<link rel=preload as=image href=${attr(head.image)} fetchpriority=high>`] : []),
  ];
  return tags.join('');
}

/** A detail template cut where the server's tags go, without the tags they replace. */
export interface DetailTemplate {
  readonly before: string;
  readonly after: string;
  /** The template's own share image (the site's card), for items without a picture. */
  readonly defaultImage: string | undefined;
}

const NOINDEX = '<meta data-rh=true name=robots content=noindex>';

/**
 * Prepares a template once, for every answer it will give: for a found item
 * (`forItem`) without any of its page-describing tags, else without only
 * those naming its `:id` URL. Undefined when the page has no head.
 */
export function prepareTemplate(html: string, forItem: boolean): DetailTemplate | undefined {
  const start = html.search(/<head\b[^>]*>/i);
  const end = html.search(/<\/head\s*>/i);
  if (start === -1 || end === -1 || end < start) return undefined;
  const openTag = /<head\b[^>]*>/i.exec(html.slice(start))?.[0] ?? '<head>';
  const inner = html.slice(start + openTag.length, end);
  let defaultImage: string | undefined;
  let kept = inner.replace(/<(meta|link)\b[^>]*>/gi, (tag) => {
    if (/^<meta/i.test(tag) && attributesOf(tag).get('property') === 'og:image') defaultImage = attributesOf(tag).get('content');
    return isReplaced(tag, forItem) ? '' : tag;
  });
  if (forItem) kept = kept.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/i, '');
  // After the charset declaration, which must stay within the first 1024 bytes.
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(kept);
  const at = charset ? charset.index + charset[0].length : 0;
  return {
    before: `${html.slice(0, start)}${openTag}${kept.slice(0, at)}`,
    after: `${kept.slice(at)}${html.slice(end)}`,
    defaultImage,
  };
}

/**
 * The page for an item (its head describing it), or, for an id with no item
 * (`head` undefined), marked `noindex`. `template` is the matching
 * {@link prepareTemplate} result. Everything outside the head is as built.
 */
export function renderDetailPage(template: DetailTemplate, head: DetailHead | undefined, locale: Locale): string {
  const added = head === undefined ? NOINDEX : headTags(head, locale, template.defaultImage);
  return `${template.before}${added}${template.after}`;
}
