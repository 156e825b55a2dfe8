/**
 * The web editor at `/admin` (Decap CMS) exists once, for the whole site:
 * its page is static/admin/index.html, and its generated configuration and
 * script are written into build/admin/ by the build's finishing step
 * (scripts/finish-build.ts, with ./build.ts). Nothing else of the site loads
 * them, so public pages carry none of the editor's code.
 *
 * Docusaurus copies static/ into every locale's folder; this plugin removes
 * the Dari and Pashto copies of the editor (build/fa/admin/index.html...).
 *
 * It also adds the page the editor's preview pane shows in a frame,
 * `/admin/preview` in every language (./preview/PreviewPage.tsx): a page of
 * the site, so the preview draws an item with the site's own components and
 * styles in the pane's language. `npm run dev` builds one language; there
 * this language's page also answers the other languages' preview addresses
 * (`/fa/admin/preview` in the English preview), so the pane works in every
 * language and says what it cannot show.
 */
import {readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES, localePrefix} from '../../content/locales';
import {PREVIEW_PATH} from './preview/protocol';

/** The editor's folder, in static/ and in the build. */
export const ADMIN_DIR = 'admin';

/** The preview page's name under the editor's folder (`preview.html`, and a folder in other configurations). */
const PREVIEW_DIR = path.basename(PREVIEW_PATH);

export default function cmsAdminPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context;
  const developing = process.env.NODE_ENV !== 'production';
  return {
    name: 'cms-admin',
    async contentLoaded({actions}) {
      // Named from the site's folder, as the data pages name theirs (plugins/data-pages/pages.ts).
      const component = '@site/plugins/cms-admin/preview/PreviewPage.tsx';
      actions.addRoute({path: `${baseUrl}${PREVIEW_PATH}`, component, exact: true});
      if (!developing || context.i18n.currentLocale !== DEFAULT_LOCALE) return;
      for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
        actions.addRoute({path: `${localePrefix(locale)}/${PREVIEW_PATH}`, component, exact: true});
      }
    },
    async postBuild({outDir}) {
      if (context.i18n.currentLocale === context.i18n.defaultLocale) return;
      // The editor itself once, at /admin; each language keeps its preview page.
      const adminDir = path.join(outDir, ADMIN_DIR);
      const entries = await readdir(adminDir).catch(() => [] as string[]);
      const isPreview = (entry: string): boolean => entry === PREVIEW_DIR || entry.startsWith(`${PREVIEW_DIR}.`);
      await Promise.all(entries.filter((entry) => !isPreview(entry)).map((entry) => rm(path.join(adminDir, entry), {recursive: true, force: true})));
    },
  };
}
