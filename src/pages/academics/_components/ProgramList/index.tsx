/**
 * The program cards of one type (graduate or undergraduate), in the
 * visitor's language, each linking to `/academics/programs/{program}`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ListState, {arrayOf} from '@site/src/components/ListState';
import {api, useApi, useLang, type ProgramCard as Program} from '@site/src/lib/api';
import CardList from '@site/src/components/CardList';
import ProgramCard from '../ProgramCard';
import {isProgramTag, type ProgramType} from '@site/content/keys';
import {isProgramSlug, programPath, programSlug} from '@site/content/routes';

export interface ProgramListProps {
  readonly type: ProgramType;
  /** The cards' heading level: 3 under a heading of the page's own (default 2). */
  readonly headingLevel?: 2 | 3;
}

/** The cards of one program type, or a spinner, an error or an empty message. */
export default function ProgramList({type, headingLevel}: ProgramListProps): ReactNode {
  const lang = useLang();
  const state = useApi(api.programs(type, lang));
  return (
    <ListState<Program>
      state={state}
      // A Tag that could not be a program would make a dead link: leave it out.
      itemsOf={(data) => arrayOf<Program>(data).filter((program) => isProgramTag(program.Tag) && isProgramSlug(programSlug(program.Tag)))}
      errorMessage={translate({
        id: 'academics.programs.loadError',
        message: 'The programs could not be loaded. Please try again later.',
        description: 'Shown in red when the program list request fails',
      })}
      emptyMessage={translate({id: 'academics.programs.empty', message: 'No programs available.', description: 'Shown when a program list is empty'})}
    >
      {(programs) => (
        <CardList>
          {programs.map((program) => (
            <ProgramCard
              key={program.Tag}
              title={program.title}
              bio={program.Bio}
              image={program.Image}
              href={programPath(program.Tag)}
              headingLevel={headingLevel}
            />
          ))}
        </CardList>
      )}
    </ListState>
  );
}
