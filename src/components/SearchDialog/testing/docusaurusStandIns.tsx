/**
 * Test-only stand-ins for the Docusaurus client modules the search dialog,
 * the call-to-action button and the error pages import. Jest has no mapping
 * for Docusaurus's `@docusaurus/*` aliases (webpack resolves them in the real
 * build), so tests register these with `jest.mock(name, factory, {virtual:
 * true})`. They keep the real behaviour that matters to a visitor: messages
 * come from a locale's translation file (falling back to the English default,
 * as Docusaurus does), placeholders are filled by Docusaurus's own
 * `interpolate`, and plural forms are chosen by its own `usePluralForm`.
 */
import type {AnchorHTMLAttributes, ReactNode} from 'react';

type Messages = Record<string, {readonly message: string}>;

const LOCALES = {
  en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
  fa: {label: 'دری', htmlLang: 'fa-AF', direction: 'rtl'},
  ps: {label: 'پښتو', htmlLang: 'ps-AF', direction: 'rtl'},
} as const;

type Locale = keyof typeof LOCALES;

let currentLocale: Locale = 'en';
let messages: Messages = {};

/** Renders the following tests in `locale`, with `translations` as its code.json. */
export function setTestLocale(locale: Locale, translations: Messages = {}): void {
  currentLocale = locale;
  messages = translations;
}

// Docusaurus's own interpolate, from the file its alias points to.
const {interpolate} = jest.requireActual<typeof import('@docusaurus/Interpolate')>(
  '@docusaurus/core/lib/client/exports/Interpolate.js',
);

function localized(id: string | undefined, message: string | undefined): string {
  return (id !== undefined ? messages[id]?.message : undefined) ?? message ?? id ?? '';
}

/** Stand-in for `@docusaurus/Translate`. */
export const translateModule = {
  __esModule: true,
  translate: ({id, message}: {id?: string; message?: string}, values?: Record<string, string | number>) =>
    interpolate(localized(id, message), values),
  default: ({id, children, values}: {id?: string; children?: string; values?: Record<string, ReactNode>}) => (
    <>{interpolate(localized(id, children), values)}</>
  ),
};

/** Stand-in for `@docusaurus/Interpolate`. */
export const interpolateModule = {__esModule: true, interpolate};

/** Stand-in for `@docusaurus/useDocusaurusContext`. */
export const docusaurusContextModule = {
  __esModule: true,
  default: () => ({
    siteConfig: {baseUrl: currentLocale === 'en' ? '/' : `/${currentLocale}/`},
    i18n: {currentLocale, defaultLocale: 'en', locales: Object.keys(LOCALES), localeConfigs: LOCALES},
  }),
};

/** Stand-in for `@docusaurus/theme-common`: only what these components use. */
export function themeCommonModule(): object {
  // The real hook (the package's exports hide its file, so find it beside
  // the entry point); it reads the locale through the stand-in context above.
  const file = require.resolve('@docusaurus/theme-common').replace(/index\.js$/, 'utils/usePluralForm.js');
  const {usePluralForm} = jest.requireActual<{usePluralForm: unknown}>(file);
  return {__esModule: true, usePluralForm, PageMetadata: () => null};
}

/**
 * Stand-in for `@docusaurus/Link`: an anchor with the locale's base URL in
 * front of site paths, as the real Link renders it.
 */
export const linkModule = {
  __esModule: true,
  default: ({to, ...rest}: {to: string} & AnchorHTMLAttributes<HTMLAnchorElement>) => {
    const base = docusaurusContextModule.default().siteConfig.baseUrl;
    const href = to.startsWith('/') && !to.startsWith(base) ? `${base}${to.slice(1)}` : to;
    return <a href={href} {...rest} />;
  },
};
