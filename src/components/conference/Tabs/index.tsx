/**
 * Tabs for the conference pages (spec 2 "Conference pages", §4): the first tab
 * is selected on load, exactly one panel shows, and any tab can be selected
 * from any other. Follows the WAI-ARIA tabs pattern with automatic
 * activation: one tab stop (roving tabindex), Left/Right move and select
 * (swapped in right-to-left languages, where the strip runs the other way),
 * Home/End go to the ends. The selected style comes from `aria-selected`, so
 * it always follows the selected tab.
 *
 * In MDX:
 *
 *   <Tabs id="ncai-2024" label="NCAI 2024">
 *     <TabPanel id="tab1" label="About the university">…</TabPanel>
 *     <TabPanel id="tab2" label="About the conference">…</TabPanel>
 *   </Tabs>
 *
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 */
import {
  Children,
  isValidElement,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/** Props of one panel; `label` is the text of its tab. */
export interface TabPanelProps {
  readonly label: string;
  /** Identifier within the page (tab1…tab7); defaults to its position. */
  readonly id?: string;
  readonly children?: ReactNode;
}

/**
 * One panel of {@link Tabs}. It renders nothing by itself: Tabs reads its
 * label and places its content inside the panel element.
 */
export function TabPanel({children}: TabPanelProps): ReactNode {
  return children;
}

export interface TabsProps {
  /** Prefix of the tab and panel ids; unique on the page (the conference slug). */
  readonly id: string;
  /** Accessible name of the tab list. */
  readonly label: string;
  /** Reading direction; defaults to the current locale's. */
  readonly direction?: 'ltr' | 'rtl';
  readonly className?: string;
  readonly children: ReactNode;
}

// MDX may put whitespace or stray text between the panels; only TabPanel
// elements count as tabs.
function panelsOf(children: ReactNode): ReactElement<TabPanelProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<TabPanelProps> =>
      isValidElement<TabPanelProps>(child) && typeof child.props.label === 'string',
  );
}

/** The index that a key moves to from `current`, or undefined for other keys. */
export function nextTabIndex(
  key: string,
  current: number,
  count: number,
  direction: 'ltr' | 'rtl',
): number | undefined {
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

/** The tabs themselves, with the direction given; {@link Tabs} reads it from the site. */
export function TabsView({id, label, direction = 'ltr', className, children}: TabsProps): ReactNode {
  const panels = panelsOf(children);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const ids = panels.map((panel, index) => {
    const key = panel.props.id ?? `tab${index + 1}`;
    return {tab: `${id}-${key}`, panel: `${id}-${key}-panel`};
  });

  function select(index: number): void {
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const next = nextTabIndex(event.key, index, panels.length, direction);
    if (next !== undefined) {
      event.preventDefault();
      select(next);
    }
  }

  return (
    <div className={clsx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.tabList}>
        {panels.map((panel, index) => (
          <button
            key={ids[index]!.tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={ids[index]!.tab}
            aria-selected={index === selected}
            aria-controls={ids[index]!.panel}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {panel.props.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={ids[index]!.panel}
          role="tabpanel"
          id={ids[index]!.panel}
          aria-labelledby={ids[index]!.tab}
          // Focusable so keyboard users can reach a panel that starts with text.
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {panel.props.children}
        </div>
      ))}
    </div>
  );
}

/** Accessible tabs whose arrow keys follow the reading direction of the page's language. */
export default function Tabs(props: TabsProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const direction = props.direction ?? i18n.localeConfigs[i18n.currentLocale]?.direction ?? 'ltr';
  return <TabsView {...props} direction={direction} />;
}
