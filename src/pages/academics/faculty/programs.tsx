/**
 * Faculty programs, `/academics/faculty/programs?faculty=&title=`:
 * program cards, or 'No programs available.' for an empty list.
 *
 * A program link needs the program's type (graduate or undergraduate), which
 * the faculty answer does not carry: it is looked up in the graduate program
 * list (cached for an hour, and often already loaded). Should that lookup
 * fail, the cards still link to the program, without a type.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Spinner from '@site/src/components/Spinner';
import StatusMessage from '@site/src/components/StatusMessage';
import CardList from '@site/src/components/CardList';
import FacultyPage from '@site/src/pages/academics/_components/FacultyPage';
import ProgramCard from '@site/src/pages/academics/_components/ProgramCard';
import type {ProgramType} from '@site/content/keys';
import {programHref} from '@site/src/pages/academics/_components/academicsUrls';
import {api, useApi, type FacultyAnswer, type Lang} from '@site/src/lib/api';

/**
 * The faculty's program cards. A faculty's answer does not say whether a
 * program is graduate or undergraduate, which the program's link needs; the
 * graduate list says it.
 */
function FacultyPrograms({programs, lang}: {programs: FacultyAnswer['programs']; lang: Lang}): ReactNode {
  const graduate = useApi(programs.length > 0 ? api.programs('graduate-programs', lang) : null);

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
  if (graduate.status === 'loading') {
    return <Spinner />;
  }
  const graduateTags = new Set(graduate.status === 'loaded' && Array.isArray(graduate.data) ? graduate.data.map((program) => program.Tag) : []);
  const typeOf = (program: FacultyAnswer['programs'][number]): ProgramType | undefined => {
    if (graduate.status !== 'loaded') {
      return undefined;
    }
    return graduateTags.has(program.Tag) ? 'graduate-programs' : 'undergraduate-programs';
  };
  return (
    <CardList>
      {programs.map((program) => (
        <ProgramCard
          key={program.Tag}
          title={program.title}
          bio={program.Bio}
          image={program.Image}
          href={programHref({type: typeOf(program), program: program.Tag, title: program.title})}
          headingLevel={3}
        />
      ))}
    </CardList>
  );
}

/** The faculty programs page, in the current locale. */
export default function FacultyProgramsPage(): ReactNode {
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
      {({answer, lang}) => <FacultyPrograms programs={Array.isArray(answer.programs) ? answer.programs : []} lang={lang} />}
    </FacultyPage>
  );
}
