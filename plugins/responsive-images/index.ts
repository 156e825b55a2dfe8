/**
 * The versions of the photos, made when the site is built or served by
 * `npm run dev` (./variants.ts makes them, ./README.md explains the design).
 *
 * They go to `var/image-variants/` (not committed).
 *
 * - `npm run dev`: docusaurus.config.ts lists that folder as a static folder
 *   after `static/`, and `loadContent` waits for the versions, so the dev
 *   server serves them beside the originals from the first page on.
 * - `npm run build`: encoding runs beside the bundler instead of before it
 *   (a fresh checkout encodes every photo, about half a minute of both
 *   cores, while the bundler leaves one of them idle much of the time), and
 *   `postBuild` of the default locale waits for it and copies the versions
 *   into the output next to the originals (`build/img/news/a.jpg.800w.avif`).
 *   Docusaurus builds each locale in turn in one process and loads this
 *   plugin for each: they share the one run. The Dari and Pashto outputs get
 *   no copy: pages name photos from the site's root (`/img/…`).
 */
import {copyFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inPool, updateVariants, type VariantRun} from './variants';

/** The folder the versions are written to, relative to the site. */
export const VARIANTS_DIR = 'var/image-variants';

/**
 * The run of this build process, by versions folder, shared by the locales'
 * builds. On `globalThis`: Docusaurus loads the site's configuration, and so
 * this module, afresh for each locale.
 */
const RUNS = Symbol.for('university.responsive-images.runs');
const buildRuns: Map<string, Promise<VariantRun>> = ((globalThis as Record<symbol, unknown>)[RUNS] ??= new Map()) as Map<string, Promise<VariantRun>>;

function logged(run: Promise<VariantRun>): Promise<VariantRun> {
  return run.then((result) => {
    const count = Object.keys(result.manifest.photos).length;
    console.log(
      `[responsive-images] ${count} photos: ${result.made} encoded, ${result.kept} unchanged, ` +
        `${result.removed} removed, in ${(result.milliseconds / 1000).toFixed(1)} s`,
    );
    return result;
  });
}

export default function responsiveImagesPlugin(context: LoadContext): Plugin<unknown> {
  const staticDir = path.join(context.siteDir, 'static');
  const variantsDir = path.join(context.siteDir, VARIANTS_DIR);
  const building = process.env.NODE_ENV === 'production';
  return {
    name: 'responsive-images',
    async loadContent() {
      if (!building) {
        // Also when the dev server sees a photo change (getPathsToWatch).
        await logged(updateVariants(staticDir, variantsDir));
        return;
      }
      if (!buildRuns.has(variantsDir)) {
        const run = logged(updateVariants(staticDir, variantsDir));
        // Awaited in postBuild; until then a failure (an unreadable photo)
        // must not count as unhandled.
        run.catch(() => undefined);
        buildRuns.set(variantsDir, run);
      }
    },
    async postBuild({outDir}) {
      const run = buildRuns.get(variantsDir);
      if (!run) return;
      // A photo that cannot be read fails the build here, naming its file.
      const {manifest} = await run;
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      const files = Object.values(manifest.photos).flatMap((entry) => Object.keys(entry.variants));
      await inPool(files, 8, async (sitePath) => {
        const relative = sitePath.split('/').filter(Boolean);
        const target = path.join(outDir, ...relative);
        await mkdir(path.dirname(target), {recursive: true});
        await copyFile(path.join(variantsDir, ...relative), target);
      });
    },
    getPathsToWatch() {
      return [path.join(staticDir, 'img/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}')];
    },
  };
}
