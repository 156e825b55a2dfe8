/**
 * Under a content page: the link staff follow to change the page in the
 * repository, when the site config gives the docs an `editUrl`. The theme's
 * own footer also lists tags and the last update; the site's pages have no
 * tags, and leaving that part out keeps its script and styles off every page.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import EditThisPage from '@theme/EditThisPage';

export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  if (!metadata.editUrl) {
    return null;
  }
  return (
    <footer className="theme-doc-footer margin-top--lg">
      <EditThisPage editUrl={metadata.editUrl} />
    </footer>
  );
}
