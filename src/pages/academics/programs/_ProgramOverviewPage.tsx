/**
 * Program overview, `/academics/programs/{program}`:
 * the program's overview and its file buttons (files open in a new tab).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage from '@site/src/pages/academics/_components/ProgramPage';
import Downloads from '@site/src/pages/academics/_components/Downloads';
import {Paragraphs} from '@site/src/components/RichText';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';
import {withRouteData} from '@site/src/lib/api';

/** The program overview page, in the current locale. */
function ProgramOverviewPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.program.overview.title',
    message: 'Program overview',
    description: 'Title and heading of the program overview page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.program.overview.intro',
    message:
      'An overview of the selected program, with its documents to download. Use the program menu to read its description, vision and mission, academic structure and fee structure, and to meet its lecturers.',
    description: 'Introduction under the heading of the program overview page, also its meta description',
  });
  return (
    <ProgramPage subpage="" heading={title} description={intro}>
      {({detail}) => (
        <>
          <Paragraphs text={detail.overview} className={styles.prose} />
          <Downloads files={detail.files} />
        </>
      )}
    </ProgramPage>
  );
}

export default withRouteData(ProgramOverviewPage);
