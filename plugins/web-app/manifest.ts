/**
 * The web app manifest of each locale (`/manifest.webmanifest`,
 * `/fa/manifest.webmanifest`, `/ps/manifest.webmanifest`): the site installs
 * as an app named in the reader's language, opening at that language's home
 * page, written in its direction, with the university's icons
 * (scripts/generate-icons.ts) and the site's colours (src/css/custom.css).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {identity} from '../../content/identity';
import {LOCALE_CONFIG, type Locale, localePrefix} from '../../content/locales';

export {MANIFEST_FILE} from '../../src/lib/service-worker/manifestFile';

/** The site's primary colour (`--ifm-color-primary`), the colour of the browser's bar and the app's title bar. */
export const THEME_COLOUR = '#0b4f6c';
/** The page background, shown while the app starts. */
export const BACKGROUND_COLOUR = '#ffffff';

/** The app's short name (under the icon on a phone's home screen): the university's name without "University". */
const SHORT_NAMES: Readonly<Record<Locale, string>> = {en: identity.shortName, fa: 'سپیدار', ps: 'سپېدار'};

/** The English description: the home page's own (src/pages/_HomePage.tsx, `home.meta.description`). */
const ENGLISH_DESCRIPTION = 'A private university in Kabul offering undergraduate and graduate programmes, research and student services since 2002.';

/** The home page's description in the locale, from its translations (the same words as the page's search snippet). */
export function homeDescription(siteDir: string, locale: Locale): string {
  if (locale === 'en') return ENGLISH_DESCRIPTION;
  const messages = JSON.parse(readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;
  return messages['home.meta.description']?.message ?? ENGLISH_DESCRIPTION;
}

/** The manifest of a locale, as JSON. */
export function webManifest(locale: Locale, description: string): Record<string, unknown> {
  const home = `${localePrefix(locale)}/`;
  const {htmlLang, direction} = LOCALE_CONFIG[locale];
  return {
    id: home,
    name: identity.name[locale],
    short_name: SHORT_NAMES[locale],
    description,
    lang: htmlLang,
    dir: direction,
    start_url: home,
    // English's scope is the whole origin; an app installed from a Dari page stays in Dari.
    scope: home,
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      {src: '/img/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any'},
      {src: '/img/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any'},
      {src: '/img/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable'},
    ],
  };
}
