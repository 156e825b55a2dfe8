import {useState, type ReactElement} from 'react';
import {act, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import faMessages from '@site/i18n/fa/code.json';
import {renderWithDocusaurus, type RenderOptions} from '@site/jest/docusaurus/renderWithDocusaurus';
import SearchDialog from '.';
import type {SearchEngine, SearchOutcome} from './searchEngine';

// jsdom's <dialog> methods are the stand-ins of test/setup-tests.ts; what the
// browser adds (the inert page behind) is checked in e2e/search.spec.ts.
const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');

/** The page the dialog is rendered on: English unless a test says otherwise. */
let page: RenderOptions = {};

function render(ui: ReactElement) {
  return renderWithDocusaurus(ui, page);
}

const twoPages: SearchOutcome = {
  total: 2,
  hits: [
    {
      url: '/students/library',
      title: 'Library',
      excerpt: 'The <mark>library</mark> opens at 8 &amp; closes at 5 &lt;b&gt;daily&lt;/b&gt;.',
    },
    {url: '/about/history', title: 'History', excerpt: 'A <mark>library</mark> was built in 2010.'},
  ],
};

/** A fake index: answers every query with `outcome` and records the queries. */
function fakeIndex(outcome: SearchOutcome = twoPages): SearchEngine & {search: jest.Mock} {
  return {kind: 'index', search: jest.fn(async () => outcome)};
}

/** A page with a button that opens the dialog, as the header does. */
function Harness({engine}: {readonly engine: SearchEngine}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open search
      </button>
      <SearchDialog isOpen={isOpen} onClose={() => setIsOpen(false)} engine={engine} />
    </>
  );
}

async function openDialog(engine: SearchEngine) {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
  render(<Harness engine={engine} />);
  await user.click(screen.getByRole('button', {name: 'Open search'}));
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  page = {};
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SearchDialog', () => {
  it('renders nothing and loads nothing until it is first opened', () => {
    const engine = fakeIndex();
    render(<SearchDialog isOpen={false} onClose={() => {}} engine={engine} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title, with the message, a labelled search box and a button', async () => {
    await openDialog(fakeIndex());
    const dialog = screen.getByRole('dialog', {name: 'Search the website'});
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAccessibleDescription(/Type a word or phrase, then press Enter or choose Search/);
    expect(within(dialog).getByRole('searchbox', {name: 'Search terms'})).toHaveFocus();
    expect(within(dialog).getByRole('button', {name: 'Search'})).toBeInTheDocument();
  });

  it('runs the query when Enter is pressed in the search box', async () => {
    const engine = fakeIndex();
    const user = await openDialog(engine);
    await user.type(screen.getByRole('searchbox'), '  library {Enter}');
    expect(engine.search).toHaveBeenCalledTimes(1);
    expect(engine.search).toHaveBeenCalledWith('library');
  });

  it('lists the results as links with their excerpts, showing only <mark> as markup', async () => {
    const user = await openDialog(fakeIndex());
    await user.type(screen.getByRole('searchbox'), 'library');
    await user.click(screen.getByRole('button', {name: 'Search'}));

    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', {name: 'Library'})).toHaveAttribute('href', '/students/library');
    expect(items[0]).toHaveTextContent('The library opens at 8 & closes at 5 <b>daily</b>.');
    expect(items[0]!.querySelector('mark')).toHaveTextContent('library');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(within(items[1]!).getByRole('link', {name: 'History'})).toHaveAttribute('href', '/about/history');
  });

  it('announces the number of results in a polite status region', async () => {
    const user = await openDialog(fakeIndex());
    await user.type(screen.getByRole('searchbox'), 'library{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 results for “library”.'));
  });

  it('says so when nothing is found', async () => {
    const user = await openDialog(fakeIndex({total: 0, hits: []}));
    await user.type(screen.getByRole('searchbox'), 'zzzz{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzz”.'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('tells the visitor when the index cannot be loaded', async () => {
    const engine: SearchEngine = {kind: 'index', search: jest.fn(() => Promise.reject(new Error('offline')))};
    const user = await openDialog(engine);
    await user.type(screen.getByRole('searchbox'), 'library{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search is not available at the moment. Please try again later.'));
  });

  it('locks the button for 2 seconds after a search and shows the searching label', async () => {
    const engine = fakeIndex();
    const user = await openDialog(engine);
    await user.type(screen.getByRole('searchbox'), 'library');
    await user.click(screen.getByRole('button', {name: 'Search'}));

    const busy = screen.getByRole('button', {name: 'Searching…'});
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    expect(engine.search).toHaveBeenCalledTimes(1);

    // The lockout is 2000 ms (SEARCH_LOCKOUT_MS in index.tsx).
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', {name: 'Searching…'})).toHaveAttribute('aria-disabled', 'true');

    act(() => jest.advanceTimersByTime(1));
    const idle = screen.getByRole('button', {name: 'Search'});
    expect(idle).toHaveAttribute('aria-disabled', 'false');
    await user.click(idle);
    expect(engine.search).toHaveBeenCalledTimes(2);
  });

  it('does not search for an empty box', async () => {
    const engine = fakeIndex();
    const user = await openDialog(engine);
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(engine.search).not.toHaveBeenCalled();
    expect(screen.getByRole('button', {name: 'Search'})).toHaveAttribute('aria-disabled', 'false');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = await openDialog(fakeIndex());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Open search'})).toHaveFocus();
  });

  it('calls onClose from Escape and from the close button', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    render(<SearchDialog isOpen onClose={onClose} engine={fakeIndex()} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', {name: 'Close search'}));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openDialog(fakeIndex());
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('keeps the last query and results when opened again', async () => {
    const user = await openDialog(fakeIndex());
    await user.type(screen.getByRole('searchbox'), 'library{Enter}');
    await screen.findByRole('list');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', {name: 'Open search'}));
    expect(screen.getByRole('searchbox')).toHaveValue('library');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('speaks Dari on the Dari site, with Dari digits in the count', async () => {
    page = {locale: 'fa', translations: faMessages};
    const user = await openDialog(fakeIndex());
    expect(screen.getByRole('dialog', {name: 'جستجو در ویب‌سایت'})).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', {name: 'کلمه‌های جستجو'}), 'کتابخانه');
    await user.click(screen.getByRole('button', {name: 'جستجو'}));
    expect(screen.getByRole('button', {name: 'در حال جستجو…'})).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('۲ نتیجه برای «کتابخانه».'));
  });

  it('loads a third-party widget into its container instead of showing its own box', async () => {
    const load = jest.fn(async () => {});
    await openDialog({kind: 'widget', load});
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.getElementById('app-search-widget')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
