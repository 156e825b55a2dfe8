/**
 * The root of every page: the store of the answers the page was built with
 * (src/lib/api/pageData.tsx), and after the page the script element that
 * carries them into the browser. Once the first page is hydrated, a page
 * with no part left to take over is marked so (src/lib/hydration.tsx).
 */
import {useEffect, type ReactNode} from 'react';
import {PageDataProvider, PageDataScript} from '@site/src/lib/api/pageData';
import {markHydratedIfNoSlices} from '@site/src/lib/hydration';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  useEffect(markHydratedIfNoSlices, []);
  return (
    <PageDataProvider>
      {children}
      <PageDataScript />
    </PageDataProvider>
  );
}
