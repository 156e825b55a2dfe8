/**
 * The site as an installable app (README, "Installable and offline"): each
 * locale's web app manifest (manifest.ts), written into the locale's folder
 * and linked from every page of the locale with the theme colour.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale, localePrefix} from '../../content/locales';
import {homeDescription, MANIFEST_FILE, THEME_COLOUR, webManifest} from './manifest';

export default function webAppPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : 'en';
  return {
    name: 'web-app',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: `${localePrefix(locale)}/${MANIFEST_FILE}`}},
          {tagName: 'meta', attributes: {name: 'theme-color', content: THEME_COLOUR}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'}},
        ],
      };
    },
    async postBuild({outDir}) {
      const manifest = webManifest(locale, homeDescription(siteDir, locale));
      await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
