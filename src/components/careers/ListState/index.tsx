/**
 * The shared states of the careers lists: a spinner while loading, the error
 * (in the visitor's language, then the error text) after a failed request, a
 * message for an empty list, else the list itself.
 */
import type {ReactNode} from 'react';
import Spinner from '@site/src/components/Spinner';
import {LoadError, Notice} from '@site/src/components/academics/Status';
import type {ApiState} from '@site/src/lib/api';

export interface ListStateProps<T> {
  readonly state: ApiState<unknown>;
  /** The items of a loaded answer (the answer may wrap them, e.g. `{data: [...]}`). */
  readonly itemsOf: (data: unknown) => readonly T[];
  readonly errorMessage: string;
  readonly emptyMessage: string;
  readonly children: (items: readonly T[]) => ReactNode;
}

/** Renders the list, or what stands in for it. */
export default function ListState<T>({state, itemsOf, errorMessage, emptyMessage, children}: ListStateProps<T>): ReactNode {
  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (state.status === 'error') {
    return <LoadError error={state.error} message={errorMessage} />;
  }
  const items = itemsOf(state.data);
  if (items.length === 0) {
    return (
      <Notice>
        <p>{emptyMessage}</p>
      </Notice>
    );
  }
  return children(items);
}

/** The array of an answer, or none when the answer is not an array. */
export function arrayOf<T>(data: unknown): readonly T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** The `data` array of an answer shaped `{data: [...]}`, or none. */
export function dataArrayOf<T>(data: unknown): readonly T[] {
  return data !== null && typeof data === 'object' && Array.isArray((data as {data?: unknown}).data)
    ? ((data as {data: T[]}).data)
    : [];
}
