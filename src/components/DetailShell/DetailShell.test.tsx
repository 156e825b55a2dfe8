import type {ReactNode} from 'react';
import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import type {ItemState} from '@site/src/lib/api';
import DetailShell from '.';

interface Job {
  readonly title: string;
}

function Page({state}: {readonly state: ItemState<Job>}): ReactNode {
  return (
    <DetailShell
      state={state}
      frame={(item, body) => (
        <main>
          <h1>{item ? item.title : 'Job vacancy'}</h1>
          {body}
        </main>
      )}
      notFound={<p>We could not find this position.</p>}
      failed={(error) => <p role="alert">Could not load: {error.message}</p>}
    >
      {(item) => <p>About {item.title}</p>}
    </DetailShell>
  );
}

describe('DetailShell', () => {
  it('shows a spinner in the page’s frame while the record loads', () => {
    renderWithDocusaurus(<Page state={{kind: 'loading'}} />);
    expect(screen.getByRole('heading', {level: 1, name: 'Job vacancy'})).toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });

  it('shows the not-found message under the page’s own title', () => {
    renderWithDocusaurus(<Page state={{kind: 'notFound'}} />);
    expect(screen.getByRole('heading', {level: 1, name: 'Job vacancy'})).toBeInTheDocument();
    expect(screen.getByText('We could not find this position.')).toBeInTheDocument();
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });

  it('shows the failure with its error', () => {
    renderWithDocusaurus(<Page state={{kind: 'failed', error: new Error('HTTP error! status: 503')}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: HTTP error! status: 503');
  });

  it('gives the frame the loaded record and shows it', () => {
    renderWithDocusaurus(<Page state={{kind: 'loaded', item: {title: 'Librarian'}}} />);
    expect(screen.getByRole('heading', {level: 1, name: 'Librarian'})).toBeInTheDocument();
    expect(screen.getByText('About Librarian')).toBeInTheDocument();
  });
});
