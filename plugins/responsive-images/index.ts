/**
 * The versions of the photos for `npm run dev` (server/src/photos/variants.ts
 * makes them, ./README.md explains the design).
 *
 * The dev server sends the versions from `var/image-variants/` through a
 * middleware of its own (not as a static folder, which the bundler would
 * watch and rebuild for as versions are written). `loadContent` brings the
 * folder up to date in the background (when it starts, and again when a
 * photo changes, getPathsToWatch), so the preview serves pages at once
 * rather than after every photo is encoded; a version asked for before its
 * turn is made on the spot, as the production server does, so no page shows
 * a broken photo meanwhile.
 *
 * `npm run build` makes no versions: the server that serves the build makes
 * each one when it is first asked for, and all of them in turn after it
 * starts (server/src/plugins/app/photo-variants.ts), so the build's time does
 * not grow with the number of photos. The build reads each photo's header
 * (a millisecond a photo), so a file that is not an image still fails the
 * build, naming the file, before it reaches a server.
 */
import {readFile} from 'node:fs/promises';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseVariantPath} from '../../content/image-variants';
import {checkPhotos, ensureVariants, fileOf, updateVariants, VARIANTS_DIR} from '../../server/src/photos/variants';

export {VARIANTS_DIR};

const TYPES: Readonly<Record<string, string>> = {'.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg'};

/**
 * The dev server's middleware for a photo's versions (`/img/news/a.jpg.800w.avif`):
 * it makes that photo's versions from static/ when they are missing or
 * older than the photo, then sends the one asked for. Anything else passes on.
 */
function versionsOnRequest(staticDir: string, variantsDir: string) {
  return async (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): Promise<void> => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const variant = request.method === 'GET' || request.method === 'HEAD' ? parseVariantPath(pathname) : undefined;
    if (variant === undefined) {
      next();
      return;
    }
    try {
      await ensureVariants(variant.src, fileOf(staticDir, variant.src), variantsDir);
      const bytes = await readFile(fileOf(variantsDir, pathname));
      response.writeHead(200, {'content-type': TYPES[path.extname(pathname)] ?? 'application/octet-stream', 'cache-control': 'no-cache'});
      response.end(request.method === 'HEAD' ? undefined : bytes);
    } catch {
      // Not a photo of static/ (or not one that decodes): the dev server's 404.
      next();
    }
  };
}

export default function responsiveImagesPlugin(context: LoadContext): Plugin<unknown> {
  const staticDir = path.join(context.siteDir, 'static');
  const variantsDir = path.join(context.siteDir, VARIANTS_DIR);
  const building = process.env.NODE_ENV === 'production';
  // One run at a time; a change during a run queues one more.
  let running: Promise<void> = Promise.resolve();
  return {
    name: 'responsive-images',
    async loadContent() {
      if (building) {
        // Once, not again for each locale.
        if (context.i18n.currentLocale === context.i18n.defaultLocale) await checkPhotos(staticDir);
        return;
      }
      running = running.then(async () => {
        try {
          const run = await updateVariants(staticDir, variantsDir);
          console.log(
            `[responsive-images] ${Object.keys(run.photos).length} photos: ${run.made} encoded, ${run.kept} unchanged, ` +
              `${run.removed} removed, in ${(run.milliseconds / 1000).toFixed(1)} s (in the background)`,
          );
        } catch (error) {
          console.error(`[responsive-images] ${(error as Error).message}`);
        }
      });
    },
    configureWebpack(_config, isServer) {
      if (building || isServer) return {};
      // webpack-dev-server's hook. Docusaurus has one too; webpack-merge runs both on the same list
      // and joins what they return, so this one puts its middleware first in that list (before the
      // fallback that answers every unknown address with the page) and returns nothing more.
      const photoVersions = {name: 'photo-versions', middleware: versionsOnRequest(staticDir, variantsDir)};
      return {
        devServer: {
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift(photoVersions);
            return [];
          },
        },
      } as Record<string, unknown>;
    },
    getPathsToWatch() {
      return building ? [] : [path.join(staticDir, 'img/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}')];
    },
  };
}
