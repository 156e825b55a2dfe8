/**
 * Program description, `/academics/programs/{program}/description`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage from '@site/src/pages/academics/_components/ProgramPage';
import {Paragraphs} from '@site/src/components/RichText';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';
import {withRouteData} from '@site/src/lib/api';

/** The program description page, in the current locale. */
function ProgramDescriptionPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.program.description.title',
    message: 'Program description',
    description: 'Title and heading of the program description page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.program.description.intro',
    message: 'A fuller picture of the program: what students learn, how it is taught and where its graduates go on to work.',
    description: 'Introduction under the heading of the program description page, also its meta description',
  });
  return (
    <ProgramPage subpage="description" heading={title} description={intro}>
      {({detail}) => <Paragraphs text={detail.description} className={styles.prose} />}
    </ProgramPage>
  );
}

export default withRouteData(ProgramDescriptionPage);
