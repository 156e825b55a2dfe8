/**
 * The program cards of `/academics/graduate/graduate-programs` and
 * `/academics/undergraduate/undergraduate-programs` (spec 2 §2), from the
 * server in the visitor's language, each linking to
 * `/academics/programs?type=&program=&title=`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Spinner from '@site/src/components/Spinner';
import {api, useApi, useLang} from '@site/src/lib/api';
import CardGrid from '../CardGrid';
import ProgramCard from '../ProgramCard';
import {LoadError, Notice} from '../Status';
import {isProgramTag, programHref, type ProgramType} from '../query';

export interface ProgramListProps {
  readonly type: ProgramType;
}

/** The cards of one program type, or a spinner, an error or an empty message. */
export default function ProgramList({type}: ProgramListProps): ReactNode {
  const lang = useLang();
  const state = useApi(type === 'graduate-programs' ? api.graduatePrograms(lang) : api.undergraduatePrograms(lang));
  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (state.status === 'error') {
    return (
      <LoadError
        error={state.error}
        message={translate({
          id: 'academics.programs.loadError',
          message: 'The programs could not be loaded. Please try again later.',
          description: 'Shown in red when the program list request fails',
        })}
      />
    );
  }
  // A Tag that could not be a program would make a dead link: leave it out.
  const programs = Array.isArray(state.data) ? state.data.filter((program) => isProgramTag(program.Tag)) : [];
  if (programs.length === 0) {
    return (
      <Notice>
        <p>{translate({id: 'academics.programs.empty', message: 'No programs available.', description: 'Shown when a program list is empty'})}</p>
      </Notice>
    );
  }
  return (
    <CardGrid>
      {programs.map((program) => (
        <ProgramCard
          key={program.Tag}
          title={program.title}
          bio={program.Bio}
          image={program.Image}
          href={programHref({type, program: program.Tag, title: program.title})}
        />
      ))}
    </CardGrid>
  );
}
