import {act, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import type {ApiState} from '@site/src/lib/api';
import PagedList from '.';

interface Row {
  readonly id: number;
  readonly title: string;
}

const rows = (count: number): Row[] => Array.from({length: count}, (_, i) => ({id: i + 1, title: `Item ${i + 1}`}));

function List({state}: {readonly state: ApiState<unknown>}) {
  return (
    <PagedList<Row>
      state={state}
      emptyMessage="No events found."
      label="Events"
      getKey={(row) => row.id}
      renderItem={(row) => <span>{row.title}</span>}
    />
  );
}

const loaded = (data: unknown): ApiState<unknown> => ({status: 'loaded', data});

/** The item titles currently listed. */
const shown = () =>
  within(screen.getByRole('region'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

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

  it('shows the empty message for an empty list or an answer that is not a list', () => {
    const empty = renderWithDocusaurus(<List state={loaded([])} />, {url: '/events'});
    expect(screen.getByText('No events found.')).toBeInTheDocument();
    empty.unmount();
    renderWithDocusaurus(<List state={loaded('maintenance')} />, {url: '/events'});
    expect(screen.getByText('No events found.')).toBeInTheDocument();
  });

  it('shows nine items and no pager when everything fits on one page', () => {
    renderWithDocusaurus(<List state={loaded(rows(9))} />, {url: '/events'});
    expect(shown()).toHaveLength(9);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages ten items over two pages, keeping the page in the URL', async () => {
    const view = renderWithDocusaurus(<List state={loaded(rows(10))} />, {url: '/events'});
    const pager = screen.getByRole('navigation', {name: 'Pages'});
    expect(within(pager).getByRole('link', {name: /Previous/})).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('link', {name: /Next/})).toHaveAttribute('href', '/events?page=2');
    await userEvent.click(within(pager).getByRole('link', {name: /Next/}));
    expect(shown()).toEqual(['Item 10']);
    expect(view.location().search).toBe('?page=2');
    expect(within(pager).getByRole('link', {name: /Next/})).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('link', {name: /Previous/})).toHaveAttribute('href', '/events');
    expect(window.scrollTo).toHaveBeenCalledWith({top: 0, behavior: 'smooth'});
  });

  it('opens the page named in the URL', () => {
    renderWithDocusaurus(<List state={loaded(rows(32))} />, {url: '/events?page=4'});
    expect(shown()).toEqual(['Item 28', 'Item 29', 'Item 30', 'Item 31', 'Item 32']);
    const pager = screen.getByRole('navigation', {name: 'Pages'});
    expect(pager.querySelector('[aria-current="page"]')).toHaveTextContent('Page 4');
  });

  it('shows the last page for a page past the end and corrects the URL', async () => {
    const view = renderWithDocusaurus(<List state={loaded(rows(32))} />, {url: '/events?page=99'});
    expect(shown()[0]).toBe('Item 28');
    await act(async () => {});
    expect(view.location().search).toBe('?page=4');
  });

  it('shows page 1 for a malformed page number', () => {
    renderWithDocusaurus(<List state={loaded(rows(32))} />, {url: '/events?page=abc'});
    expect(shown()[0]).toBe('Item 1');
  });

  it('goes back to page 1 from the pager and drops the parameter', async () => {
    const view = renderWithDocusaurus(<List state={loaded(rows(32))} />, {url: '/events?page=2'});
    await userEvent.click(screen.getByRole('link', {name: 'Go to page 1'}));
    expect(view.location().search).toBe('');
    expect(shown()[0]).toBe('Item 1');
  });
});
