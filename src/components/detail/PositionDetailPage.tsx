/**
 * Job position detail (spec 2 §2 Careers): `/career/current-opportunities/position/:positionId`,
 * one page per locale that reads the id from the URL (DESIGN §3) and loads
 * `/web/career/current-opportunities/position/{positionId}`: every field of
 * the job, the closing date prominent. A malformed or unknown id shows a
 * clear message.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Spinner from '@site/src/components/Spinner';
import {useRouteItem} from '@site/src/components/academics/DetailState';
import SectionPage from '@site/src/components/academics/SectionPage';
import {LoadError, Notice} from '@site/src/components/academics/Status';
import Position, {ClosingDate} from '@site/src/components/careers/Position';
import {api, useLang, type Job} from '@site/src/lib/api';

/** The job position page, in the current locale. */
export default function PositionDetailPage(): ReactNode {
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
  const job = useRouteItem(api.job, (answer: Job) => (typeof answer.title === 'string' ? answer : undefined));

  let content: ReactNode;
  switch (job.kind) {
    case 'loading':
      content = <Spinner />;
      break;
    case 'notFound':
      content = (
        <Notice>
          <p>
            {translate({
              id: 'career.job.notFound',
              message: 'We could not find this position. It may have closed or been removed.',
              description: 'Shown when the address names no job, or one that does not exist',
            })}
          </p>
          <p>
            <Link to="/career/current-opportunities">
              {translate({id: 'career.job.backToList', message: 'All current opportunities', description: 'Link from a position page back to the job list'})}
            </Link>
          </p>
        </Notice>
      );
      break;
    case 'failed':
      content = (
        <LoadError
          error={job.error}
          message={translate({
            id: 'career.job.loadError',
            message: 'The position could not be loaded. Please try again later.',
            description: 'Shown in red when the job request fails',
          })}
        />
      );
      break;
    default:
      content = <Position job={job.item} locale={lang} />;
  }

  const isLoaded = job.kind === 'loaded';
  return (
    <SectionPage
      title={isLoaded ? job.item.title : pageTitle}
      documentTitle={isLoaded ? `${job.item.title} | ${pageTitle}` : pageTitle}
      description={intro}
      eyebrow={isLoaded ? pageTitle : undefined}
      intro={isLoaded && job.item.close_date ? <ClosingDate date={job.item.close_date} locale={lang} /> : undefined}>
      {content}
    </SectionPage>
  );
}
