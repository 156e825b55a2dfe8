/**
 * Faculty publications: the paginated list from `/web/research/faculty-publications`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Publications from '@site/src/pages/research/_components/Publications';
import SectionPage from '@site/src/components/SectionPage';
import {useLang, withRouteData} from '@site/src/lib/api';
import {listPageTitle, useListPageNumber} from '@site/src/components/Pager/paging';
import {useLegacyRedirect} from '@site/src/lib/hooks/useLegacyRedirect';

/** The faculty publications page, in the current locale. */
function FacultyPublicationsPage(): ReactNode {
  useLegacyRedirect();
  const lang = useLang();
  const page = useListPageNumber();
  const title = translate({
    id: 'pages.research.facultyPublications.title',
    message: 'Faculty publications',
    description: 'Title and heading of the faculty publications page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.research.facultyPublications.intro',
    message:
      'Our lecturers publish their research in national and international journals. Each entry gives the year, authors, title and journal, with a link to the work where one is available.',
    description: 'Introduction under the heading of the faculty publications page, also its meta description',
  });
  return (
    <SectionPage title={title} documentTitle={listPageTitle(title, page, lang)} description={intro} intro={<p>{intro}</p>}>
      <Publications page={page} />
    </SectionPage>
  );
}

export default withRouteData(FacultyPublicationsPage);
