/**
 * A value as the page was built, while it hydrates, and as the browser
 * knows it afterwards, rendering again only when the two differ.
 *
 * `useIsBrowser()` turns true in an effect right after hydration. Every
 * component that reads it then renders again, with everything under it, in
 * one pass that cannot yield: on a data page whose top component read it,
 * the whole page rendered twice, and that second pass was the longest task
 * after the page's script had run (on a slow phone, hundreds of
 * milliseconds of blocked input). Most readers only need it in a case that
 * does not arise on a built page (a template page, a query string), so they
 * pass the value they would show in either state, and a page whose two
 * values agree never renders again.
 *
 * This is `useSyncExternalStore` over a store that never changes: React
 * renders `built` in the build and while it hydrates (the server snapshot),
 * then compares `live` with it and renders again only if they differ; a
 * component mounted later (a move inside the site) renders `live` at once.
 * The values are compared with `Object.is`, so pass strings, numbers or
 * booleans.
 */
import {useSyncExternalStore} from 'react';

type Snapshot = string | number | boolean | null | undefined;

function neverChanges(): () => void {
  return () => undefined;
}

/** `built` in the build and while hydrating, `live` afterwards; a second render only when they differ. */
export function useBuiltOrLive<T extends Snapshot>(built: T, live: T): T {
  return useSyncExternalStore(
    neverChanges,
    () => live,
    () => built,
  );
}
