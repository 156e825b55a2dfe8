/**
 * The lecturer cards of a program or faculty "faculty profile" page, or a
 * spinner, an error, or a message when there are none.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Spinner from '@site/src/components/Spinner';
import type {ApiState, LecturerCard as Lecturer} from '@site/src/lib/api';
import CardGrid from '../CardGrid';
import LecturerCard from '../LecturerCard';
import {LoadError, Notice} from '../Status';

export interface LecturerGridProps<T extends Lecturer> {
  readonly state: ApiState<readonly T[]>;
  /** The profile link of a lecturer. */
  readonly hrefOf: (lecturer: T) => string;
}

/** Lecturer cards once loaded. */
export default function LecturerGrid<T extends Lecturer>({state, hrefOf}: LecturerGridProps<T>): ReactNode {
  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (state.status === 'error') {
    return (
      <LoadError
        error={state.error}
        message={translate({
          id: 'academics.lecturers.loadError',
          message: 'The lecturers could not be loaded. Please try again later.',
          description: 'Shown in red when the lecturer list request fails',
        })}
      />
    );
  }
  if (!Array.isArray(state.data) || state.data.length === 0) {
    return (
      <Notice>
        <p>
          {translate({id: 'academics.lecturers.empty', message: 'No lecturers are listed yet.', description: 'Shown when a program or faculty has no lecturers'})}
        </p>
      </Notice>
    );
  }
  return (
    <CardGrid isNarrow>
      {state.data.map((lecturer) => (
        <LecturerCard key={lecturer.id} name={lecturer.name} title={lecturer.title} image={lecturer.image} href={hrefOf(lecturer)} />
      ))}
    </CardGrid>
  );
}
