/**
 * The full-screen search pop-up: a title, an
 * explanatory message, a search box and a search button. Enter or the button
 * runs the query, after which the button is locked for 2 seconds and reads
 * "Searching…". Results are listed inside the dialog and their number is
 * announced politely. With a third-party provider the widget draws its own
 * box and results into the dialog instead.
 */
import {useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {interpolate} from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import identity from '@site/content/identity';
import {formatNumber} from '@site/src/lib/format';
import {useModalDialog} from '@site/src/lib/hooks/useModalDialog';
import {engineFromProvider, excerptParts, type SearchEngine, type SearchOutcome} from './searchEngine';
import styles from './styles.module.css';

/** How long the search button stays locked after a search. */
export const SEARCH_LOCKOUT_MS = 2000;

/** Id of the element a third-party widget renders into. */
export const SEARCH_WIDGET_CONTAINER_ID = 'app-search-widget';

export interface SearchDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /**
   * The engine to search with. Defaults to the provider configured in the
   * identity file; tests pass a fake index here.
   */
  readonly engine?: SearchEngine;
}

type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'; readonly query: string}
  | {readonly status: 'done'; readonly query: string; readonly outcome: SearchOutcome}
  | {readonly status: 'failed'; readonly query: string};

// Built once per page view: the Pagefind module it loads is shared too.
let defaultEngine: SearchEngine | undefined;
/** The engine of the provider configured in the identity file. */
export function getDefaultEngine(): SearchEngine {
  defaultEngine ??= engineFromProvider(identity.search);
  return defaultEngine;
}

function Excerpt({excerpt}: {readonly excerpt: string}): ReactNode {
  return excerptParts(excerpt).map((part, index) => (part.isMatch ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>));
}

/** The visible and announced summary of the last search. */
function useStatusText(state: SearchState): string {
  const {i18n} = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const formatCount = (count: number) => formatNumber(count, i18n.currentLocale);
  switch (state.status) {
    case 'idle':
    case 'loading':
      return '';
    case 'failed':
      return translate({
        id: 'search.dialog.unavailable',
        message: 'Search is not available at the moment. Please try again later.',
        description: 'Shown in the search dialog when the search index cannot be loaded',
      });
    case 'done': {
      const {total, hits} = state.outcome;
      if (total === 0) {
        return translate(
          {
            id: 'search.dialog.noResults',
            message: 'No results for “{query}”.',
            description: 'Shown in the search dialog when a search finds nothing; {query} is what the visitor typed',
          },
          {query: state.query},
        );
      }
      // Choose the plural form before filling in the query, which may itself
      // contain the form separator "|".
      const template = selectMessage(
        total,
        translate({
          id: 'search.dialog.resultCount',
          message: '{count} result for “{query}”.|{count} results for “{query}”.',
          description:
            'Number of pages a search found, announced to screen readers and shown above the results. Plural forms separated by |, see https://docusaurus.io/docs/i18n/tutorial#pluralization; {query} is what the visitor typed',
        }),
      );
      const message = interpolate(template, {count: formatCount(total), query: state.query});
      if (total <= hits.length) {
        return message;
      }
      return `${message} ${translate(
        {
          id: 'search.dialog.firstResults',
          message: 'Showing the first {shown}; add words to narrow the search.',
          description: 'Added after the result count when only the first results are listed',
        },
        {shown: formatCount(hits.length)},
      )}`;
    }
  }
}

function ResultList({outcome, onFollow}: {readonly outcome: SearchOutcome; readonly onFollow?: () => void}): ReactNode {
  if (outcome.hits.length === 0) {
    return null;
  }
  return (
    <ol className={styles.results}>
      {outcome.hits.map((hit) => (
        <li key={hit.url} className={styles.result}>
          <Link to={hit.url} className={styles.resultLink} onClick={onFollow}>
            {hit.title}
          </Link>
          <p className={styles.excerpt}>
            <Excerpt excerpt={hit.excerpt} />
          </p>
        </li>
      ))}
    </ol>
  );
}

function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** What a search box needs besides its index. */
export interface IndexSearchProps {
  readonly search: (query: string) => Promise<SearchOutcome>;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** Called when a result is followed. */
  readonly onFollow?: () => void;
  /** Called on Escape in the box; without it the browser's own Escape applies. */
  readonly onEscape?: () => void;
  /** The search page: where the form goes when it is sent before the scripts run. */
  readonly action?: string;
  /** Runs the query of the page's address (`?q=`) as soon as the box shows: the search page. */
  readonly readsAddress?: boolean;
  /** Told each query that runs (the search page keeps it in its address). */
  readonly onSearch?: (query: string) => void;
}

/** A search box over an index, with the 2-second lockout and the results. */
export function IndexSearch({search, inputRef, onFollow, onEscape, action, readsAddress = false, onSearch}: IndexSearchProps): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [isLocked, setIsLocked] = useState(false);
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const statusText = useStatusText(state);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the latest query may fill the list, whatever order answers arrive in.
  const latestRun = useRef(0);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const runQuery = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (isLocked) {
        return;
      }
      if (!trimmed) {
        inputRef.current?.focus();
        return;
      }
      setIsLocked(true);
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => setIsLocked(false), SEARCH_LOCKOUT_MS);
      onSearch?.(trimmed);

      const run = ++latestRun.current;
      setState({status: 'loading', query: trimmed});
      search(trimmed).then(
        (outcome) => {
          if (run === latestRun.current) {
            setState({status: 'done', query: trimmed, outcome});
          }
        },
        () => {
          if (run === latestRun.current) {
            setState({status: 'failed', query: trimmed});
          }
        },
      );
    },
    [inputRef, isLocked, onSearch, search],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    runQuery(query);
  };

  // Once, when the box first shows: text typed into it before the scripts
  // ran is kept; otherwise the search page runs the query of its address.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    const typed = inputRef.current?.value ?? '';
    const fromAddress = readsAddress ? (new URLSearchParams(window.location.search).get('q') ?? '') : '';
    if (typed) {
      setQuery(typed);
    } else if (fromAddress.trim()) {
      setQuery(fromAddress);
      runQuery(fromAddress);
    }
  }, [inputRef, readsAddress, runQuery]);

  // A search box takes Escape for itself (browsers clear its text), so the
  // dialog would not hear it; here Escape closes the dialog, as everywhere in it.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <>
      <form role="search" className={styles.form} action={action} method="get" onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {translate({
            id: 'search.dialog.inputLabel',
            message: 'Search terms',
            description: 'Label of the text box in the search dialog',
          })}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          {/* aria-disabled rather than disabled: a disabled button drops
              keyboard focus out of the dialog, and clicks are ignored above. */}
          <button type="submit" className={clsx('button button--primary', styles.button)} aria-disabled={isLocked}>
            {isLocked
              ? translate({
                  id: 'search.dialog.button.busy',
                  message: 'Searching…',
                  description: 'Label of the search button during the 2 seconds after a search',
                })
              : translate({
                  id: 'search.dialog.button',
                  message: 'Search',
                  description: 'Label of the button that runs the search in the search dialog',
                })}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {statusText}
      </p>
      {state.status === 'done' && <ResultList outcome={state.outcome} onFollow={onFollow} />}
    </>
  );
}

/** A third-party widget's container; its script is loaded on first open. */
export function WidgetSearch({load}: {readonly load: () => Promise<void>}): ReactNode {
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    load().catch(() => setHasFailed(true));
  }, [load]);
  return (
    <>
      <div id={SEARCH_WIDGET_CONTAINER_ID} className={styles.widget} />
      <p role="status" className={styles.status}>
        {hasFailed
          ? translate({
              id: 'search.dialog.unavailable',
              message: 'Search is not available at the moment. Please try again later.',
              description: 'Shown in the search dialog when the search index cannot be loaded',
            })
          : ''}
      </p>
    </>
  );
}

/**
 * The search dialog, a native modal `<dialog>` (src/lib/hooks/useModalDialog.ts:
 * the page behind is inert, Escape closes, focus goes to the search box and
 * back to the search button). Nothing is rendered (or loaded) until it first
 * opens; after that it stays in the page, closed, so the last query and
 * results are still there when it is opened again.
 */
export default function SearchDialog({isOpen, onClose, engine}: SearchDialogProps): ReactNode {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const activeEngine = useMemo(() => (hasOpened ? (engine ?? getDefaultEngine()) : undefined), [engine, hasOpened]);

  useEffect(() => {
    if (isOpen) {
      setHasOpened(true);
    }
  }, [isOpen]);

  useModalDialog(dialogRef, isOpen && hasOpened, {
    onClose,
    initialFocus: activeEngine?.kind === 'index' ? inputRef : undefined,
  });

  if (!hasOpened || !activeEngine) {
    return null;
  }

  // In document.body, outside the page's content and its styles; shown in
  // the top layer by useModalDialog while open.
  return createPortal(
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} aria-describedby={messageId}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {translate({
              id: 'search.dialog.title',
              message: 'Search the website',
              description: 'Title of the search dialog',
            })}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={translate({
              id: 'search.dialog.close.ariaLabel',
              message: 'Close search',
              description: 'Accessible name of the button that closes the search dialog',
            })}
          >
            <CloseIcon />
          </button>
        </div>
        <p id={messageId} className={styles.message}>
          {translate({
            id: 'search.dialog.message',
            message: 'Find pages on the website in the language you are reading. Type a word or phrase, then press Enter or choose Search.',
            description: 'Explanation under the title of the search dialog',
          })}
        </p>
        {activeEngine.kind === 'index' ? (
          <IndexSearch search={activeEngine.search} inputRef={inputRef} onFollow={onClose} onEscape={onClose} />
        ) : (
          <WidgetSearch load={activeEngine.load} />
        )}
      </div>
    </dialog>,
    document.body,
  );
}
