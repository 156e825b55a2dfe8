/**
 * Faculty lecturers, `/academics/faculty/faculty-profile?faculty=&title=`:
 * lecturer cards, each linking to the profile within the lecturer's program
 * (Tag and ProgramType come with each lecturer; the program's title, for the
 * profile's loading state, from the faculty's program list).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import FacultyPage from '@site/src/pages/academics/_components/FacultyPage';
import LecturerGrid from '@site/src/pages/academics/_components/LecturerGrid';
import {isProgramTag, isProgramType, type FacultyKey} from '@site/content/keys';
import {lecturerHref} from '@site/src/pages/academics/_components/academicsUrls';
import {api, useApi, type FacultyAnswer, type Lang} from '@site/src/lib/api';

function FacultyLecturers({faculty, answer, lang}: {faculty: FacultyKey; answer: FacultyAnswer; lang: Lang}): ReactNode {
  const state = useApi(api.facultyLecturers(faculty, lang));
  const titles = new Map((Array.isArray(answer.programs) ? answer.programs : []).map((program) => [program.Tag, program.title]));
  return (
    <LecturerGrid
      state={state}
      hrefOf={(lecturer) =>
        lecturerHref(lecturer.id, {
          program: isProgramTag(lecturer.Tag) ? lecturer.Tag : undefined,
          type: isProgramType(lecturer.ProgramType) ? lecturer.ProgramType : undefined,
          title: titles.get(lecturer.Tag),
        })
      }
    />
  );
}

/** The faculty lecturers page, in the current locale. */
export default function FacultyFacultyProfilePage(): ReactNode {
  const title = translate({
    id: 'pages.academics.faculty.facultyProfile.title',
    message: 'Faculty lecturers',
    description: 'Title and heading of the faculty lecturers page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.faculty.facultyProfile.intro',
    message: 'The lecturers of this faculty with their academic titles. Choose a lecturer to see their full profile.',
    description: 'Introduction under the heading of the faculty lecturers page, also its meta description',
  });
  return (
    <FacultyPage subpage="faculty-profile" heading={title} description={intro}>
      {({answer, faculty, lang}) => <FacultyLecturers faculty={faculty} answer={answer} lang={lang} />}
    </FacultyPage>
  );
}
