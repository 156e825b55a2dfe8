/**
 * Content of the 404 page, ejected from the classic theme (its
 * NotFound/index.tsx, kept as it is, wraps this in the Layout) to show the
 * site's own texts and a button that opens the search dialog.
 */
import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/NotFound/Content';
import CtaButton from '@site/src/components/CtaButton';
import SearchDialog from '@site/src/components/SearchDialog/LazySearchDialog';
import ErrorPanel from './ErrorPanel';
import styles from './styles.module.css';

/** The 404 message, the search suggestion and the way home. */
export default function NotFoundContent(_props: Props): ReactNode {
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  return (
    <ErrorPanel
      title={translate({
        id: 'error.notFound.title',
        message: '404 — Page Not Found',
        description: 'Heading and title of the page shown for an address that does not exist',
      })}
      message={translate({
        id: 'error.notFound.message',
        message:
          'The page you are looking for may have been moved, deleted or never existed. Try the search bar to find what you need, or go back to the home page.',
        description: 'Message of the 404 page',
      })}
    >
      <CtaButton to="/">
        {translate({
          id: 'error.homeButton',
          message: 'Home Page',
          description: 'Button on the 404 and 500 pages that goes to the home page',
        })}
      </CtaButton>
      <button type="button" className={styles.searchButton} aria-haspopup="dialog" onClick={() => setIsSearchOpen(true)}>
        {translate({
          id: 'error.notFound.searchButton',
          message: 'Search the website',
          description: 'Button on the 404 page that opens the search dialog',
        })}
      </button>
      <SearchDialog isOpen={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </ErrorPanel>
  );
}
