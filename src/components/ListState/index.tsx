/**
 * A list loaded from the API, or what stands in for it: a spinner while it
 * loads, a message (src/components/StatusMessage) when the request failed or
 * the list is empty, else the list itself.
 */
import type {ReactNode} from 'react';
import Spinner from '@site/src/components/Spinner';
import StatusMessage from '@site/src/components/StatusMessage';
import type {ApiState} from '@site/src/lib/api';

export interface ListStateProps<T> {
  readonly state: ApiState<unknown>;
  /** The items of a loaded answer (the answer may wrap them, e.g. `{data: [...]}`). */
  readonly itemsOf: (data: unknown) => readonly T[];
  /** What an empty list says. */
  readonly emptyMessage: string;
  /**
   * What a failed request says, in red and followed by the error's text.
   * Left out, a failed list says the empty message: on the news and events
   * lists and the home page the error would mean nothing to a reader.
   */
  readonly errorMessage?: string;
  /** The look of the empty message: a tinted box (`notice`, the default) or a dashed panel (`empty`). */
  readonly emptyKind?: 'notice' | 'empty';
  /** Spacing of the empty message where it stands. */
  readonly emptyClassName?: string;
  readonly children: (items: readonly T[]) => ReactNode;
}

/** Renders the list, or what stands in for it. */
export default function ListState<T>({
  state,
  itemsOf,
  emptyMessage,
  errorMessage,
  emptyKind = 'notice',
  emptyClassName,
  children,
}: ListStateProps<T>): ReactNode {
  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (state.status === 'error' && errorMessage !== undefined) {
    return (
      <StatusMessage kind="error" error={state.error}>
        {errorMessage}
      </StatusMessage>
    );
  }
  const items = state.status === 'loaded' ? itemsOf(state.data) : [];
  if (items.length === 0) {
    return (
      <StatusMessage kind={emptyKind} className={emptyClassName}>
        {emptyMessage}
      </StatusMessage>
    );
  }
  return children(items);
}

/** The items of an answer that is a list, or none when it is not one (the client's text fallback). */
export function arrayOf<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** The `data` array of an answer shaped `{data: [...]}`, or none. */
export function dataArrayOf<T>(data: unknown): readonly T[] {
  return data !== null && typeof data === 'object' && Array.isArray((data as {data?: unknown}).data) ? (data as {data: T[]}).data : [];
}
