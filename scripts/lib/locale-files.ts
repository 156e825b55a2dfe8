/**
 * Which locale each file of the build folder belongs to. Docusaurus writes
 * the default locale at the folder's root and every other locale into a
 * folder of its own (`build/fa/`), so the root's files are the default
 * locale's except those folders and the search index (`build/pagefind/`),
 * which the finishing step writes for all locales at once.
 */
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../content/locales';

/** The folder of the build that holds every locale's search index. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** The locale a file belongs to (path relative to the build folder), or undefined for the search index's files. */
export function localeOfBuildFile(relative: string): Locale | undefined {
  const [first] = relative.split(/[\\/]/);
  if (first === SEARCH_INDEX_DIR) return undefined;
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/**
 * Every file of one locale's build, relative to the build folder with `/`,
 * in a stable order. The other locales' folders are not entered: they may be
 * being written meanwhile (plugins/site-output.ts finishes a locale while the next
 * one builds).
 */
export async function localeBuildFiles(buildDir: string, locale: Locale): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(buildDir, relative), {withFileTypes: true})) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative !== '' || localeOfBuildFile(`${child}/`) === locale) await walk(child);
      } else if (entry.isFile() && localeOfBuildFile(child) === locale) {
        found.push(child);
      }
    }
  };
  await walk(locale === DEFAULT_LOCALE ? '' : locale);
  return found.sort();
}
