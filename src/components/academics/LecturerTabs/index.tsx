/**
 * The four tabs of a lecturer profile (Education, Experience, Courses Taught,
 * Publications; spec 2 §2), built to the WAI-ARIA tabs pattern:
 *
 * - one tab stop: the selected tab has tabindex 0, the others -1 (roving
 *   tabindex), and Tab moves on into the visible panel;
 * - arrow keys move between tabs and select them (automatic activation: the
 *   panels are already loaded), wrapping at the ends; in right-to-left pages
 *   the left arrow goes to the next tab, as the tabs are laid out mirrored;
 * - Home and End go to the first and last tab;
 * - each tab carries aria-selected and aria-controls, each panel
 *   aria-labelledby, and the panels not shown are `hidden`.
 *
 * The component takes its labels and direction as props, so it needs no
 * Docusaurus context and is tested on its own.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 */
import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key, unique within the list (used in element ids). */
  readonly key: string;
  readonly label: string;
  readonly panel: ReactNode;
}

export interface LecturerTabsProps {
  readonly tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  readonly label: string;
  /** The page's direction; decides which arrow key means "next". */
  readonly direction: 'ltr' | 'rtl';
}

/** The index the key press moves to, or undefined when the key is not ours. */
export function targetIndex(key: string, current: number, count: number, direction: 'ltr' | 'rtl'): number | undefined {
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

/** Tabs with their panels; the first tab is selected on load. */
export default function LecturerTabs({tabs, label, direction}: LecturerTabsProps): ReactNode {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // useId keeps ids unique and identical between server and client renders.
  const baseId = useId();
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const next = targetIndex(event.key, index, tabs.length, direction);
    if (next === undefined) {
      return;
    }
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              className={clsx(styles.tab, isSelected && styles.selected)}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={index !== selected}
          // The panel is the next tab stop, so keyboard users can reach text
          // that holds no link of its own.
          tabIndex={0}
          className={styles.panel}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
