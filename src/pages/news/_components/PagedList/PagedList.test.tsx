import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import type {ListPageState} from '@site/src/lib/api';
import PagedList from '.';

interface Row {
  readonly id: number;
  readonly title: string;
}

const rows = (from: number, count: number): Row[] => Array.from({length: count}, (_, i) => ({id: from + i, title: `Item ${from + i}`}));

function List({state, page = 1}: {readonly state: ListPageState<Row>; readonly page?: number}) {
  return (
    <PagedList<Row>
      state={state}
      page={page}
      listPath="/events"
      emptyMessage="No events found."
      label="Events"
      getKey={(row) => row.id}
      renderItem={(row) => <span>{row.title}</span>}
    />
  );
}

const loaded = (items: Row[], pageCount: number): ListPageState<Row> => ({status: 'loaded', items, pageCount});

/** The item titles currently listed. */
const shown = () =>
  within(screen.getByRole('region'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PagedList', () => {
  it('shows a spinner while loading', () => {
    renderWithDocusaurus(<List state={{status: 'loading'}} />, {url: '/events'});
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });

  it('shows the empty message, and no error, when the API failed', () => {
    renderWithDocusaurus(<List state={{status: 'error', error: new Error('HTTP error! status: 500')}} />, {url: '/events'});
    expect(screen.getByRole('status')).toHaveTextContent('No events found.');
    expect(screen.queryByText(/HTTP error/)).not.toBeInTheDocument();
  });

  it('shows the empty message for an empty list', () => {
    renderWithDocusaurus(<List state={loaded([], 1)} />, {url: '/events'});
    expect(screen.getByText('No events found.')).toBeInTheDocument();
  });

  it('shows its items and no pager when everything fits on one page', () => {
    renderWithDocusaurus(<List state={loaded(rows(1, 9), 1)} />, {url: '/events'});
    expect(shown()).toHaveLength(9);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAccessibleName('Events');
  });

  it('links each page to its own address, the first page to the list itself', async () => {
    const view = renderWithDocusaurus(<List state={loaded(rows(10, 1), 2)} page={2} />, {url: '/events/page/2'});
    expect(screen.getByRole('region')).toHaveAccessibleName('Events, page 2 of 2');
    const pager = screen.getByRole('navigation', {name: 'Pages'});
    expect(within(pager).getByRole('link', {name: /Next/})).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('link', {name: /Previous/})).toHaveAttribute('href', '/events');
    expect(pager.querySelector('[aria-current="page"]')).toHaveTextContent('Page 2');
    await userEvent.click(within(pager).getByRole('link', {name: 'Go to page 1'}));
    expect(view.location().pathname).toBe('/events');
  });

  it('writes the page addresses in the page’s language', () => {
    renderWithDocusaurus(<List state={loaded(rows(1, 9), 4)} />, {locale: 'fa', url: '/fa/events'});
    expect(screen.getByRole('link', {name: /Next/})).toHaveAttribute('href', '/fa/events/page/2');
  });
});
