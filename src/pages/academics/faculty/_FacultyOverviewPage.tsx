/**
 * Faculty overview, `/academics/faculty/{faculty}`:
 * the faculty's overview and its file buttons; a spinner shows until the
 * overview has loaded.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import FacultyPage from '@site/src/pages/academics/_components/FacultyPage';
import Downloads from '@site/src/pages/academics/_components/Downloads';
import {Paragraphs} from '@site/src/components/RichText';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';
import {withRouteData} from '@site/src/lib/api';

/** The faculty overview page, in the current locale. */
function FacultyOverviewPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.faculty.overview.title',
    message: 'Faculty overview',
    description: 'Title and heading of the faculty overview page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.faculty.overview.intro',
    message:
      "An introduction to the faculty, what it teaches and how it is organised, with its documents to download. Use the faculty menu to see its programs, its dean's message, its vision and mission, and its lecturers.",
    description: 'Introduction under the heading of the faculty overview page, also its meta description',
  });
  return (
    <FacultyPage subpage="" heading={title} description={intro}>
      {({answer}) => (
        <>
          <Paragraphs text={answer.faculty.overview} className={styles.prose} />
          <Downloads files={answer.files} />
        </>
      )}
    </FacultyPage>
  );
}

export default withRouteData(FacultyOverviewPage);
