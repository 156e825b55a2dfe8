/**
 * A tiny fake build in the shape Docusaurus writes (locale folders, pages,
 * a main bundle and its brotli twin, feeds, and every detail route's
 * template in every locale with a generic head), for the tests of the site
 * half of the server.
 */
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {TestContext} from 'node:test';
import {brotliCompressSync} from 'node:zlib';

export const INLINE_SCRIPT = 'document.documentElement.dataset.theme="light"';
export const BUNDLE = 'console.log("main bundle");'.repeat(40);

/**
 * The templates of the records' routes as the site's build writes them (at
 * their template addresses, content/routes.ts), and a record's address each
 * one answers.
 */
export const DETAILS = [
  ['news/general/0', 'news/general/7'],
  // The router matches `/News/...` with the lower-case route: one template serves both.
  ['news/general/0', 'News/general/7'],
  ['event/0', 'event/3'],
  ['event/0', 'Events/any-words-here/3'],
  ['career/current-opportunities/position/0', 'career/current-opportunities/position/2'],
  ['career/employee-of-the-month/0', 'career/employee-of-the-month/2'],
  ['academics/programs/0/faculty-profile/0', 'academics/programs/bcs/faculty-profile/3'],
] as const;

/**
 * A template's head as Docusaurus writes it (minified, some attributes
 * unquoted): generic title and description, no address of its own, and
 * `noindex` (src/theme/SiteMetadata).
 */
export const templateHead = (template: string, locale: string): string =>
  `<meta charset=UTF-8><title data-rh=true>Generic ${template} | Site</title>` +
  `<meta data-rh=true name=description content="Generic description"/>` +
  `<meta data-rh=true property=og:title content="Generic | Site"/>` +
  `<meta data-rh=true property=og:image content=https://www.sapedar.example/img/share-card.png />` +
  `<meta data-rh=true name=twitter:image content=https://www.sapedar.example/img/share-card.png />` +
  `<meta data-rh=true name=robots content=noindex />` +
  `<meta data-rh=true name=docusaurus_locale content=${locale} />` +
  `<link rel=alternate type=application/rss+xml title=News href=/news/rss.xml>`;

/** A page big enough (over 1 KiB) to be worth compressing. */
export const page = (label: string): string =>
  `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script src=/assets/js/main.abc123.js defer></script></head>` +
  `<body><main>${label}</main>${'<p>Filler paragraph of the fake build.</p>'.repeat(40)}</body></html>`;

/** Writes the fake build and a secret next to it (which must never be served). */
export async function fakeBuild(t: TestContext): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'uni-site-'));
  t.after(() => rm(parent, {recursive: true, force: true}));
  const root = path.join(parent, 'build');
  const files: Record<string, string | Buffer> = {
    'index.html': page('home en'),
    '404.html': page('not found en'),
    'about/history.html': page('history en'),
    'assets/js/main.abc123.js': BUNDLE,
    'assets/js/main.abc123.js.br': brotliCompressSync(BUNDLE),
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'files/guide.pdf': '%PDF-1.4 sample',
    'pagefind/pagefind.js': 'export {}',
    'sitemap.xml': '<urlset/>',
    'news/rss.xml': '<rss version="2.0"/>',
    'fa/news/rss.xml': '<rss version="2.0"/>',
    'events.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    'robots.txt': 'User-agent: *\n',
    '.env': 'SECRET=in-build-dotfile',
  };
  for (const locale of ['fa', 'ps']) {
    files[`${locale}/index.html`] = page(`home ${locale}`);
    files[`${locale}/404.html`] = page(`not found ${locale}`);
    files[`${locale}/about/history.html`] = page(`history ${locale}`);
  }
  for (const [template] of DETAILS) {
    for (const locale of ['en', 'fa', 'ps']) {
      const file = locale === 'en' ? `${template}.html` : `${locale}/${template}.html`;
      files[file] = page(`template ${template} ${locale}`).replace('<head>', `<head>${templateHead(template, locale)}`);
    }
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), {recursive: true});
    await writeFile(path.join(root, name), content);
  }
  await writeFile(path.join(parent, 'secret.txt'), 'TOP SECRET outside the build');
  return root;
}
