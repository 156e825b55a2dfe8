/**
 * The head tags that name a page's address: its canonical URL, its Open
 * Graph URL and its versions in the three languages (with x-default,
 * English). src/theme/SiteMetadata writes them for every page from its path;
 * a page whose address to index is another one (a lecturer's profile under a
 * second program) writes them itself.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCALE_CONFIG, LOCALES, toLocale} from '@site/content/locales';
import {pageUrl} from '@site/content/urls';

/** The address tags of the page at `path` (without locale). */
export default function PageUrlTags({path}: {readonly path: string}): ReactNode {
  const locale = toLocale(useDocusaurusContext().i18n.currentLocale);
  const url = pageUrl(locale, path);
  return (
    <Head>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      {LOCALES.map((other) => (
        <link key={other} rel="alternate" href={pageUrl(other, path)} hrefLang={LOCALE_CONFIG[other].htmlLang} />
      ))}
      <link rel="alternate" href={pageUrl('en', path)} hrefLang="x-default" />
    </Head>
  );
}
