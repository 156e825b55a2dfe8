/**
 * The web editor at `/admin` (Decap CMS): after the English build, writes
 * its generated configuration and script beside static/admin/index.html in
 * build/admin/ (build.ts). Nothing else of the site loads them, so public
 * pages carry none of the editor's code.
 *
 * Docusaurus copies static/ into every locale's folder; the editor exists
 * once, at /admin, so the Dari and Pashto copies (build/fa/admin/,
 * build/ps/admin/) are removed.
 */
import {rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildAdmin} from './build';

export default function cmsAdminPlugin(context: LoadContext): Plugin {
  return {
    name: 'cms-admin',
    async postBuild({outDir}) {
      const admin = path.join(outDir, 'admin');
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) {
        await rm(admin, {recursive: true, force: true});
        return;
      }
      await buildAdmin(admin);
    },
  };
}
