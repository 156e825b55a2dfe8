/**
 * Vazirmatn, the face of Dari and Pashto text (src/css/custom.css), from a
 * reader's second page on (src/lib/arabicFont.ts says how and why):
 *
 * - its files come from static/fonts/ under one address in every locale, the
 *   address the stylesheet, the client module and the service worker's cache
 *   all use. Left to itself the bundler copies a font the stylesheet names
 *   into `assets/fonts/` under a hashed name per locale; here it leaves
 *   `/fonts/` URLs as they are written;
 * - Dari and Pashto pages carry, in the head, the one-line script that turns
 *   the face on when the browser has the files;
 * - in those two locales, the client module that has the files fetched after
 *   a first page and switches a page reached inside the site.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule, RuleSetUseItem} from 'webpack';
import {FONT_HEAD_SCRIPT} from '../src/lib/arabicFont';

const FONT_URL_PREFIX = '/fonts/';

/** Sets css-loader's URL filter in every rule of `rules`, at any depth, to leave `/fonts/` alone. */
export function keepFontUrls(rules: readonly (RuleSetRule | '...' | false | null | undefined | 0 | '')[]): number {
  let changed = 0;
  const visitUse = (use: RuleSetUseItem): void => {
    if (typeof use !== 'object' || typeof use.loader !== 'string' || !/[/\\]css-loader[/\\]/.test(use.loader)) return;
    const options = (typeof use.options === 'object' ? use.options : {}) as Record<string, unknown>;
    use.options = {...options, url: {filter: (url: string) => !url.startsWith(FONT_URL_PREFIX)}};
    changed += 1;
  };
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null) continue;
    if (Array.isArray(rule.use)) rule.use.forEach((use) => visitUse(use as RuleSetUseItem));
    if (Array.isArray(rule.oneOf)) changed += keepFontUrls(rule.oneOf);
    if (Array.isArray(rule.rules)) changed += keepFontUrls(rule.rules);
  }
  return changed;
}

export default function staticFontsPlugin(context: LoadContext): Plugin {
  return {
    name: 'static-fonts',
    configureWebpack(config: Configuration) {
      if (keepFontUrls(config.module?.rules ?? []) === 0) {
        throw new Error('static-fonts: no css-loader found in the bundler configuration; the font URLs would be rewritten');
      }
      return {};
    },
    getClientModules() {
      return context.i18n.currentLocale === 'en' ? [] : [path.join(context.siteDir, 'src', 'lib', 'arabicFontClient.ts')];
    },
    injectHtmlTags() {
      // English pages use Vazirmatn only for the language menu's names, below the first view.
      if (context.i18n.currentLocale === 'en') return {};
      return {headTags: [{tagName: 'script', innerHTML: FONT_HEAD_SCRIPT}]};
    },
  };
}
