/**
 * All programs, `/academics/programs`: the graduate and the undergraduate
 * program cards, each leading to its program's pages. The route table's
 * program address with a query (`/academics/programs?type=&program=MBA`)
 * reaches this page on a static host, which then moves on to the program
 * (the server redirects it first).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramList from '@site/src/pages/academics/_components/ProgramList';
import SectionPage from '@site/src/components/SectionPage';
import {programTypeHeading} from '@site/src/pages/academics/_components/academicsLabels';
import {PROGRAM_TYPES} from '@site/content/keys';
import {useLegacyRedirect} from '@site/src/lib/hooks/useLegacyRedirect';
import {withRouteData} from '@site/src/lib/api';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';

/** The programs page, in the current locale. */
function ProgramsPage(): ReactNode {
  useLegacyRedirect();
  const title = translate({
    id: 'pages.academics.programs.title',
    message: 'Programs',
    description: 'Title and heading of the page listing all programs',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.programs.intro',
    message:
      "Every bachelor's and master's program of the university. Choose a program to read its description, vision and mission, academic structure and fees, and to meet its lecturers.",
    description: 'Introduction under the heading of the page listing all programs, also its meta description',
  });
  return (
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      {PROGRAM_TYPES.map((type) => (
        <section key={type} aria-labelledby={`programs-${type}`}>
          <h2 id={`programs-${type}`} className={styles.subpageHeading}>
            {programTypeHeading(type)}
          </h2>
          <ProgramList type={type} headingLevel={3} />
        </section>
      ))}
    </SectionPage>
  );
}

export default withRouteData(ProgramsPage);
