import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import type {ApiState} from '@site/src/lib/api';
import ListState, {arrayOf, dataArrayOf, type ListStateProps} from '.';

function List(props: Partial<ListStateProps<string>> & {readonly state: ApiState<unknown>}) {
  return (
    <ListState<string> itemsOf={arrayOf} emptyMessage="No jobs yet." {...props}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

const failed: ApiState<unknown> = {status: 'error', error: new Error('HTTP error! status: 503')};

describe('ListState', () => {
  it('shows a spinner while the list loads', () => {
    renderWithDocusaurus(<List state={{status: 'loading'}} />);
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });

  it('shows the list once loaded', () => {
    renderWithDocusaurus(<List state={{status: 'loaded', data: ['Lecturer', 'Librarian']}} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lecturer', 'Librarian']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the empty message for an empty list or an answer that is not one', () => {
    const view = renderWithDocusaurus(<List state={{status: 'loaded', data: []}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No jobs yet.');
    view.unmount();
    renderWithDocusaurus(<List state={{status: 'loaded', data: 'maintenance'}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No jobs yet.');
  });

  it('announces a failed request with its error text when it has words for it', () => {
    renderWithDocusaurus(<List state={failed} errorMessage="The jobs could not be loaded." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The jobs could not be loaded.HTTP error! status: 503');
  });

  it('reads a failed request as an empty list when it has none', () => {
    renderWithDocusaurus(<List state={failed} emptyKind="empty" />);
    expect(screen.getByRole('status')).toHaveTextContent('No jobs yet.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/HTTP error/)).not.toBeInTheDocument();
  });
});

describe('the items of an answer', () => {
  it('takes an answer that is not a list as empty', () => {
    expect(arrayOf('Service unavailable')).toEqual([]);
    expect(arrayOf({error: 'x'})).toEqual([]);
    expect(arrayOf([1])).toEqual([1]);
  });

  it('takes the data of an answer shaped {data: [...]}', () => {
    expect(dataArrayOf({data: [1, 2]})).toEqual([1, 2]);
    expect(dataArrayOf([1, 2])).toEqual([]);
    expect(dataArrayOf(null)).toEqual([]);
  });
});
