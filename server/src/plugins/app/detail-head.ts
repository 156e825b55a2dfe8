/**
 * The head of a detail page for a record imported after the build.
 *
 * The build renders every record of data/ at its own address with its own
 * head. A record added later (an import without a rebuild, or another host's
 * import) is answered with the route's template (`news/general/0.html`),
 * whose head can only describe "a news article": generic title, description
 * and share image, and no address of its own. Link previews (Facebook,
 * WhatsApp, Telegram, X) and most crawlers do not run the page's script, so
 * the server, which knows the item, writes its own title, description,
 * image, canonical URL, hreflang alternates and JSON-LD into that head,
 * described by content/item-head.ts as the built pages describe theirs. An
 * id with no item gets the page (which says so) with status 404 and
 * `noindex`.
 *
 * Tags are written with `data-rh` like Docusaurus's own, so the page's
 * script takes them over on hydration instead of adding duplicates.
 */
import {Parser} from 'htmlparser2';
import type {Kysely} from 'kysely';
import {identity} from '../../../../content/identity';
import {employeeHead, eventHead, type ItemHead, lecturerHead, newsHead, pageUrl, positionHead} from '../../../../content/item-head';
import {LOCALES, LOCALE_CONFIG, type Locale} from '../../../../content/locales';
import {lecturerPath, type DetailKind} from '../../../../content/routes';
import {imagePreload, shareImage, SLOT_SIZES} from '../../../../content/image-variants';
import {absoluteUrl, jsonLdText} from '../../../../content/structured-data';
import {escapeHtml} from '../../../../content/text';
import type {Database} from '../../db/database';
import {findLecturer, listLecturerPrograms} from '../../db/repositories/academics-repository';
import {findEmployee, findJob} from '../../db/repositories/career-repository';
import {findEvent, findNews} from '../../db/repositories/news-repository';

/**
 * Looks the item up and describes it, or undefined when there is no item
 * with this id. `id` is the route's numeric parameter (already validated).
 */
export async function loadDetailHead(db: Kysely<Database>, kind: DetailKind, id: number, locale: Locale): Promise<ItemHead | undefined> {
  switch (kind) {
    case 'news': {
      const news = await findNews(db, id, locale);
      return news === undefined ? undefined : newsHead(news, locale);
    }
    case 'event': {
      const item = await findEvent(db, id, locale);
      if (item === undefined) return undefined;
      // Times are the same in every language; the English spelling is the
      // one that reads unambiguously (`9:00 AM – 12:00 PM`).
      const english = locale === 'en' ? item : await findEvent(db, id, 'en');
      return eventHead(item, locale, english?.time_period);
    }
    case 'position': {
      const job = await findJob(db, id, locale);
      return job === undefined ? undefined : positionHead(job, locale);
    }
    case 'employee': {
      const employee = await findEmployee(db, id, locale);
      return employee === undefined ? undefined : employeeHead(employee);
    }
    case 'lecturer': {
      const lecturer = await findLecturer(db, id, locale);
      if (lecturer === undefined) return undefined;
      // One address per lecturer for search engines: the profile under the home program.
      const [home] = await listLecturerPrograms(db, id);
      return home === undefined ? undefined : lecturerHead(lecturerPath(home, id), lecturer);
    }
  }
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

/** Meta tags that name the template's own URL (`news/general/0`), dropped even when there is no item. */
const URL_META = new Set(['og:url', 'robots']);

/**
 * Whether a head element is one the server rewrites: every page-describing tag
 * for a found item (`all`), else only those naming the template's URL.
 */
function isReplaced(name: string, attributes: Readonly<Record<string, string>>, all: boolean): boolean {
  if (name === 'meta') return (all ? REPLACED_META : URL_META).has(attributes.name ?? attributes.property ?? '');
  if (name === 'link') return attributes.rel === 'canonical' || (attributes.rel === 'alternate' && attributes.hreflang !== undefined);
  return false;
}

/** The picture's preload: its versions as the page's `<picture>` chooses them (content/image-variants.ts). */
function preloadTag(image: string, sizes: string, attr: (value: string) => string): string {
  const preload = imagePreload(image, sizes);
  const extra = preload.imagesrcset
    ? ` imagesrcset=${attr(preload.imagesrcset)} imagesizes=${attr(preload.imagesizes ?? '')} type=${attr(preload.type ?? '')}`
    : '';
  return `<link rel=preload as=image href=${attr(preload.href)}${extra} fetchpriority=high>`;
}

/** The new tags for a found item; `defaultImage` is the template's own share image. */
function headTags(head: ItemHead, locale: Locale, defaultImage: string | undefined): string {
  const siteName = identity.name[locale];
  const fullTitle = `${head.title} | ${siteName}`;
  const canonical = pageUrl(locale, head.canonicalPath);
  const picture = head.image === undefined ? defaultImage : shareImage(head.image);
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
    ...LOCALES.map(
      (other) => `<link data-rh=true rel=alternate href=${attr(pageUrl(other, head.canonicalPath))} hreflang=${LOCALE_CONFIG[other].htmlLang}>`,
    ),
    `<link data-rh=true rel=alternate href=${attr(pageUrl('en', head.canonicalPath))} hreflang=x-default>`,
    ...(head.jsonLd ? [`<script type=application/ld+json>${jsonLdText(head.jsonLd)}</script>`] : []),
    // The picture is the page's largest paint, but the page's script only
    // learns its address from the API: name it here so the browser fetches
    // it alongside the script instead of after it.
    ...(head.image?.startsWith('/') ? [preloadTag(head.image, head.imageSizes ?? SLOT_SIZES.article, attr)] : []),
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
 * those naming its own URL. Undefined when the page has no head.
 *
 * The head is read with htmlparser2, which reports where each tag starts and
 * ends in the text; the template is cut at those places, so everything the
 * server does not replace goes out byte for byte as built.
 */
export function prepareTemplate(html: string, forItem: boolean): DetailTemplate | undefined {
  /** Where the head's content starts and ends, and the charset declaration's end. */
  let headStart: number | undefined;
  let headEnd: number | undefined;
  let charsetEnd: number | undefined;
  /** Text ranges [start, end) of the elements the server replaces, in document order. */
  const removed: [number, number][] = [];
  /** The page's title (the first in the head), while it is open. */
  let titleStart: number | undefined;
  let titleSeen = false;
  let defaultImage: string | undefined;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'head' && headStart === undefined) headStart = parser.endIndex + 1;
      if (headStart === undefined || headEnd !== undefined) return;
      const range: [number, number] = [parser.startIndex, parser.endIndex + 1];
      if (name === 'meta' && attributes.charset !== undefined) charsetEnd ??= range[1];
      if (name === 'meta' && attributes.property === 'og:image') defaultImage = attributes.content;
      if (isReplaced(name, attributes, forItem)) removed.push(range);
      if (name === 'title' && forItem && !titleSeen) {
        titleSeen = true;
        titleStart = range[0];
      }
    },
    onclosetag(name) {
      if (headStart === undefined || headEnd !== undefined) return;
      if (name === 'title' && titleStart !== undefined) {
        removed.push([titleStart, parser.endIndex + 1]);
        titleStart = undefined;
      }
      if (name === 'head') {
        headEnd = parser.startIndex;
        parser.pause();
      }
    },
  });
  parser.parseComplete(html);
  if (headStart === undefined || headEnd === undefined) return undefined;
  // The server's tags go after the charset declaration, which must stay within the first 1024 bytes.
  const at = charsetEnd ?? headStart;
  const keep = (from: number, to: number): string => {
    let kept = '';
    let position = from;
    for (const [start, end] of removed) {
      if (end <= from || start >= to) continue;
      kept += html.slice(position, start);
      position = end;
    }
    return kept + html.slice(position, to);
  };
  return {before: keep(0, at), after: keep(at, html.length), defaultImage};
}

/**
 * The page for an item (its head describing it), or, for an id with no item
 * (`head` undefined), marked `noindex`. `template` is the matching
 * {@link prepareTemplate} result. Everything outside the head is as built.
 */
export function renderDetailPage(template: DetailTemplate, head: ItemHead | undefined, locale: Locale): string {
  const added = head === undefined ? NOINDEX : headTags(head, locale, template.defaultImage);
  return `${template.before}${added}${template.after}`;
}
