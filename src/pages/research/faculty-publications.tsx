/**
 * Faculty publications: the paginated list from `/web/research/faculty-publications`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Publications from '@site/src/pages/research/_components/Publications';
import SectionPage from '@site/src/components/SectionPage';

/** The faculty publications page, in the current locale. */
export default function FacultyPublicationsPage(): ReactNode {
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
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      <Publications />
    </SectionPage>
  );
}
