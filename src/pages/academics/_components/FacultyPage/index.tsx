/**
 * The frame of every faculty page (`/academics/faculty` and its children):
 * reads and validates `?faculty=&title=`, loads the faculty in the
 * visitor's language, and shows its title (the `title` query, then the
 * faculty's translated name, until it has loaded), the sticky sub-menu, and
 * the sub-page's content, a spinner, or a clear message.
 *
 * As on program pages, the page at the bare address shows a spinner until
 * the browser has read the query; each faculty's pages are built.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Spinner, {SpinnerPlace} from '@site/src/components/Spinner';
import StatusMessage, {isNotFound} from '@site/src/components/StatusMessage';
import {api, useApi, useLang, useRenderedLocation, type FacultyAnswer, type Lang} from '@site/src/lib/api';
import SectionPage from '@site/src/components/SectionPage';
import SubNav from '../SubNav';
import {facultySubpageLabel, facultyTitle} from '../academicsLabels';
import type {FacultyKey} from '@site/content/keys';
import {FACULTY_SUBPAGES, type FacultySubpage} from '@site/content/routes';
import {facultyHref, parseFacultyQuery, type FacultyQuery} from '../academicsUrls';
import styles from '../ProgramPage/styles.module.css';

/** What a faculty sub-page renders its content from. */
export interface FacultyPageContext {
  readonly answer: FacultyAnswer;
  readonly faculty: FacultyKey;
  readonly title: string;
  readonly lang: Lang;
}

/**
 * The validated faculty query of the page; undefined while a page built
 * without a faculty (the bare address) has not yet read the real query.
 */
export function useFacultyQuery(): FacultyQuery | undefined {
  const {search} = useRenderedLocation();
  const isBrowser = useIsBrowser();
  const query = parseFacultyQuery(search);
  return query.faculty === undefined && !isBrowser ? undefined : query;
}

function FacultyNotFound(): ReactNode {
  return (
    <StatusMessage kind="notice">
      <p>
        <Translate id="academics.faculty.notFound" description="Shown when the address names no faculty, or an unknown one">
          We could not find this faculty.
        </Translate>
      </p>
      <p>
        <Link to="/academics/faculties">
          <Translate id="academics.faculty.notFound.link" description="Link from the faculty not-found message to the list of faculties">
            See all faculties
          </Translate>
        </Link>
      </p>
    </StatusMessage>
  );
}

export interface FacultyPageProps {
  readonly subpage: FacultySubpage;
  /** The sub-page's heading ("Fee structure"); also the first part of the document title. */
  readonly heading: string;
  /** The page's meta description. */
  readonly description: string;
  /** The sub-page's content, once the faculty has loaded. */
  readonly children: (context: FacultyPageContext) => ReactNode;
}

/** A faculty page: title, sub-menu and the sub-page's content. */
export default function FacultyPage({subpage, heading, description, children}: FacultyPageProps): ReactNode {
  const lang = useLang();
  const query = useFacultyQuery();
  const faculty = query?.faculty;
  const state = useApi(faculty ? api.faculty(faculty, lang) : null);
  const knownTitle = query?.title || (faculty ? facultyTitle(faculty) : '');
  const title =
    (state.status === 'loaded' && state.data.faculty.title) ||
    knownTitle ||
    translate({id: 'academics.faculty.fallbackTitle', message: 'Faculty', description: 'Page title of a faculty page before its name is known'});

  let content: ReactNode;
  if (query === undefined) {
    content = <Spinner />;
  } else if (!faculty) {
    content = (
      <SpinnerPlace>
        <FacultyNotFound />
      </SpinnerPlace>
    );
  } else if (state.status === 'loading') {
    content = <Spinner />;
  } else if (state.status === 'error') {
    content = (
      <SpinnerPlace>
        {isNotFound(state.error) ? (
          <FacultyNotFound />
        ) : (
          <StatusMessage kind="error" error={state.error}>
            {translate({
              id: 'academics.faculty.loadError',
              message: 'The faculty could not be loaded. Please try again later.',
              description: 'Shown in red when the faculty request fails',
            })}
          </StatusMessage>
        )}
      </SpinnerPlace>
    );
  } else {
    content = children({answer: state.data, faculty, title, lang});
  }

  return (
    <SectionPage
      title={title}
      documentTitle={`${heading} | ${title}`}
      description={description}
      eyebrow={translate({id: 'academics.faculty.eyebrow', message: 'Faculty', description: 'Small line above a faculty title'})}
      nav={
        faculty ? (
          <SubNav
            label={translate({
              id: 'academics.faculty.nav.ariaLabel',
              message: 'Faculty pages',
              description: 'Accessible name of the faculty sub-menu',
            })}
            items={FACULTY_SUBPAGES.map((item) => ({
              href: facultyHref({faculty, title: query?.title}, item),
              label: facultySubpageLabel(item),
              isCurrent: item === subpage,
            }))}
          />
        ) : null
      }
    >
      <h2 className={styles.subpageHeading}>{heading}</h2>
      {content}
    </SectionPage>
  );
}
