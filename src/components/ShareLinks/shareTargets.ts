/**
 * The share addresses of the four social networks the news and event pages
 * offer. They are plain links:
 * no network's script is loaded and nothing is sent anywhere until the
 * visitor follows one (no request off the site's origin).
 */
import {eventShareLinkPath} from '@site/content/routes';

/** A social network a page can be shared to. */
export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp';

/** One share link: the network and the address that shares `url`. */
export interface ShareTarget {
  readonly network: ShareNetwork;
  /** The network's name as written everywhere (not translated). */
  readonly name: string;
  readonly href: string;
}

/** The share links for a page at `url` titled `title`, in a fixed order. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`},
    {network: 'x', name: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${t}`},
    {network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`},
    {network: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`},
  ];
}

/**
 * The public address the events list shares for an event: the site's
 * `Events/{keywords}/{id}` address, in the visitor's language.
 * `baseUrl` is the locale's base ('/', '/fa/' or '/ps/').
 */
export function eventShareUrl(siteUrl: string, baseUrl: string, keywords: string, id: number): string {
  return pageShareUrl(siteUrl, baseUrl, eventShareLinkPath(keywords.trim() || 'event', id));
}

/** The public address of a page at `path` (e.g. `/news/general/3`) in the locale of `baseUrl`. */
export function pageShareUrl(siteUrl: string, baseUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrl}${path.replace(/^\/+/, '')}`;
}
