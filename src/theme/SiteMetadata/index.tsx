/**
 * The head tags every page carries: its canonical address and its versions
 * in the three languages (with x-default, English), its Open Graph address
 * and locales, and the default share image. Written here instead of the
 * theme's because a page's canonical address is not always its path: a
 * record's second address and a lecturer's profile under another program
 * have their own (src/lib/hooks/useCanonicalPath.ts), and the language
 * versions must name the same page.
 *
 * A template page (`/news/general/0`, content/routes.ts) names no address of
 * its own and is `noindex`: the server writes the tags of the record it
 * answers for into its head (server/src/plugins/app/detail-head.ts).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {LOCALE_CONFIG, LOCALES, toLocale} from '@site/content/locales';
import {isTemplateAddress, matchPatternPath} from '@site/content/routes';
import PageUrlTags from '@site/src/components/PageUrlTags';
import {useCanonicalPath} from '@site/src/lib/hooks/useCanonicalPath';

/** `fa-AF` as Open Graph writes a locale: `fa_AF`. */
const openGraphLocale = (htmlLang: string): string => htmlLang.replace('-', '_');

export default function SiteMetadata(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {image} = useThemeConfig();
  const locale = toLocale(i18n.currentLocale);
  const path = useCanonicalPath();
  const isTemplate = isTemplateAddress(path);
  // A lecturer's profile names the address to index itself (the one under the home program, which its route knows).
  const namesItsOwn = matchPatternPath(path)?.route.kind === 'lecturer';
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {isTemplate ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:locale" content={openGraphLocale(LOCALE_CONFIG[locale].htmlLang)} />
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <meta key={other} property="og:locale:alternate" content={openGraphLocale(LOCALE_CONFIG[other].htmlLang)} />
        ))}
      </Head>
      {isTemplate || namesItsOwn ? null : <PageUrlTags path={path} />}
      {image ? <PageMetadata image={image} /> : null}
    </>
  );
}
