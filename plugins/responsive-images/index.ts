/**
 * The versions of the photos, made when the site is built or served by
 * `npm run dev` (./variants.ts makes them, ./README.md explains the design).
 *
 * They go to `var/image-variants/` (not committed), which
 * docusaurus.config.ts lists as a static folder after `static/`, so the build
 * copies them next to the originals (`build/img/news/a.jpg.800w.avif`) and
 * the dev server serves them the same way. Docusaurus builds each locale in
 * turn and loads this plugin for each: the first run encodes, the others
 * find every photo unchanged (under a second).
 *
 * Docusaurus copies the static folders into every locale's output
 * (`build/fa/img/…`), but pages name photos from the site's root (`/img/…`),
 * so after a Dari or Pashto build the versions' copies there, never asked
 * for, are deleted (two thirds of the versions' bytes in build/).
 */
import {rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {updateVariants, type VariantManifest} from './variants';

/** The folder the versions are written to, relative to the site. */
export const VARIANTS_DIR = 'var/image-variants';

export default function responsiveImagesPlugin(context: LoadContext): Plugin<unknown> {
  const staticDir = path.join(context.siteDir, 'static');
  const outDir = path.join(context.siteDir, VARIANTS_DIR);
  return {
    name: 'responsive-images',
    async loadContent() {
      // Also when a dev server sees a photo change (getPathsToWatch).
      const result = await updateVariants(staticDir, outDir);
      const count = Object.keys(result.manifest.photos).length;
      console.log(
        `[responsive-images] ${count} photos: ${result.made} encoded, ${result.kept} unchanged, ` +
          `${result.removed} removed, in ${(result.milliseconds / 1000).toFixed(1)} s`,
      );
      return result;
    },
    async postBuild({outDir, content}) {
      if (context.i18n.currentLocale === context.i18n.defaultLocale) return;
      const {manifest} = content as {manifest: VariantManifest};
      for (const entry of Object.values(manifest.photos)) {
        for (const variant of Object.keys(entry.variants)) await rm(path.join(outDir, ...variant.split('/').filter(Boolean)), {force: true});
      }
    },
    getPathsToWatch() {
      return [path.join(staticDir, 'img/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}')];
    },
  };
}
