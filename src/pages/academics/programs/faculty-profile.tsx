/**
 * Program lecturers, `/academics/programs/faculty-profile?type=&program=&title=`:
 * cards linking to `/academics/programs/faculty-profile/{lecturerId}?program=&type=&title=`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage, {type ValidProgramQuery} from '@site/src/pages/academics/_components/ProgramPage';
import LecturerGrid from '@site/src/pages/academics/_components/LecturerGrid';
import {lecturerHref} from '@site/src/pages/academics/_components/academicsUrls';
import {api, useApi, type Lang} from '@site/src/lib/api';

function ProgramLecturers({query, title, lang}: {query: ValidProgramQuery; title: string; lang: Lang}): ReactNode {
  const state = useApi(api.programLecturers(query.program, lang));
  return <LecturerGrid state={state} hrefOf={(lecturer) => lecturerHref(lecturer.id, {...query, title})} />;
}

/** The program lecturers page, in the current locale. */
export default function ProgramFacultyProfilePage(): ReactNode {
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
      {({detail, query, lang}) => <ProgramLecturers query={query} title={detail.title || query.title} lang={lang} />}
    </ProgramPage>
  );
}
