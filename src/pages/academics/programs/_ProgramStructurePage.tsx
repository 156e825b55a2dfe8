/**
 * Program academic structure,
 * `/academics/programs/{program}/academic-structure`: the
 * structure text and one credit table for an undergraduate program, two (the
 * 2-year and 2.5-year variants) for a graduate one.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage from '@site/src/pages/academics/_components/ProgramPage';
import {Paragraphs} from '@site/src/components/RichText';
import StructureTable from '@site/src/pages/academics/_components/StructureTable';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';
import {withRouteData} from '@site/src/lib/api';

/** The program academic structure page, in the current locale. */
function ProgramAcademicStructurePage(): ReactNode {
  const title = translate({
    id: 'pages.academics.program.academicStructure.title',
    message: 'Academic structure',
    description: 'Title and heading of the program academic structure page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.program.academicStructure.intro',
    message:
      "How the program's credits are divided between core courses, general courses and, for master's programs, the thesis. Bachelor's programs have one structure; master's programs show both the two-year and the two-and-a-half-year variants.",
    description: 'Introduction under the heading of the program academic structure page, also its meta description',
  });
  return (
    <ProgramPage subpage="academic-structure" heading={title} description={intro}>
      {({detail, program, lang}) => (
        <>
          <Paragraphs text={detail.academic_structure} className={styles.prose} />
          <StructureTable program={detail} type={program.type} locale={lang} />
        </>
      )}
    </ProgramPage>
  );
}

export default withRouteData(ProgramAcademicStructurePage);
