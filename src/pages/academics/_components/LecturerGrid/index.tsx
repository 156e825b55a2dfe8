/**
 * The lecturer cards of a program or faculty "faculty profile" page, or a
 * spinner, an error, or a message when there are none.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ListState, {arrayOf} from '@site/src/components/ListState';
import type {ApiState, LecturerCard as Lecturer} from '@site/src/lib/api';
import CardList from '@site/src/components/CardList';
import LecturerCard from '../LecturerCard';

export interface LecturerGridProps<T extends Lecturer> {
  readonly state: ApiState<readonly T[]>;
  /** The profile link of a lecturer. */
  readonly hrefOf: (lecturer: T) => string;
}

/** Lecturer cards once loaded. */
export default function LecturerGrid<T extends Lecturer>({state, hrefOf}: LecturerGridProps<T>): ReactNode {
  return (
    <ListState<T>
      state={state}
      itemsOf={arrayOf}
      errorMessage={translate({
        id: 'academics.lecturers.loadError',
        message: 'The lecturers could not be loaded. Please try again later.',
        description: 'Shown in red when the lecturer list request fails',
      })}
      emptyMessage={translate({
        id: 'academics.lecturers.empty',
        message: 'No lecturers are listed yet.',
        description: 'Shown when a program or faculty has no lecturers',
      })}
    >
      {(lecturers) => (
        <CardList isNarrow>
          {lecturers.map((lecturer) => (
            <LecturerCard key={lecturer.id} name={lecturer.name} title={lecturer.title} image={lecturer.image} href={hrefOf(lecturer)} />
          ))}
        </CardList>
      )}
    </ListState>
  );
}
