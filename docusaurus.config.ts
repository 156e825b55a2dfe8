/**
 * Site configuration: three locales (en at /, Dari at /fa/, Pashto at /ps/,
 * both right to left; content/locales.ts), docs served at the site root so
 * static pages live at their own addresses, data pages rendered at build
 * time (plugins/data-pages), and the site's page frame in place of the
 * classic navbar and footer (src/theme/Navbar, src/theme/Footer).
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import identity, {editUrl} from './content/identity';
import {DEFAULT_LOCALE, LOCALE_CONFIG, LOCALES} from './content/locales';
import dataPagesPlugin from './plugins/data-pages';
import {startBuildAnswers} from './plugins/data-pages/answers';
import contentDocsPlugin from './plugins/content-docs';
import leanBundlePlugin from './plugins/lean-bundle';
import mdxAutoImport from './plugins/mdx-auto-import';
import inlineTranslationsPlugin from './plugins/inline-translations';
import siteOutputPlugin from './plugins/site-output';
import staticFontsPlugin from './plugins/static-fonts';
import feedsPlugin from './plugins/feeds';
import {withLanguageVersions} from './plugins/sitemap-hreflang';
import devApiProxyPlugin from './plugins/dev-api-proxy';
import cmsAdminPlugin from './plugins/cms-admin';
import responsiveImagesPlugin from './plugins/responsive-images';
import webAppPlugin from './plugins/web-app';

// `DOCUSAURUS_FASTER=0` builds with webpack/Babel instead of Rspack/SWC; the
// README's development notes compare the two.
const useFaster = process.env.DOCUSAURUS_FASTER !== '0';

// A build's data pages need the API's answers for data/, which a process of
// their own takes a few seconds to compute (plugins/data-pages/answers.ts):
// started as soon as `docusaurus build` reads this file, on the other core,
// they are ready by the time the pages' content is loaded.
if (process.env.NODE_ENV === 'production' && process.argv.includes('build')) void startBuildAnswers(__dirname);

// Docusaurus loads this file once per locale it builds; titles and share
// cards then name the university in the page's language.
const currentLocale = (process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en') as keyof typeof identity.name;
const siteName = identity.name[currentLocale] ?? identity.name.en;

const config: Config = {
  title: siteName,
  tagline: 'Education, research and service in Kabul',
  favicon: 'img/favicon.svg',
  // The photos' small versions are not static files: the dev server's
  // middleware sends them (plugins/responsive-images), the server in
  // production (it makes them). A static folder of them would be watched by
  // the bundler, which then rebuilt for every version written.
  staticDirectories: ['static'],
  url: identity.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The banner is an inline script and style we do not need; fewer inline
  // scripts keep the Content-Security-Policy tight.
  baseUrlIssueBanner: false,
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  future: {
    v4: true,
    // Each MDX file compiled for the browser and for the build separately:
    // the browser's copy of a conference page leaves out what its HTML
    // already holds (plugins/lean-bundle.ts).
    faster: useFaster ? {mdxCrossCompilerCache: false} : false,
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: Object.fromEntries(
      LOCALES.map((locale) => {
        const {label, htmlLang, direction} = LOCALE_CONFIG[locale];
        return [locale, {label, htmlLang, direction}];
      }),
    ),
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins` below, extended (plugins/content-docs.ts).
        docs: false,
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        // Every page of the locale, data pages included (they are routes),
        // each with its versions in the three languages (plugins/sitemap-hreflang.ts).
        sitemap: {createSitemapItems: withLanguageVersions},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      contentDocsPlugin,
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        showLastUpdateTime: false,
        // "Edit this page" under every content page, for staff: the English
        // file, or on a translated page the translation in i18n/<locale>/.
        editUrl: editUrl(identity.repository),
        editLocalizedFiles: true,
        // The pages use the site's own blocks (src/components/mdx); `:::note` stays text.
        admonitions: false,
        // Each page imports the content blocks it uses (src/components/mdx).
        remarkPlugins: [mdxAutoImport],
      } satisfies DocsOptions,
    ],
    responsiveImagesPlugin,
    dataPagesPlugin,
    inlineTranslationsPlugin,
    leanBundlePlugin,
    staticFontsPlugin,
    feedsPlugin,
    devApiProxyPlugin,
    cmsAdminPlugin,
    webAppPlugin,
    siteOutputPlugin,
  ],

  themeConfig: {
    image: 'img/share-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
      // The site has one version of its pages: nothing to remember, and
      // remembering it read and cleared localStorage as every page started.
      versionPersistence: 'none',
    },
    // Code blocks are plain <pre> (src/theme/CodeBlock, with Prism stubbed out
    // by plugins/lean-bundle), so the default highlighting theme and magic
    // comments, which the site config carries into every page's bundle, are
    // left empty.
    prism: {theme: {plain: {}, styles: []}, magicComments: []},
  } satisfies Preset.ThemeConfig,
};

export default config;
