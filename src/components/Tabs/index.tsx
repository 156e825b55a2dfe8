/**
 * Tabs for content and data pages, written in MDX or TSX as a list of `<Tab>`s:
 *
 *   <Tabs label="NCAI 2024">
 *   <Tab label="About the university">
 *
 *   ## Vision
 *   …
 *
 *   </Tab>
 *   <Tab label="Agenda">…</Tab>
 *   </Tabs>
 *
 * Built to the WAI-ARIA tabs pattern with automatic activation: one tab stop
 * (roving tabindex); Left/Right move to the previous/next tab and select it,
 * swapped in right-to-left languages, where the strip runs the other way;
 * Home/End go to the ends; each tab names its panel (aria-controls), each
 * panel its tab (aria-labelledby). The selected look follows aria-selected.
 *
 * Two looks: buttons in a strip (`look="buttons"`, the conference pages)
 * or labels underlined when selected (`look="underline"`, a lecturer's
 * profile).
 *
 * Every panel is in the HTML of the built page (the ones not selected carry
 * `hidden`), so the site search indexes them and readers without JavaScript
 * still get the text in the source. The first tab is selected in that HTML.
 * Each tab is a link to its panel (`#…-panel`): before the page's scripts
 * run, or without them, following it shows that panel and marks its tab
 * (a `:target` rule in styles.module.css, for up to {@link MAX_TABS} tabs);
 * once they run, a click selects the tab in place.
 *
 * The selected tab is in the address (`?tab=tab3`; `urlParam={false}`
 * keeps it out), so a link can open a page on a given tab and the browser's
 * reload keeps it. It is applied once
 * the page runs, never during hydration, so the built HTML and the first
 * render agree. A link to an anchor inside a hidden panel (`#keynote-speaker`,
 * as the search results give) selects that panel and scrolls to the anchor.
 *
 * Panels whose content the browser's script leaves out (`htmlOnly`, set by
 * the browser build on a conference page's text panels:
 * plugins/lean-bundle/html-only-panels.cjs) show the HTML of the page: the
 * one the page arrived with, or, after a move inside the site, the page's
 * HTML fetched for them (panelHtml.ts). Their links are followed as the
 * frame's islands' are (src/frame/useIslands.ts).
 *
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 */
import {Children, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ISLAND_ATTRIBUTE} from '@site/src/components/Island';
import {useDirection} from '@site/src/lib/hooks/useDirection';
import {PanelsUnavailable, panelsFromPage, panelsInDocument} from './panelHtml';
import styles from './styles.module.css';

/** The most tabs one strip may have: the stylesheet marks a tab chosen before the scripts run by its position, up to this one. */
export const MAX_TABS = 10;

/** Props of one tab; its children are the panel's content. */
export interface TabProps {
  /** The text of the tab. */
  readonly label: string;
  /** Its name in the address and in element ids; `tab1`, `tab2`… by position when left out. */
  readonly id?: string;
  /** Set by the browser build only: the content is left out, and the panel shows the page's HTML for it. */
  readonly htmlOnly?: boolean;
  /** Set with `htmlOnly`: the blocks the content was made of, named so their styles stay in the stylesheet. */
  readonly blocks?: readonly unknown[];
  readonly children?: ReactNode;
}

/**
 * One tab and its panel. It renders nothing by itself: {@link Tabs} reads its
 * label and places its content in the panel.
 */
export function Tab({children}: TabProps): ReactNode {
  return children;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list (the page or conference it belongs to). */
  readonly label: string;
  /** Prefix of the tab and panel ids; unique on the page. Generated when left out. */
  readonly id?: string;
  /** Query parameter that holds the selected tab (default `tab`); `false` keeps it out of the address. */
  readonly urlParam?: string | false;
  /** Reading direction; the current language's when left out. */
  readonly direction?: 'ltr' | 'rtl';
  /** Buttons in a strip (default) or labels underlined when selected. */
  readonly look?: 'buttons' | 'underline';
  readonly className?: string;
  readonly children?: ReactNode;
}

// MDX may put whitespace or stray text between the tabs; only elements with
// a label count as tabs.
function tabsOf(children: ReactNode): ReactElement<TabProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement<TabProps>(child) && typeof child.props.label === 'string',
  );
}

/** The index that a key moves to from `current`, or undefined for other keys. */
export function nextTabIndex(key: string, current: number, count: number, direction: 'ltr' | 'rtl'): number | undefined {
  // In a right-to-left strip the next tab sits to the left.
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The tab list and one panel per tab, the first selected on load. */
export default function Tabs({label, id, urlParam = 'tab', direction, look = 'buttons', className, children}: TabsProps): ReactNode {
  const pageDirection = useDirection();
  const dir = direction ?? pageDirection;
  const tabs = tabsOf(children);
  // React's ids carry punctuation («r1»); letters and digits are enough to be unique.
  const generatedId = useId().replace(/[^\w-]/g, '');
  const prefix = id ?? `tabs-${generatedId}`;
  const keys = tabs.map((tab, index) => tab.props.id ?? `tab${index + 1}`);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  // The panels are found in the page by their ids: a link's anchor may be anywhere inside one.
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingAnchor = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const history = useHistory();
  const requested = urlParam ? new URLSearchParams(location.search).get(urlParam) : null;
  const keyList = keys.join(' ');
  const tabId = (index: number) => `${prefix}-${keys[index]}`;
  const panelId = (index: number) => `${prefix}-${keys[index]}-panel`;

  // The HTML of the panels left out of the script, by position: read from
  // the page while it hydrates (the build's ids are the ones rendered now),
  // else fetched with the page.
  const htmlOnly = tabs.map((tab) => tab.props.htmlOnly === true);
  const hasHtmlOnly = htmlOnly.includes(true);
  const hydrating = !useIsBrowser();
  const [panelHtml, setPanelHtml] = useState<readonly (string | undefined)[] | PanelsUnavailable | undefined>(() =>
    hasHtmlOnly && hydrating ? panelsInDocument(tabs.map((_, index) => (htmlOnly[index] ? panelId(index) : undefined))) : undefined,
  );
  const pathname = location.pathname;
  useEffect(() => {
    if (!hasHtmlOnly || panelHtml !== undefined) return undefined;
    let current = true;
    panelsFromPage(pathname, label).then(
      (panels) => current && setPanelHtml(panels),
      () => current && setPanelHtml(PanelsUnavailable),
    );
    return () => {
      current = false;
    };
  }, [hasHtmlOnly, panelHtml, pathname, label]);

  useEffect(() => {
    // A run for an address the tabs have replaced since (two keys pressed in
    // quick succession) would select the older tab again: skip it.
    if (urlParam && new URLSearchParams(history.location.search).get(urlParam) !== requested) return;
    const index = requested === null ? -1 : keyList.split(' ').indexOf(requested);
    if (index >= 0) {
      setSelected(index);
    }
  }, [requested, keyList, urlParam, history]);

  // Run again once fetched panels are in the page: the anchor may be in one.
  const panelsShown = panelHtml !== undefined;
  useEffect(() => {
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const panels = rootRef.current ? Array.from(rootRef.current.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) : [];
    const index = anchor ? panels.findIndex((panel) => panel.hidden && panel.contains(anchor)) : -1;
    if (anchor && index >= 0) {
      pendingAnchor.current = anchor;
      setSelected(index);
    }
  }, [location.hash, panelsShown]);

  // The browser found nothing to scroll to while the anchor's panel was
  // hidden; scroll once the panel is shown.
  useEffect(() => {
    const anchor = pendingAnchor.current;
    if (anchor && !anchor.closest('[hidden]')) {
      pendingAnchor.current = null;
      anchor.scrollIntoView();
    }
  }, [selected]);

  function select(index: number, focus: boolean): void {
    setSelected(index);
    if (focus) {
      tabRefs.current[index]?.focus();
    }
    if (urlParam) {
      const search = new URLSearchParams(location.search);
      // The first tab is what the page shows anyway: keep its address plain.
      if (index === 0) {
        search.delete(urlParam);
      } else {
        search.set(urlParam, keys[index]!);
      }
      const query = search.toString();
      // Replaced, not pushed: Back leaves the page rather than stepping through tabs.
      history.replace({pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash});
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number): void {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    // A tab is a link, which Enter follows; Space selects it as it would a button.
    if (event.key === ' ') {
      event.preventDefault();
      select(index, false);
      return;
    }
    const next = nextTabIndex(event.key, index, tabs.length, dir);
    if (next !== undefined) {
      event.preventDefault();
      select(next, true);
    }
  }

  return (
    <div ref={rootRef} className={clsx(styles[look], className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.tabList}>
        {tabs.map((tab, index) => (
          <a
            key={keys[index]}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={`#${panelId(index)}`}
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={(event) => {
              event.preventDefault();
              select(index, false);
            }}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.props.label}
          </a>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const panel = {
          role: 'tabpanel',
          id: panelId(index),
          'aria-labelledby': tabId(index),
          // The next tab stop after the tab, so keyboard users reach a panel
          // that starts with text rather than a link.
          tabIndex: 0,
          hidden: index !== selected,
          className: styles.panel,
        } as const;
        if (!htmlOnly[index]) {
          return (
            <div key={keys[index]} {...panel}>
              {tab.props.children}
            </div>
          );
        }
        if (panelHtml === PanelsUnavailable) {
          return (
            <div key={keys[index]} {...panel}>
              <PanelUnavailable href={location.pathname + location.search} />
            </div>
          );
        }
        return (
          <div
            key={keys[index]}
            {...panel}
            ref={markAsIsland}
            // React keeps an element's inner HTML written this way as it is when it hydrates.
            dangerouslySetInnerHTML={{__html: panelHtml?.[index] ?? ''}}
            suppressHydrationWarning
          />
        );
      })}
    </div>
  );
}

/** Marks a panel shown as HTML so the frame follows its links as it does the islands' (the build's HTML has no mark: it renders the content). */
function markAsIsland(element: HTMLDivElement | null): void {
  element?.setAttribute(ISLAND_ATTRIBUTE, 'tab-panel');
}

/** What a panel shows when its HTML could not be fetched. */
function PanelUnavailable({href}: {readonly href: string}): ReactNode {
  return (
    <p>
      {translate({
        id: 'tabs.panelUnavailable',
        message: 'This part of the page could not be loaded.',
        description: 'In a tab whose text could not be fetched',
      })}{' '}
      {/* A plain link: it loads the whole page again. */}
      <a href={href}>
        {translate({
          id: 'tabs.loadPage',
          message: 'Load the whole page',
          description: 'Link that loads the page again when a tab could not be filled',
        })}
      </a>
    </p>
  );
}
