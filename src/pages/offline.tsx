/**
 * The offline page of each locale (`/offline`, `/fa/offline`, `/ps/offline`):
 * what the service worker (plugins/web-app/sw.js) answers, without a
 * connection, for a page the reader has not opened yet. The worker fills the
 * list (`#offline-pages`) with links to the pages it has kept in this
 * language and drops the page's scripts, so it is read as the build wrote it.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import CtaButton from '@site/src/components/CtaButton';
import ErrorPanel from '@site/src/theme/NotFound/Content/ErrorPanel';

/** The id of the list the service worker fills. */
export const KEPT_PAGES_ID = 'offline-pages';

export default function OfflinePage(): ReactNode {
  return (
    <Layout>
      <ErrorPanel
        title={translate({
          id: 'offline.title',
          message: 'You are offline',
          description: 'Heading and title of the page shown offline for a page not saved on the device',
        })}
        message={translate({
          id: 'offline.message',
          message: 'This page has not been saved on this device yet. The pages you have opened can be read without a connection:',
          description: 'Message of the offline page, before the list of saved pages',
        })}
      >
        <ul id={KEPT_PAGES_ID} />
        <CtaButton to="/">
          {translate({
            id: 'error.homeButton',
            message: 'Home Page',
            description: 'Button on the 404 and 500 pages that goes to the home page',
          })}
        </CtaButton>
      </ErrorPanel>
    </Layout>
  );
}
