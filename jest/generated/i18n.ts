/**
 * Jest stand-in for `@generated/i18n`, built from the real site config so the
 * labels, htmlLang and direction of each locale are the site's own.
 */
import type {I18n, I18nLocaleConfig} from '@docusaurus/types';
import config from '../../docusaurus.config';

// The config type is a deep partial; the site's config sets all three.
const defaultLocale = config.i18n?.defaultLocale ?? 'en';
const locales = (config.i18n?.locales ?? [defaultLocale]) as string[];
const localeConfigs = config.i18n?.localeConfigs ?? {};

const i18n: I18n = {
  defaultLocale,
  locales,
  path: 'i18n',
  currentLocale: defaultLocale,
  localeConfigs: Object.fromEntries(
    locales.map((locale) => {
      const partial = localeConfigs[locale] ?? {};
      const full: I18nLocaleConfig = {
        label: partial.label ?? locale,
        htmlLang: partial.htmlLang ?? locale,
        direction: partial.direction ?? 'ltr',
        calendar: partial.calendar ?? 'gregory',
        path: partial.path ?? locale,
        translate: partial.translate ?? locale !== defaultLocale,
        baseUrl: locale === defaultLocale ? '/' : `/${locale}/`,
        url: config.url,
      } as I18nLocaleConfig;
      return [locale, full];
    }),
  ),
};

export default i18n;
