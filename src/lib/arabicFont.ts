/**
 * Vazirmatn, the face of Dari and Pashto text, from a reader's second page on.
 *
 * The first Dari or Pashto page a browser opens is drawn in the fallback face
 * (src/css/custom.css: the device's own Arabic-script font, sized to take
 * about Vazirmatn's room), so that its first view waits only for the HTML,
 * the stylesheet and the lead picture: on a slow line Vazirmatn's two files
 * (about 28 kB) would share the connection with them and hold up the page.
 * Once the page has hydrated and loaded and the browser is idle, the two
 * files are fetched into the browser's cache and a cookie records it. From
 * then on:
 *
 * - a page the browser loads marks its root `data-vazirmatn` from the head
 *   and preloads the two files (FONT_HEAD_SCRIPT, before anything is drawn),
 *   and the stylesheet draws its text in Vazirmatn, from the cache;
 * - a page reached by a link inside the site switches as it is shown
 *   (onRouteUpdate in arabicFontClient.ts), so the face never changes under
 *   the reader's eyes.
 *
 * The faces stay `font-display: optional`: if the cache has lost the files,
 * that page keeps the fallback face and the files come back for the next.
 * Without JavaScript every page is drawn in the fallback face.
 *
 * This file holds the names both sides use; arabicFontClient.ts is the
 * client module (arabicFontFetch.ts its chunk), plugins/static-fonts.ts the
 * plugin that writes the head.
 */
import {FONT_ATTRIBUTE} from './arabicFontAttribute';

/** The two weights the pages use, under the addresses the stylesheet gives. */
export const FONT_FILES = [
  {weight: '400', url: '/fonts/vazirmatn-arabic-400-normal.woff2'},
  {weight: '700', url: '/fonts/vazirmatn-arabic-700-normal.woff2'},
] as const;

/** The characters the two files cover, as the stylesheet declares them. */
export const UNICODE_RANGE = 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF';

/** The cookie that says the files are in this browser's cache. */
export const FONT_COOKIE = 'vazirmatn';

/** How long the cookie is believed: thirty days. */
export const FONT_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The inline script of every Dari and Pashto page's head. When the cookie is
 * there it sets the attribute and asks for both files at once, as preloads:
 * the browser then holds the first paint for them (they come from its cache
 * in a few milliseconds), where a file first asked for by the stylesheet
 * can miss the short wait `font-display: optional` gives it.
 */
export const FONT_HEAD_SCRIPT =
  `if(/(^|;\\s*)${FONT_COOKIE}=1(;|$)/.test(document.cookie)){document.documentElement.setAttribute("${FONT_ATTRIBUTE}","");` +
  `${JSON.stringify(FONT_FILES.map((file) => file.url))}.forEach(function(href){var l=document.createElement("link");` +
  'l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=href;document.head.appendChild(l)})}';
