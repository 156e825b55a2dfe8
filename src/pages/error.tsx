/**
 * The 500 page at /error, where the site sends visitors when
 * something fails. Its English texts are fixed; e2e/errors.spec.ts checks them word for word.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import CtaButton from '@site/src/components/CtaButton';
import ErrorPanel from '@site/src/theme/NotFound/Content/ErrorPanel';

/** The "Something went wrong" page with the button home. */
export default function ErrorPage(): ReactNode {
  return (
    <Layout>
      <ErrorPanel
        title={translate({
          id: 'error.serverError.title',
          message: '500 — Something Went Wrong',
          description: 'Heading and title of the error page at /error',
        })}
        message={translate({
          id: 'error.serverError.message',
          message: 'Oops! Something went wrong. Try refreshing or click the button below to go home.',
          description: 'Message of the error page at /error',
        })}
      >
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
