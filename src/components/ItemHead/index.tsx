/**
 * The head tags of a detail page that describe its item (content/item-head.ts):
 * the kind of page for link previews, the publication date, the structured
 * data, the share image, and a preload of the picture (the page's largest
 * paint). Title and description go through the page's Layout; the canonical
 * address and language versions through src/theme/SiteMetadata.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {ItemHead} from '@site/content/item-head';
import {absoluteUrl, jsonLdText} from '@site/content/structured-data';
import identity from '@site/content/identity';
import {imagePreload, shareImage, SLOT_SIZES} from '@site/content/image-variants';

export default function ItemHeadTags({head}: {readonly head: ItemHead}): ReactNode {
  const shared = head.image ? absoluteUrl(identity.siteUrl, shareImage(head.image)) : undefined;
  return (
    <Head>
      <meta property="og:type" content={head.ogType} />
      {shared ? <meta property="og:image" content={shared} /> : null}
      {head.image ? <meta property="og:image:alt" content={head.title} /> : null}
      {shared ? <meta name="twitter:image" content={shared} /> : null}
      {head.publishedDate ? <meta property="article:published_time" content={head.publishedDate} /> : null}
      {head.image?.startsWith('/') ? (
        <link rel="preload" as="image" {...imagePreload(head.image, head.imageSizes ?? SLOT_SIZES.article)} fetchPriority="high" />
      ) : null}
      {head.jsonLd ? <script type="application/ld+json">{jsonLdText(head.jsonLd)}</script> : null}
    </Head>
  );
}
