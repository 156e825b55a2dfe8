/**
 * The sidebar's state machine: open or closed; no submenu or one
 * of the six sections; and the 300 ms slide-out that plays before a submenu
 * gives way to another section or to the main list.
 *
 * The reducer is pure so every transition can be tested on its own; the hook
 * adds the one timer (the end of the slide-out).
 */
import {useCallback, useEffect, useMemo, useReducer} from 'react';
import type {SectionKey} from './navigation';
import {usePrefersReducedMotion} from '../lib/hooks/usePrefersReducedMotion';

/** How long a submenu slides out before the next one (or the main list) shows. */
export const SUBMENU_SLIDE_OUT_MS = 300;

/** Everything the sidebar needs to know to render. */
export interface SidebarState {
  readonly isOpen: boolean;
  /** Section whose submenu and preview panel show, or null for the main list alone. */
  readonly section: SectionKey | null;
  /** True while the shown submenu plays its slide-out. */
  readonly isLeaving: boolean;
  /** What shows once the slide-out ends: another section, or null for the main list. */
  readonly next: SectionKey | null;
}

/** What can happen to the sidebar. `animate: false` skips the slide-out (reduced motion). */
export type SidebarAction =
  | {readonly type: 'open'}
  | {readonly type: 'close'}
  | {readonly type: 'toggle'}
  | {readonly type: 'choose'; readonly section: SectionKey; readonly animate: boolean}
  | {readonly type: 'back'; readonly animate: boolean}
  | {readonly type: 'slideOutEnd'};

/** Closed, with no submenu: the state on load and after every close. */
export const CLOSED_SIDEBAR: SidebarState = {isOpen: false, section: null, isLeaving: false, next: null};

const OPEN_SIDEBAR: SidebarState = {...CLOSED_SIDEBAR, isOpen: true};

/** The sidebar's transitions. Closing always resets the submenu. */
export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'open':
      return state.isOpen ? state : OPEN_SIDEBAR;
    case 'close':
      return CLOSED_SIDEBAR;
    case 'toggle':
      return state.isOpen ? CLOSED_SIDEBAR : OPEN_SIDEBAR;
    case 'choose': {
      if (!state.isOpen) {
        return state;
      }
      if (state.isLeaving) {
        // A second choice during the slide-out only changes what comes next.
        return {...state, next: action.section};
      }
      if (state.section === action.section) {
        return state;
      }
      if (state.section === null || !action.animate) {
        return {...OPEN_SIDEBAR, section: action.section};
      }
      return {...state, isLeaving: true, next: action.section};
    }
    case 'back': {
      if (!state.isOpen || state.section === null) {
        return state;
      }
      if (!action.animate) {
        return OPEN_SIDEBAR;
      }
      return {...state, isLeaving: true, next: null};
    }
    case 'slideOutEnd':
      return state.isLeaving ? {...OPEN_SIDEBAR, section: state.next} : state;
    default:
      return state;
  }
}

/** The sidebar's state and the commands the header and sidebar send it. */
export interface SidebarController {
  readonly state: SidebarState;
  readonly open: () => void;
  readonly close: () => void;
  readonly toggle: () => void;
  readonly chooseSection: (section: SectionKey) => void;
  readonly back: () => void;
}

/**
 * Holds the sidebar's state and ends each slide-out after
 * {@link SUBMENU_SLIDE_OUT_MS}. With `prefers-reduced-motion` there is no
 * slide-out to wait for, so sections switch at once.
 */
export function useSidebarState(): SidebarController {
  const [state, dispatch] = useReducer(sidebarReducer, CLOSED_SIDEBAR);
  const prefersReducedMotion = usePrefersReducedMotion();
  const animate = !prefersReducedMotion;

  // Only the start of a slide-out sets the timer: a second choice during it
  // changes `next` but must not make the visitor wait longer.
  useEffect(() => {
    if (!state.isLeaving) {
      return undefined;
    }
    const timer = window.setTimeout(() => dispatch({type: 'slideOutEnd'}), SUBMENU_SLIDE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [state.isLeaving]);

  const open = useCallback(() => dispatch({type: 'open'}), []);
  const close = useCallback(() => dispatch({type: 'close'}), []);
  const toggle = useCallback(() => dispatch({type: 'toggle'}), []);
  const chooseSection = useCallback((section: SectionKey) => dispatch({type: 'choose', section, animate}), [animate]);
  const back = useCallback(() => dispatch({type: 'back', animate}), [animate]);

  return useMemo(() => ({state, open, close, toggle, chooseSection, back}), [state, open, close, toggle, chooseSection, back]);
}
