/**
 * The web editor at `/admin` (Decap CMS) exists once, for the whole site:
 * its page is static/admin/index.html, and its generated configuration and
 * script are written into build/admin/ by the build's finishing step
 * (scripts/finish-build.ts, with ./build.ts). Nothing else of the site loads
 * them, so public pages carry none of the editor's code.
 *
 * Docusaurus copies static/ into every locale's folder; this plugin removes
 * the Dari and Pashto copies (build/fa/admin/, build/ps/admin/).
 */
import {rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The editor's folder, in static/ and in the build. */
export const ADMIN_DIR = 'admin';

export default function cmsAdminPlugin(context: LoadContext): Plugin {
  return {
    name: 'cms-admin',
    async postBuild({outDir}) {
      if (context.i18n.currentLocale === context.i18n.defaultLocale) return;
      await rm(path.join(outDir, ADMIN_DIR), {recursive: true, force: true});
    },
  };
}
