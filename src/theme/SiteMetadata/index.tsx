/**
 * The head tags every page carries: its canonical address and its versions
 * in the three languages (with x-default, English), its Open Graph address
 * and locales, and the default share image. Written here instead of the
 * theme's because a page's canonical address is not always its path: a
 * record's second address and a query page's variant have their own
 * (src/lib/hooks/useCanonicalPath.ts), and the language versions must name the
 * same page.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {pageUrl} from '@site/content/item-head';
import {LOCALE_CONFIG, LOCALES, toLocale} from '@site/content/locales';
import {useCanonicalPath} from '@site/src/lib/hooks/useCanonicalPath';

/** `fa-AF` as Open Graph writes a locale: `fa_AF`. */
const openGraphLocale = (htmlLang: string): string => htmlLang.replace('-', '_');

export default function SiteMetadata(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {image} = useThemeConfig();
  const locale = toLocale(i18n.currentLocale);
  const path = useCanonicalPath();
  const url = pageUrl(locale, path);
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="canonical" href={url} />
        <meta property="og:url" content={url} />
        {LOCALES.map((other) => (
          <link key={other} rel="alternate" href={pageUrl(other, path)} hrefLang={LOCALE_CONFIG[other].htmlLang} />
        ))}
        <link rel="alternate" href={pageUrl('en', path)} hrefLang="x-default" />
        <meta property="og:locale" content={openGraphLocale(LOCALE_CONFIG[locale].htmlLang)} />
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <meta key={other} property="og:locale:alternate" content={openGraphLocale(LOCALE_CONFIG[other].htmlLang)} />
        ))}
      </Head>
      {image ? <PageMetadata image={image} /> : null}
    </>
  );
}
