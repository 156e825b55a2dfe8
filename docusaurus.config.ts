/**
 * Site configuration: three locales (en at /, Dari at /fa/, Pashto at /ps/,
 * both right to left), docs served at the site root so static pages live at
 * the spec's paths, and the page frame of spec 1 §2.1 in place of the classic
 * navbar and footer (src/theme/Navbar, src/theme/Footer).
 * @see ../shared/DESIGN.md §2
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import identity from './src/config/identity';
import detailRoutesPlugin from './plugins/detail-routes';
import leanBundlePlugin from './plugins/lean-bundle';
import preloadRouteChunksPlugin from './plugins/preload-route-chunks';
import feedsPlugin from './plugins/feeds';
import sitemapHreflangPlugin from './plugins/sitemap-hreflang';

// `DOCUSAURUS_FASTER=0` builds with webpack/Babel instead of Rspack/SWC; the
// README's development notes compare the two.
const useFaster = process.env.DOCUSAURUS_FASTER !== '0';

// Docusaurus loads this file once per locale it builds; titles and share
// cards then name the university in the page's language.
const currentLocale = (process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en') as keyof typeof identity.name;
const siteName = identity.name[currentLocale] ?? identity.name.en;

const config: Config = {
  title: siteName,
  tagline: 'Education, research and service in Kabul',
  favicon: 'img/favicon.svg',
  url: identity.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The banner is an inline script and style we do not need; fewer inline
  // scripts keep the Content-Security-Policy tight (DESIGN §8).
  baseUrlIssueBanner: false,
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  future: {
    v4: true,
    faster: useFaster,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fa', 'ps'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
      fa: {label: 'دری', htmlLang: 'fa-AF', direction: 'rtl'},
      ps: {label: 'پښتو', htmlLang: 'ps-AF', direction: 'rtl'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: false,
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        // plugins/sitemap-hreflang.ts writes the sitemap instead: this one
        // has no hreflang alternates and no detail pages.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [detailRoutesPlugin, leanBundlePlugin, preloadRouteChunksPlugin, sitemapHreflangPlugin, feedsPlugin],

  themeConfig: {
    image: 'img/share-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    prism: {
      theme: prismThemes.github,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
