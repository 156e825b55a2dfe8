/**
 * An address of the route table's query forms that names no page by its path
 * alone: a program sub-page (`/academics/programs/fee-structure?type=&program=MBA`)
 * or a faculty page (`/academics/faculty/dean-message?faculty=Law`). Those
 * pages now have addresses of their own (content/routes.ts); the server
 * answers these with a 301, and on a static host this page sends the
 * browser on (src/lib/hooks/useLegacyRedirect.ts). Without a script, or
 * without a program or faculty in the address, it says where to go.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import SectionPage from '@site/src/components/SectionPage';
import StatusMessage from '@site/src/components/StatusMessage';
import {stripLocalePrefix} from '@site/content/locales';
import {useLegacyRedirect} from '@site/src/lib/hooks/useLegacyRedirect';
import {useRenderedLocation, withRouteData} from '@site/src/lib/api';

function LegacyAddressPage(): ReactNode {
  useLegacyRedirect();
  const isProgram = stripLocalePrefix(useRenderedLocation().pathname).startsWith('/academics/programs');
  const title = translate({
    id: 'academics.legacy.title',
    message: 'This page has moved',
    description: 'Heading of an old program or faculty address',
  });
  return (
    <SectionPage title={title} description={title}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessage kind="notice">
        <p>
          <Translate id="academics.legacy.text" description="Explanation on an old program or faculty address">
            Each program and faculty page now has an address of its own.
          </Translate>
        </p>
        <p>
          {isProgram ? (
            <Link to="/academics/programs">
              <Translate id="academics.legacy.programs" description="Link from an old program address to the list of all programs">
                See all programs
              </Translate>
            </Link>
          ) : (
            <Link to="/academics/faculties">
              <Translate id="academics.faculty.notFound.link" description="Link from the faculty not-found message to the list of faculties">
                See all faculties
              </Translate>
            </Link>
          )}
        </p>
      </StatusMessage>
    </SectionPage>
  );
}

export default withRouteData(LegacyAddressPage);
