/**
 * Vazirmatn, the face of Dari and Pashto text (src/css/custom.css), comes
 * from static/fonts/ under one address in every locale, and Dari and Pashto
 * pages ask for its two weights with the page (`<link rel=preload>`), not
 * once the stylesheet has been read.
 *
 * Left to itself the bundler copies a font the stylesheet names into
 * `assets/fonts/` under a hashed name per locale, so the preload named one
 * file and the stylesheet another: every Dari or Pashto page downloaded both,
 * and with `font-display: optional` the stylesheet's copy, not preloaded,
 * often came too late to be used. Here the bundler leaves `/fonts/` URLs as
 * they are written.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule, RuleSetUseItem} from 'webpack';

/** The font files of the first view, as the stylesheet names them. */
export const PRELOADED_FONTS = ['/fonts/vazirmatn-arabic-400-normal.woff2', '/fonts/vazirmatn-arabic-700-normal.woff2'] as const;

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
    injectHtmlTags() {
      // English pages use Vazirmatn only for the language menu's names, below the first view.
      if (context.i18n.currentLocale === 'en') return {};
      return {
        headTags: PRELOADED_FONTS.map((href) => ({
          tagName: 'link',
          attributes: {rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: 'anonymous'},
        })),
      };
    },
  };
}
