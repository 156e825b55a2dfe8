/**
 * Graduate programs list: cards from `/web/programs/graduate-programs/{lang}`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramList from '@site/src/pages/academics/_components/ProgramList';
import SectionPage from '@site/src/components/SectionPage';
import {withRouteData} from '@site/src/lib/api';

/** The graduate programs list page, in the current locale. */
function GraduateProgramsPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.graduatePrograms.title',
    message: 'Graduate programs',
    description: 'Title and heading of the graduate programs list page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.graduatePrograms.intro',
    message:
      "Our master's programs are for graduates who want to deepen their knowledge and move ahead in their careers; several are offered in a two-year and a two-and-a-half-year form. Choose a program to read its description, vision and mission, academic structure and fees, and to meet its lecturers.",
    description: 'Introduction under the heading of the graduate programs list page, also its meta description',
  });
  return (
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      <ProgramList type="graduate-programs" />
    </SectionPage>
  );
}

export default withRouteData(GraduateProgramsPage);
