/**
 * Inspire: the magazine's issues from
 * `/web/career/inspires`, each a button to its PDF (opens in a new tab).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SectionPage from '@site/src/components/SectionPage';
import InspireList from '@site/src/pages/career/_components/InspireList';
import ListState, {dataArrayOf} from '@site/src/components/ListState';
import {api, useApi, useLang, type InspireIssue, withRouteData} from '@site/src/lib/api';

function Issues(): ReactNode {
  const lang = useLang();
  const state = useApi(api.inspires(lang));
  return (
    <ListState<InspireIssue>
      state={state}
      itemsOf={dataArrayOf}
      errorMessage={translate({
        id: 'career.inspire.loadError',
        message: 'The magazine issues could not be loaded. Please try again later.',
        description: 'Shown in red when the Inspire issues request fails',
      })}
      emptyMessage={translate({
        id: 'career.inspire.empty',
        message: 'No issues have been published yet.',
        description: 'Shown when there are no Inspire issues',
      })}
    >
      {(issues) => <InspireList issues={issues} locale={lang} />}
    </ListState>
  );
}

/** The Inspire magazine page, in the current locale. */
function InspirePage(): ReactNode {
  const title = translate({
    id: 'pages.career.inspire.title',
    message: 'Inspire',
    description: 'Title and heading of the Inspire magazine page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.career.inspire.intro',
    message:
      "Inspire is the university's magazine, with stories of the people, ideas and achievements from across the university. Read or download its issues here.",
    description: 'Introduction under the heading of the Inspire magazine page, also its meta description',
  });
  return (
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      <Issues />
    </SectionPage>
  );
}

export default withRouteData(InspirePage);
