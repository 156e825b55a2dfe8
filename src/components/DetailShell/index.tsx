/**
 * The one shell of the detail pages (a news article, an event, a job
 * position, an employee of the month, a lecturer's profile): the record
 * named by the address (useRouteItem, src/lib/api) shown as one of four
 * states, in the page's own frame:
 *
 * - loading: a spinner (also the route's template page in the build, which
 *   must not claim that a record does not exist);
 * - not found: the page's not-found message (a StatusMessage);
 * - failed: the page's could-not-load message;
 *   both in the spinner's place (SpinnerPlace), which they replace;
 * - loaded: the record.
 *
 * The frame is the page's: its layout, title and heading take the record
 * once it has loaded and the page's own words until then.
 */
import type {ReactNode} from 'react';
import Spinner, {SpinnerPlace} from '@site/src/components/Spinner';
import type {ItemState} from '@site/src/lib/api';

export interface DetailShellProps<T> {
  /** The record's state, from useRouteItem. */
  readonly state: ItemState<T>;
  /** The page around what is shown; `item` once it has loaded, else undefined. */
  readonly frame: (item: T | undefined, body: ReactNode) => ReactNode;
  /** Shown when the address names no such record. */
  readonly notFound: ReactNode;
  /** Shown when the record could not be loaded. */
  readonly failed: (error: Error) => ReactNode;
  /** What the page shows of a loaded record. */
  readonly children: (item: T) => ReactNode;
}

/** A detail page in the state of its record. */
export default function DetailShell<T>({state, frame, notFound, failed, children}: DetailShellProps<T>): ReactNode {
  switch (state.kind) {
    case 'loading':
      return frame(undefined, <Spinner />);
    case 'notFound':
      return frame(undefined, <SpinnerPlace>{notFound}</SpinnerPlace>);
    case 'failed':
      return frame(undefined, <SpinnerPlace>{failed(state.error)}</SpinnerPlace>);
    case 'loaded':
      return frame(state.item, children(state.item));
  }
}
