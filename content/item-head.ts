/**
 * What a detail page says about its item in its head: title, description,
 * picture, the kind of page for link previews, its one canonical address and
 * its structured data. A page rendered at build time writes these tags
 * itself; for a record imported after the build the server writes the same
 * tags into the template page (server/src/plugins/app/detail-head.ts). Both
 * describe the item with these functions, from the API's answers.
 */
import type {Employee, EventItem, Job, LecturerProfile, NewsDetailItem} from './schemas/answers';
import {identity} from './identity';
import type {Locale} from './locales';
import {detailPath} from './routes';
import {imagePreload, type ImagePreload, shareImage, SLOT_SIZES} from './image-variants';
import {event as eventJsonLd, excerpt, jobPosting, jsonLdText, newsArticle, type JsonLd} from './structured-data';
import {absoluteUrl, pageUrl} from './urls';

export {pageUrl} from './urls';

/** The item's head: what replaces a template's generic tags. */
export interface ItemHead {
  /** The item's title, without the site name. */
  readonly title: string;
  readonly description: string;
  /** Root-relative path of the item's picture; the site's share card when absent. */
  readonly image?: string;
  /** How wide the page draws the picture (content/image-variants.ts SLOT_SIZES), so its preload asks for the version the page shows. */
  readonly imageSizes?: string;
  readonly ogType: 'article' | 'profile' | 'website';
  /** The one address (without locale) search engines should index for the item. */
  readonly canonicalPath: string;
  /** `YYYY-MM-DD`, for `article:published_time`. */
  readonly publishedDate?: string;
  readonly jsonLd?: JsonLd;
}

/** A news article's head. */
export function newsHead(news: NewsDetailItem, locale: Locale): ItemHead {
  const canonicalPath = detailPath('news', news.id);
  return {
    title: news.title,
    description: excerpt(news.content),
    image: news.photo || undefined,
    imageSizes: SLOT_SIZES.article,
    ogType: 'article',
    canonicalPath,
    publishedDate: news.posted_date.slice(0, 10),
    jsonLd: newsArticle(identity, locale, pageUrl(locale, canonicalPath), news),
  };
}

/**
 * An event's head. `englishTimePeriod` is the event's time in English
 * (`9:00 AM – 12:00 PM`), the spelling its structured data's start and end
 * times are read from; without it the structured data gives the day alone.
 */
export function eventHead(item: EventItem, locale: Locale, englishTimePeriod: string | undefined): ItemHead {
  // One address per event: the list's `/Events/{keywords}/{id}` links and
  // `/event/{id}` show the same page.
  const canonicalPath = detailPath('event', item.id);
  return {
    title: item.title,
    description: excerpt(item.content),
    image: item.photo || undefined,
    imageSizes: SLOT_SIZES.article,
    ogType: 'website',
    canonicalPath,
    jsonLd: eventJsonLd(identity, locale, pageUrl(locale, canonicalPath), {...item, time_period: englishTimePeriod ?? ''}),
  };
}

/** A job opening's head. */
export function positionHead(job: Job, locale: Locale): ItemHead {
  const canonicalPath = detailPath('position', job.id);
  return {
    title: job.title,
    description: excerpt(job.job_summary),
    ogType: 'website',
    canonicalPath,
    jsonLd: jobPosting(identity, locale, pageUrl(locale, canonicalPath), job),
  };
}

/** An employee of the month's head. */
export function employeeHead(employee: Employee): ItemHead {
  return {
    title: employee.name,
    description: excerpt(employee.description),
    image: employee.photo || undefined,
    imageSizes: SLOT_SIZES.employee,
    ogType: 'profile',
    canonicalPath: detailPath('employee', employee.id),
  };
}

/** A lecturer profile's head; `canonicalPath` is the profile under the lecturer's home program (content/routes.ts, lecturerPath). */
export function lecturerHead(canonicalPath: string, lecturer: LecturerProfile): ItemHead {
  return {
    title: lecturer.name,
    description: excerpt([lecturer.title, lecturer.bio].filter(Boolean).join('. ')),
    image: lecturer.image || undefined,
    imageSizes: SLOT_SIZES.portrait,
    ogType: 'profile',
    canonicalPath,
  };
}

/**
 * The tags of an item's head a built page writes itself, as plain data: the
 * kind of page for link previews, the share image, the publication date,
 * the picture's preload and the structured data (title and description go
 * through the page's layout, the address tags through src/theme/SiteMetadata).
 * The build computes them once and the page's route carries them
 * (plugins/data-pages), so the browser never loads the code that makes them.
 */
export interface ItemHeadTags {
  readonly meta: readonly {readonly property?: string; readonly name?: string; readonly content: string}[];
  readonly preload?: ImagePreload;
  /** The JSON-LD, as the text of its script element. */
  readonly jsonLd?: string;
}

/** The head tags a built page writes for its item ({@link ItemHeadTags}). */
export function itemHeadTags(head: ItemHead): ItemHeadTags {
  const shared = head.image ? absoluteUrl(identity.siteUrl, shareImage(head.image)) : undefined;
  return {
    meta: [
      {property: 'og:type', content: head.ogType},
      ...(shared
        ? [
            {property: 'og:image', content: shared},
            {property: 'og:image:alt', content: head.title},
            {name: 'twitter:image', content: shared},
          ]
        : []),
      ...(head.publishedDate ? [{property: 'article:published_time', content: head.publishedDate}] : []),
    ],
    ...(head.image?.startsWith('/') ? {preload: imagePreload(head.image, head.imageSizes ?? SLOT_SIZES.article)} : {}),
    ...(head.jsonLd ? {jsonLd: jsonLdText(head.jsonLd)} : {}),
  };
}
