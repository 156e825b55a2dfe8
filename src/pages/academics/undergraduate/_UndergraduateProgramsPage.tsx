/**
 * Undergraduate programs list: cards from `/web/programs/undergraduate-programs/{lang}`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramList from '@site/src/pages/academics/_components/ProgramList';
import SectionPage from '@site/src/components/SectionPage';
import {withRouteData} from '@site/src/lib/api';

/** The undergraduate programs list page, in the current locale. */
function UndergraduateProgramsPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.undergraduatePrograms.title',
    message: 'Undergraduate programs',
    description: 'Title and heading of the undergraduate programs list page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.undergraduatePrograms.intro',
    message:
      "Our bachelor's programs give students a firm grounding in their chosen field alongside a broad general education. Choose a program to read its description, vision and mission, academic structure and fees, and to meet its lecturers.",
    description: 'Introduction under the heading of the undergraduate programs list page, also its meta description',
  });
  return (
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      <ProgramList type="undergraduate-programs" />
    </SectionPage>
  );
}

export default withRouteData(UndergraduateProgramsPage);
