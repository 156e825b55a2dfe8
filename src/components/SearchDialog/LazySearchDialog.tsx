/**
 * The search dialog, loaded on first open: its code (and the search engine's)
 * stays out of every page's first load, which most visitors never need.
 */
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import type {SearchDialogProps} from './index';

const SearchDialog = lazy(() => import('./index'));

export default function LazySearchDialog(props: SearchDialogProps): ReactNode {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  useEffect(() => {
    if (props.isOpen) {
      setHasOpened(true);
    }
  }, [props.isOpen]);
  if (!hasOpened) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <SearchDialog {...props} />
    </Suspense>
  );
}
