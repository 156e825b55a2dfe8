/**
 * The head tags of a detail page that describe its item, as its route
 * carries them (content/item-head.ts, `itemHeadTags`, computed by the build):
 * the kind of page for link previews, the share image, the publication date,
 * a preload of the picture (the page's largest paint) and the structured
 * data. Title and description go through the page's Layout; the canonical
 * address and language versions through src/theme/SiteMetadata. A page
 * shown for a record imported after the build has none: the server wrote
 * them into the page it sent (server/src/plugins/app/detail-head.ts).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useRouteHead} from '@site/src/lib/api';

export default function ItemHeadTags(): ReactNode {
  const head = useRouteHead();
  if (head === undefined) return null;
  return (
    <Head>
      {head.meta.map((tag) => (
        <meta key={tag.property ?? tag.name} {...tag} />
      ))}
      {head.preload ? <link rel="preload" as="image" {...head.preload} fetchPriority="high" /> : null}
      {head.jsonLd ? <script type="application/ld+json">{head.jsonLd}</script> : null}
    </Head>
  );
}
