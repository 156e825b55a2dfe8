/**
 * Job position detail: `/career/current-opportunities/position/:positionId`.
 * The build renders it for every job in data/; the template answers jobs
 * imported later and loads `/web/career/current-opportunities/position/{id}`.
 * It shows every field of the job, the closing date prominent. A malformed
 * or unknown id shows a clear message.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import DetailShell from '@site/src/components/DetailShell';
import ItemHeadTags from '@site/src/components/ItemHead';
import StatusMessage from '@site/src/components/StatusMessage';
import SectionPage from '@site/src/components/SectionPage';
import Position, {ClosingDate} from '@site/src/pages/career/_components/Position';
import {api, useLang, useRouteItem, withRouteData} from '@site/src/lib/api';

/** The job position page, in the current locale. */
function PositionDetailPage(): ReactNode {
  const pageTitle = translate({
    id: 'pages.career.position.title',
    message: 'Job vacancy',
    description: 'Title and heading of the job position page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.career.position.intro',
    message:
      'An open position at the university: its duties, the skills and experience it calls for, the terms of the contract and how to apply before the closing date.',
    description: 'Introduction under the heading of the job position page, also its meta description',
  });
  const lang = useLang();
  const job = useRouteItem(api.job, (answer) => (typeof answer.title === 'string' ? answer : undefined));

  return (
    <DetailShell
      state={job}
      frame={(item, body) => (
        <SectionPage
          title={item ? item.title : pageTitle}
          documentTitle={item ? `${item.title} | ${pageTitle}` : pageTitle}
          description={intro}
          eyebrow={item ? pageTitle : undefined}
          intro={item?.close_date ? <ClosingDate date={item.close_date} locale={lang} /> : undefined}
        >
          {body}
        </SectionPage>
      )}
      notFound={
        <StatusMessage kind="notice">
          <p>
            {translate({
              id: 'career.job.notFound',
              message: 'We could not find this position. It may have closed or been removed.',
              description: 'Shown when the address names no job, or one that does not exist',
            })}
          </p>
          <p>
            <Link to="/career/current-opportunities">
              {translate({
                id: 'career.job.backToList',
                message: 'All current opportunities',
                description: 'Link from a position page back to the job list',
              })}
            </Link>
          </p>
        </StatusMessage>
      }
      failed={(error) => (
        <StatusMessage kind="error" error={error}>
          {translate({
            id: 'career.job.loadError',
            message: 'The position could not be loaded. Please try again later.',
            description: 'Shown in red when the job request fails',
          })}
        </StatusMessage>
      )}
    >
      {(item) => (
        <>
          <ItemHeadTags />
          <Position job={item} locale={lang} />
        </>
      )}
    </DetailShell>
  );
}

export default withRouteData(PositionDetailPage);
