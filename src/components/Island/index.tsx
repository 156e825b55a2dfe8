/**
 * Parts of the page frame that the browser never runs: the main menu's
 * panel and the footer are the same on every page of a language, and work
 * as plain HTML (links, a native `<dialog>` opened by its button's `command`,
 * submenus that are native popovers). The build renders them with their
 * components; the browser bundle gets, in their place, a stand-in that keeps
 * the HTML the page arrived with (plugins/lean-bundle.ts points each part's
 * module at its `island.tsx`). So their code, their labels and the tables
 * behind them never reach a visitor, and a tap on them works before the
 * page's scripts have even arrived.
 *
 * An island is one element, `<div data-island="name">`, holding the part.
 * React leaves an element's inner HTML alone when it hydrates one written
 * with `dangerouslySetInnerHTML`, so the stand-in hands React the HTML it
 * finds in the page; it keeps that HTML for the pages reached by a link
 * inside the site, where the frame is rendered again. What depends on the
 * page (the current page marked in the menu, the language links) is brought
 * up to date by src/frame/useIslands.ts, which also turns the islands'
 * links into the site's own navigation.
 */
import type {ReactNode} from 'react';

/** The attribute that marks an island's element, and names it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The element of island `name`, holding what the build rendered into it. */
export default function Island({name, children}: {readonly name: string; readonly children: ReactNode}): ReactNode {
  return <div {...{[ISLAND_ATTRIBUTE]: name}}>{children}</div>;
}

/** The HTML of each island as the first page showed it. */
const kept = new Map<string, string>();

/**
 * The browser's stand-in for island `name`: the element with the HTML the
 * page arrived with (read once, before React hydrates it).
 */
export function islandStandIn(name: string): () => ReactNode {
  function IslandStandIn(): ReactNode {
    let html = kept.get(name);
    if (html === undefined) {
      html = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)?.innerHTML ?? '';
      kept.set(name, html);
    }
    return <div {...{[ISLAND_ATTRIBUTE]: name}} dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />;
  }
  IslandStandIn.displayName = `IslandStandIn(${name})`;
  return IslandStandIn;
}
