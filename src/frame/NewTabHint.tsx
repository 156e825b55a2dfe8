/**
 * Screen-reader text that tells the visitor a link opens a new tab, so the
 * new window does not come as a surprise (WCAG 3.2.5 advice).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

/** The hint as a string, for places that need text (aria-label, title). */
export function newTabHint(): string {
  return translate({
    id: 'frame.common.newTab.accessibleLabel',
    message: '(opens in a new tab)',
    description: 'Read by screen readers after links that open in a new browser tab',
  });
}

/** Visually hidden "(opens in a new tab)", with a leading space. */
export function NewTabHint(): ReactNode {
  return <span className="app-visually-hidden"> {newTabHint()}</span>;
}
