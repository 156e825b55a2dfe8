/**
 * Faculty programs, `/academics/faculty/{faculty}/programs`: program cards,
 * or 'No programs available.' for an empty list.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';
import CardList from '@site/src/components/CardList';
import FacultyPage from '@site/src/pages/academics/_components/FacultyPage';
import ProgramCard from '@site/src/pages/academics/_components/ProgramCard';
import {isProgramTag} from '@site/content/keys';
import {programPath} from '@site/content/routes';
import {type FacultyAnswer, withRouteData} from '@site/src/lib/api';

/** The faculty's program cards. */
function FacultyPrograms({programs}: {programs: FacultyAnswer['programs']}): ReactNode {
  if (programs.length === 0) {
    return (
      <StatusMessage kind="notice">
        {translate({
          id: 'academics.faculty.programs.empty',
          message: 'No programs available.',
          description: 'Shown when a faculty has no programs',
        })}
      </StatusMessage>
    );
  }
  return (
    <CardList>
      {programs
        .filter((program) => isProgramTag(program.Tag))
        .map((program) => (
          <ProgramCard
            key={program.Tag}
            title={program.title}
            bio={program.Bio}
            image={program.Image}
            href={programPath(program.Tag)}
            headingLevel={3}
          />
        ))}
    </CardList>
  );
}

/** The faculty programs page, in the current locale. */
function FacultyProgramsPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.faculty.programs.title',
    message: 'Faculty programs',
    description: 'Title and heading of the faculty programs page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.faculty.programs.intro',
    message: "The bachelor's and master's programs this faculty offers. Choose a program to read more about it.",
    description: 'Introduction under the heading of the faculty programs page, also its meta description',
  });
  return (
    <FacultyPage subpage="programs" heading={title} description={intro}>
      {({answer}) => <FacultyPrograms programs={Array.isArray(answer.programs) ? answer.programs : []} />}
    </FacultyPage>
  );
}

export default withRouteData(FacultyProgramsPage);
