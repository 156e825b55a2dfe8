/**
 * How each page's scripts reach the browser: none is fetched before the page
 * has painted and its lead picture has arrived.
 *
 * A page's words and pictures are in its HTML (data pages are rendered at
 * build time too); scripts only add behaviour. So after the build each page's
 * HTML carries no `<script src>`: one small inline script
 * (PAGE_SCRIPT_LOADER, the same on every page, so the
 * Content-Security-Policy allows it by one hash) waits for the document to
 * be parsed and painted and for the picture the page marks as its lead,
 * then adds Docusaurus's entry scripts (`runtime~main` and `main`, in
 * order), which load the page's own chunks and hydrate it as Docusaurus
 * does. On a slow connection the stylesheet, the fonts and the largest
 * picture then have the line to themselves until they are on the screen,
 * instead of sharing it with the scripts; in a background tab, which never
 * paints, the scripts start at once.
 *
 * plugins/site-output.ts runs it on each locale's output in `postBuild`: it
 * reads and rewrites the built HTML, and nothing else of Docusaurus's output.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Parser} from 'htmlparser2';

/**
 * The HTML with the resource links React's server rendering writes at the
 * start of the app's root element (`<div id=__docusaurus><link rel=preload
 * as=image ...>`, for the header's logo) moved into the head, where they
 * belong: the browser starts those fetches as soon as it reads the head,
 * beside the stylesheet. React's hydration skips such links wherever they
 * are (they are resources it hoists, not part of the page's tree).
 */
export function hoistRootLinks(html: string): string {
  let headEnd: number | undefined;
  /** Where the links start and end once the app root has been seen (they follow its start tag directly). */
  let links: {start: number; end: number} | undefined;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      if (links === undefined) {
        if (name === 'div' && attributes.id === '__docusaurus') links = {start: parser.endIndex + 1, end: parser.endIndex + 1};
      } else if (name === 'link' && parser.startIndex === links.end) {
        links.end = parser.endIndex + 1;
      } else {
        parser.pause();
      }
    },
    onclosetag(name, implied) {
      if (name === 'head' && !implied) headEnd ??= parser.startIndex;
      // Anything but a link's own (implied) end closes the run of links.
      else if (links !== undefined && name !== 'link') parser.pause();
    },
    ontext() {
      if (links !== undefined) parser.pause();
    },
  });
  parser.parseComplete(html);
  if (headEnd === undefined || links === undefined || links.start === links.end || headEnd > links.start) return html;
  return html.slice(0, headEnd) + html.slice(links.start, links.end) + html.slice(headEnd, links.start) + html.slice(links.end);
}

/**
 * The inline script that starts the page's scripts after the first paint
 * and the page's lead picture. It reads the addresses of the entry scripts
 * from its own `data-scripts` attribute and runs them in their order.
 *
 * - "After the first paint" is once the browser has reported the first
 *   contentful paint (the moment the content reached the screen, as
 *   Lighthouse and the browser tests measure it); where the Paint Timing API
 *   is missing, after the second frame.
 * - "The lead picture" is what a page marks `fetchpriority=high`: an `<img>`
 *   (not a lazy one, which may never load), or where the page has none such
 *   an image preload in the head (the home page's video poster, or the photo
 *   of a record the build did not have, which the server preloads in the
 *   template's head). The scripts wait until each has arrived (or failed)
 *   and a frame has gone by, so the picture, usually the page's largest
 *   paint, has the connection to itself and is on the screen before some
 *   100 kB of script start to share the line with it. The loader notes
 *   every load from the moment it runs; a preload that finished before that
 *   is known by its resource timing entry, under its `href` or any address
 *   of its `imagesrcset` (the versions it offers).
 * - The scripts never wait for the pictures more than three seconds after
 *   the first paint (a picture the browser chose not to fetch, a preload
 *   whose type it does not read, a slow line), nor more than ten seconds
 *   after the page was parsed whatever happened, so a page can never be
 *   left without them; in a background tab, which never paints, they start
 *   at once.
 */
export const PAGE_SCRIPT_LOADER =
  '(function(){var me=document.currentScript,d=document,started=0,loaded=[];' +
  'function seen(event){loaded.push(event.target)}d.addEventListener("load",seen,true);d.addEventListener("error",seen,true);' +
  'function list(name){return(me.getAttribute(name)||"").split(" ").filter(Boolean)}' +
  'function add(src,async){var s=d.createElement("script");s.src=src;s.async=async;d.head.appendChild(s)}' +
  'function start(){if(started)return;started=1;list("data-scripts").forEach(function(src){add(src,false)})}' +
  'function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
  'function afterPictures(){var waiting=1;setTimeout(start,3e3);function done(){if(--waiting===0)nextFrame()}' +
  'function wait(element,arrived){if(arrived||loaded.indexOf(element)>=0)return;var once=0;waiting++;' +
  'function one(){if(!once){once=1;done()}}element.addEventListener("load",one);element.addEventListener("error",one)}' +
  'function fetched(urls){var P=window.performance;return!P||!P.getEntriesByType||P.getEntriesByType("resource").some(function(e){return urls.indexOf(e.name)>=0})}' +
  'var images=d.querySelectorAll("img[fetchpriority=high]:not([loading=lazy])");' +
  'images.forEach(function(img){wait(img,img.complete)});' +
  'if(!images.length)d.querySelectorAll("link[rel=preload][as=image][fetchpriority=high]").forEach(function(link){' +
  'var urls=[link.href].concat((link.getAttribute("imagesrcset")||"").split(",").map(function(c){return c.trim().split(/\\s+/)[0]}).filter(Boolean).map(function(u){return new URL(u,d.baseURI).href}));' +
  'wait(link,fetched(urls))});done()}' +
  'function afterPaint(){if(d.visibilityState!=="visible")return start();setTimeout(start,1e4);' +
  'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(entries,observer){if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterPictures()}}).observe({type:"paint",buffered:true})' +
  '}else requestAnimationFrame(function(){requestAnimationFrame(afterPictures)})}' +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",afterPaint):afterPaint()})()';

/** The loader's attribute: the entry scripts in order. */
export const LOADER_ATTRIBUTES = {scripts: 'data-scripts'} as const;

/**
 * The HTML with its entry scripts (`<script src=… defer></script>`, the
 * only attributes the loader can carry over) started by PAGE_SCRIPT_LOADER
 * after the first paint, the loader where the first entry script was. A page without entry scripts, or one that has the loader
 * already, is returned as it is. Docusaurus's page template writes the entry
 * scripts in the head, so only the head is read (a page's body is most of
 * its text, and the build runs this on every page).
 */
export function startScriptsAfterPaint(html: string): string {
  /** The entry scripts: their addresses, and where each element starts and ends in the text. */
  const entries: {src: string; start: number; end: number}[] = [];
  let open: {src: string; start: number; textStart: number} | undefined;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const names = Object.keys(attributes);
      const entry = name === 'script' && names.length === 2 && attributes.src && (attributes.defer === '' || attributes.defer === 'defer');
      open = entry ? {src: attributes.src, start: parser.startIndex, textStart: parser.endIndex + 1} : undefined;
    },
    onclosetag(name) {
      // An entry script has no text of its own.
      if (name === 'script' && open !== undefined && parser.startIndex === open.textStart) {
        entries.push({src: open.src, start: open.start, end: parser.endIndex + 1});
      }
      open = undefined;
      if (name === 'head') parser.pause();
    },
  });
  parser.parseComplete(html);
  if (entries.length === 0) return html;
  const scripts = entries.map((entry) => entry.src);
  const loader = `<script ${LOADER_ATTRIBUTES.scripts}="${scripts.join(' ')}">${PAGE_SCRIPT_LOADER}</script>`;
  let result = html.slice(0, entries[0].start) + loader;
  entries.forEach((entry, index) => {
    result += html.slice(entry.end, entries[index + 1]?.start ?? html.length);
  });
  return result;
}

/**
 * Where a route path's HTML may be (trailingSlash: false): `P.html`, or
 * `P/index.html` for the locale homes and folders.
 */
function htmlFilesOf(outDir: string, baseUrl: string, routePath: string): string[] {
  const relative = (routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '')).replace(/\/$/, '');
  // The not-found page's route is its file (`/404.html`).
  if (relative.endsWith('.html')) return [path.join(outDir, relative)];
  return relative === '' ? [path.join(outDir, 'index.html')] : [path.join(outDir, `${relative}.html`), path.join(outDir, relative, 'index.html')];
}

/** The text of the first of `files` that exists, with its name. */
async function readFirst(files: readonly string[]): Promise<{file: string; html: string} | undefined> {
  for (const file of files) {
    try {
      return {file, html: await readFile(file, 'utf8')};
    } catch {
      // Not written under this name.
    }
  }
  return undefined;
}

/** A page's HTML with its scripts started after the first paint, and the links React wrote into the app root moved to the head. */
export function pageScripts(html: string): string {
  return startScriptsAfterPaint(hoistRootLinks(html));
}

/** Rewrites the scripts of every page of a locale's output (`routesPaths` and `baseUrl` as `postBuild` gets them). */
export async function rewritePageScripts(outDir: string, routesPaths: readonly string[], baseUrl: string): Promise<void> {
  for (const routePath of routesPaths) {
    const page = await readFirst(htmlFilesOf(outDir, baseUrl, routePath));
    if (page === undefined) continue;
    const next = pageScripts(page.html);
    if (next !== page.html) await writeFile(page.file, next);
  }
}
