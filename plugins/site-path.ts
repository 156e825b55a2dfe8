import path from 'node:path';

/**
 * A file under the site's folder as `@site/…`, the alias Docusaurus resolves
 * to the site's folder, for the modules and components plugins give
 * `addRoute`. The route table and `main.js` name each module by this path:
 * an absolute one would carry the building machine's folders into the
 * bundle, and two machines' builds of the same sources would differ. The
 * blog plugin names its data files the same way.
 */
export function sitePath(file: string, siteDir: string): string {
  const relative = path.relative(siteDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${file} is not inside the site's folder ${siteDir}`);
  return `@site/${relative.split(path.sep).join('/')}`;
}
