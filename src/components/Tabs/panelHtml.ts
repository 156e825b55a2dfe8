/**
 * The HTML of tab panels whose content the browser's script leaves out
 * (src/components/Tabs, `htmlOnly`): the page holds it, either the one the
 * browser loaded or the same page fetched after a move inside the site.
 */

/** The fetch failed: the panels say so, with a link that loads the whole page. */
export const PanelsUnavailable = 'unavailable';
export type PanelsUnavailable = typeof PanelsUnavailable;

/** The inner HTML of the elements with these ids in the current document (undefined where no id is given or found). */
export function panelsInDocument(ids: readonly (string | undefined)[]): (string | undefined)[] | undefined {
  const panels = ids.map((id) => (id === undefined ? undefined : document.getElementById(id)?.innerHTML));
  // None found: the page was not the one the build rendered; fetch it.
  return panels.some((html) => html !== undefined) ? panels : undefined;
}

/**
 * The inner HTML of each panel of the tabs named `label` in the page at
 * `pathname`, by position. The build renders each panel's content; the ids
 * are not compared, since React numbers them differently in a page it
 * renders after a move.
 */
export async function panelsFromPage(pathname: string, label: string): Promise<string[]> {
  const response = await fetch(pathname, {headers: {Accept: 'text/html'}});
  if (!response.ok) {
    throw new Error(`${pathname} answered ${response.status}`);
  }
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const list = Array.from(page.querySelectorAll('[role="tablist"]')).find((element) => element.getAttribute('aria-label') === label);
  const panels = Array.from(list?.parentElement?.children ?? []).filter((element) => element.getAttribute('role') === 'tabpanel');
  if (panels.length === 0) {
    throw new Error(`${pathname} has no tabs named ${label}`);
  }
  return panels.map((panel) => panel.innerHTML);
}
