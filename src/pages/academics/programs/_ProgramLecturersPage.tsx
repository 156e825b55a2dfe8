/**
 * Program lecturers, `/academics/programs/{program}/faculty-profile`:
 * cards linking to `/academics/programs/{program}/faculty-profile/{lecturerId}`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage from '@site/src/pages/academics/_components/ProgramPage';
import LecturerGrid from '@site/src/pages/academics/_components/LecturerGrid';
import {lecturerPath} from '@site/content/routes';
import {api, useApi, type Lang, withRouteData} from '@site/src/lib/api';

function ProgramLecturers({tag, lang}: {tag: string; lang: Lang}): ReactNode {
  const state = useApi(api.programLecturers(tag, lang));
  return <LecturerGrid state={state} hrefOf={(lecturer) => lecturerPath(tag, lecturer.id)} />;
}

/** The program lecturers page, in the current locale. */
function ProgramFacultyProfilePage(): ReactNode {
  const title = translate({
    id: 'pages.academics.program.facultyProfile.title',
    message: 'Program lecturers',
    description: 'Title and heading of the program lecturers page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.program.facultyProfile.intro',
    message:
      'Meet the lecturers who teach in this program. Choose a lecturer to see their education, experience, the courses they teach and their publications.',
    description: 'Introduction under the heading of the program lecturers page, also its meta description',
  });
  return (
    <ProgramPage subpage="faculty-profile" heading={title} description={intro}>
      {({program, lang}) => <ProgramLecturers tag={program.tag} lang={lang} />}
    </ProgramPage>
  );
}

export default withRouteData(ProgramFacultyProfilePage);
