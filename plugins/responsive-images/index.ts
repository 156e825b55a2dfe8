/**
 * The versions of the photos for `npm run dev` (server/src/photos/variants.ts
 * makes them, ./README.md explains the design).
 *
 * The dev server serves `var/image-variants/` as a static folder after
 * `static/` (docusaurus.config.ts), and `loadContent` brings it up to date
 * before the first page, and again when a photo changes (getPathsToWatch).
 *
 * `npm run build` makes no versions: the server that serves the build makes
 * each one when it is first asked for, and all of them in turn after it
 * starts (server/src/plugins/app/photo-variants.ts), so the build's time does
 * not grow with the number of photos. The build reads each photo's header
 * (a millisecond a photo), so a file that is not an image still fails the
 * build, naming the file, before it reaches a server.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPhotos, updateVariants, VARIANTS_DIR} from '../../server/src/photos/variants';

export {VARIANTS_DIR};

export default function responsiveImagesPlugin(context: LoadContext): Plugin<unknown> {
  const staticDir = path.join(context.siteDir, 'static');
  const variantsDir = path.join(context.siteDir, VARIANTS_DIR);
  const building = process.env.NODE_ENV === 'production';
  return {
    name: 'responsive-images',
    async loadContent() {
      if (building) {
        // Once, not again for each locale.
        if (context.i18n.currentLocale === context.i18n.defaultLocale) await checkPhotos(staticDir);
        return;
      }
      const run = await updateVariants(staticDir, variantsDir);
      console.log(
        `[responsive-images] ${Object.keys(run.photos).length} photos: ${run.made} encoded, ${run.kept} unchanged, ` +
          `${run.removed} removed, in ${(run.milliseconds / 1000).toFixed(1)} s`,
      );
    },
    getPathsToWatch() {
      return building ? [] : [path.join(staticDir, 'img/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}')];
    },
  };
}
