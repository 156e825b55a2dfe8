/**
 * Current opportunities: open positions from
 * `/web/career/current-opportunities`, each with its closing date shown
 * prominently and its title linking to the position page.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CardList from '@site/src/components/CardList';
import SectionPage from '@site/src/components/SectionPage';
import JobCard from '@site/src/pages/career/_components/JobCard';
import ListState, {arrayOf} from '@site/src/components/ListState';
import {api, useApi, useLang, type Job, withRouteData} from '@site/src/lib/api';

function Jobs(): ReactNode {
  const lang = useLang();
  const state = useApi(api.jobs(lang));
  return (
    <ListState<Job>
      state={state}
      itemsOf={arrayOf}
      errorMessage={translate({
        id: 'career.jobs.loadError',
        message: 'The current opportunities could not be loaded. Please try again later.',
        description: 'Shown in red when the job list request fails',
      })}
      emptyMessage={translate({
        id: 'career.jobs.empty',
        message: 'There are no open positions at the moment. Please check again later.',
        description: 'Shown when the job list is empty',
      })}
    >
      {(jobs) => (
        <CardList>
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} locale={lang} />
          ))}
        </CardList>
      )}
    </ListState>
  );
}

/** The current job opportunities page, in the current locale. */
function CurrentOpportunitiesPage(): ReactNode {
  const title = translate({
    id: 'pages.career.currentOpportunities.title',
    message: 'Current opportunities',
    description: 'Title and heading of the current job opportunities page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.career.currentOpportunities.intro',
    message:
      'Open positions at the university for academic and administrative staff. Each vacancy gives its closing date, duties, required skills and experience, the terms of the contract and how to apply.',
    description: 'Introduction under the heading of the current job opportunities page, also its meta description',
  });
  return (
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      <Jobs />
    </SectionPage>
  );
}

export default withRouteData(CurrentOpportunitiesPage);
