/**
 * The site as an installable app that keeps what a reader has opened
 * (README, "Offline reading"):
 *
 * - each locale's web app manifest (manifest.ts), linked by every page of the
 *   locale once it has loaded (register.ts says why not in the HTML), and the
 *   theme colour and touch icon in every page's head;
 * - the service worker `/sw.js` (sw.js), written once, at the build's root
 *   with the default locale, stamped with a version made of its own text and
 *   the names of the build's hashed files, so a build that changes any script
 *   or style is a new version;
 * - its registration in the browser (src/lib/service-worker/register.ts, a
 *   client module, which loads registration.ts after the page), and the
 *   offline page of each locale (src/pages/offline.tsx).
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale} from '../../content/locales';
import {homeDescription, MANIFEST_FILE, THEME_COLOUR, webManifest} from './manifest';

/** The service worker's address; its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The service worker's text for a build, stamped with `version`. */
export async function serviceWorkerSource(version: string): Promise<string> {
  const source = await readFile(path.join(__dirname, 'sw.js'), 'utf8');
  return source.replaceAll('__SW_VERSION__', version);
}

/** The names of the files under `dir`, relative and sorted (none when it does not exist). */
async function fileNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, {recursive: true})).map(String).sort();
  } catch {
    return [];
  }
}

/** A version for the service worker of a build: its text and the hashed files the build wrote. */
export async function buildVersion(outDir: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await serviceWorkerSource(''));
  for (const name of await fileNames(path.join(outDir, 'assets'))) hash.update(`${name}\n`);
  return hash.digest('hex').slice(0, 12);
}

export default function webAppPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : 'en';
  const isDefaultLocale = i18n.currentLocale === i18n.defaultLocale;
  return {
    name: 'web-app',
    getClientModules() {
      return [path.join(siteDir, 'src', 'lib', 'service-worker', 'register.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'meta', attributes: {name: 'theme-color', content: THEME_COLOUR}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'}},
        ],
      };
    },
    async postBuild({outDir}) {
      const manifest = webManifest(locale, homeDescription(siteDir, locale));
      await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      if (isDefaultLocale) {
        await writeFile(path.join(outDir, SERVICE_WORKER_FILE), await serviceWorkerSource(await buildVersion(outDir)));
      }
    },
  };
}
