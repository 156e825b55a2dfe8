/**
 * Faculty lecturers, `/academics/faculty/{faculty}/faculty-profile`:
 * lecturer cards, each linking to the profile under the lecturer's program
 * (the Tag each lecturer comes with).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import FacultyPage from '@site/src/pages/academics/_components/FacultyPage';
import LecturerGrid from '@site/src/pages/academics/_components/LecturerGrid';
import {isProgramTag, type FacultyKey} from '@site/content/keys';
import {facultyPath, lecturerPath} from '@site/content/routes';
import {api, useApi, type Lang, withRouteData} from '@site/src/lib/api';

function FacultyLecturers({faculty, lang}: {faculty: FacultyKey; lang: Lang}): ReactNode {
  const state = useApi(api.facultyLecturers(faculty, lang));
  // A lecturer without a well-formed program cannot have a profile address: the card leads to the faculty.
  return (
    <LecturerGrid
      state={state}
      hrefOf={(lecturer) => (isProgramTag(lecturer.Tag) ? lecturerPath(lecturer.Tag, lecturer.id) : facultyPath(faculty))}
    />
  );
}

/** The faculty lecturers page, in the current locale. */
function FacultyFacultyProfilePage(): ReactNode {
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
      {({faculty, lang}) => <FacultyLecturers faculty={faculty} lang={lang} />}
    </FacultyPage>
  );
}

export default withRouteData(FacultyFacultyProfilePage);
