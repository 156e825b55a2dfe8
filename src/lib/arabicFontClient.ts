/**
 * The client module of Vazirmatn's second-page rule (src/lib/arabicFont.ts),
 * in the Dari and Pashto builds: once a page drawn in the fallback face has
 * hydrated and loaded, it has the font's files fetched (arabicFontFetch.ts,
 * a chunk of its own, asked for when the browser is idle so that it is no
 * part of the page's start), and it switches the face on for the next page
 * shown inside the site.
 */
import type {ClientModule} from '@docusaurus/types';
import {FONT_ATTRIBUTE} from '@site/src/lib/arabicFontAttribute';

/** Both faces, once loaded: a page shown inside the site from then on is drawn in them. */
let loaded: readonly FontFace[] | undefined;

const showsFallback = (): boolean => !document.documentElement.hasAttribute(FONT_ATTRIBUTE);

function fetchFaces(): void {
  import('./arabicFontFetch')
    .then(({fetchFaces: fetchBoth}) => fetchBoth())
    .then(
      (faces) => {
        loaded = faces;
      },
      () => undefined,
    );
}

/** Docusaurus calls this once the first page has hydrated, and after each move inside the site. */
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({previousLocation}) => {
  // Only the first call, the page the browser loaded, has no previous location.
  if (previousLocation !== null || typeof FontFace !== 'function' || !showsFallback()) return;
  const start = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fetchFaces);
    else window.setTimeout(fetchFaces, 200);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
};

/**
 * Docusaurus calls this before it shows the page of a link followed inside
 * the site. The faces loaded above are added as they are: the stylesheet's
 * own would fetch the files again, from the cache but not always within the
 * short wait `font-display: optional` gives them.
 */
export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({location, previousLocation}) => {
  if (loaded !== undefined && previousLocation !== null && previousLocation.pathname !== location.pathname && showsFallback()) {
    for (const face of loaded) document.fonts.add(face);
    document.documentElement.setAttribute(FONT_ATTRIBUTE, '');
  }
};
