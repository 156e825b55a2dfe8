/**
 * Interface strings travel with the code that shows them.
 *
 * Docusaurus puts every translated interface string of a locale
 * (i18n/{fa,ps}/code.json and the theme's own, with the translators'
 * descriptions) into main.js, which every page of that locale loads: about
 * 9 kB of Dari or Pashto text (brotli) a visitor downloads whatever page
 * they open, most of it for other pages. Each locale is built on its own,
 * so the build can do better: ./loader.cjs writes each string's translation
 * into the translate() call or <Translate> element that shows it (leaving
 * out ids and descriptions), and the table in main.js is replaced by an
 * empty one (./no-messages.ts). A page then loads the strings of the code it
 * runs, in its language only.
 *
 * The strings still come from the same files, so translators and
 * `npm run write-translations` work as before; `npm run dev` builds the
 * same way, so what a translator previews is what ships.
 */
import {copyFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function inlineTranslationsPlugin(context: LoadContext): Plugin {
  const table = path.join(context.generatedFilesDir, 'codeTranslations.json');
  const messagesFile = path.join(context.generatedFilesDir, 'inline-translations', `${context.i18n.currentLocale}.json`);
  return {
    name: 'inline-translations',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Docusaurus has written the locale's table by now (it bundles after
      // writing its generated files); the loader reads a copy of its own,
      // so the table the bundle imports can be the empty one.
      mkdirSync(path.dirname(messagesFile), {recursive: true});
      copyFileSync(table, messagesFile);
      return {
        module: {
          rules: [
            {
              test: /\.(js|jsx|ts|tsx)$/,
              enforce: 'pre' as const,
              // The site's code, the web editor's preview page (plugins/cms-admin/preview) and Docusaurus's own.
              include: [
                path.join(context.siteDir, 'src'),
                path.join(context.siteDir, 'plugins', 'cms-admin', 'preview'),
                path.dirname(require.resolve('@docusaurus/core/package.json')).replace(/core$/, ''),
              ],
              use: [{loader: require.resolve('./loader.cjs'), options: {messagesFile}}],
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/codeTranslations(\.json)?$/,
            path.join(__dirname, 'no-messages.ts'),
          ),
        ],
      };
    },
  };
}
