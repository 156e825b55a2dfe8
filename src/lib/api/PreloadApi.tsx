/**
 * Names a page's API request in the HTML head (`<link rel=preload as=fetch>`),
 * so the browser starts it while it still downloads the page's script instead
 * of after the script has run: one round trip less before a data page shows
 * its content. The request is the one the page's hook makes (same URL, same
 * CORS mode and credentials), so the browser hands the preloaded answer over
 * instead of fetching twice. The server does the same for detail pages,
 * whose address only it knows (server/src/plugins/app/detail-head.ts).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {apiUrl} from './client';
import type {Resource} from './resources';

export default function PreloadApi({resource}: {readonly resource: Resource<unknown>}): ReactNode {
  return (
    <Head>
      <link rel="preload" as="fetch" href={apiUrl(resource.path)} crossOrigin="anonymous" />
    </Head>
  );
}
