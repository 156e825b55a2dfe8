/**
 * The frame of every faculty page (`/academics/faculty` and its children,
 * spec 2 §2): reads and validates `?faculty=&title=`, loads the faculty in the
 * visitor's language, and shows its title (the `title` query, then the
 * faculty's translated name, until it has loaded), the sticky sub-menu, and
 * the sub-page's content, a spinner, or a clear message.
 *
 * As on program pages, the query is read only after hydration.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Spinner from '@site/src/components/Spinner';
import {api, useApi, useLang, type FacultyAnswer, type Lang} from '@site/src/lib/api';
import PageIntro from '../PageIntro';
import SubNav from '../SubNav';
import {LoadError, Notice, isNotFound} from '../Status';
import {facultySubpageLabel, facultyTitle} from '../labels';
import {FACULTY_SUBPAGES, facultyHref, parseFacultyQuery, type FacultyKey, type FacultyQuery, type FacultySubpage} from '../query';
import styles from '../ProgramPage/styles.module.css';

/** What a faculty sub-page renders its content from. */
export interface FacultyPageContext {
  readonly answer: FacultyAnswer;
  readonly faculty: FacultyKey;
  readonly title: string;
  readonly lang: Lang;
}

/** The validated faculty query of the page, or undefined before hydration. */
export function useFacultyQuery(): FacultyQuery | undefined {
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  return isBrowser ? parseFacultyQuery(search) : undefined;
}

function FacultyNotFound(): ReactNode {
  return (
    <Notice>
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
    </Notice>
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
    content = <FacultyNotFound />;
  } else if (state.status === 'loading') {
    content = <Spinner />;
  } else if (state.status === 'error') {
    content = isNotFound(state.error) ? (
      <FacultyNotFound />
    ) : (
      <LoadError
        error={state.error}
        message={translate({
          id: 'academics.faculty.loadError',
          message: 'The faculty could not be loaded. Please try again later.',
          description: 'Shown in red when the faculty request fails',
        })}
      />
    );
  } else {
    content = children({answer: state.data, faculty, title, lang});
  }

  return (
    <Layout title={`${heading} | ${title}`} description={description}>
      <main className={styles.page}>
        <PageIntro
          eyebrow={translate({id: 'academics.faculty.eyebrow', message: 'Faculty', description: 'Small line above a faculty title'})}
          title={title}
        />
        {faculty ? (
          <SubNav
            label={translate({id: 'academics.faculty.nav.ariaLabel', message: 'Faculty pages', description: 'Accessible name of the faculty sub-menu'})}
            items={FACULTY_SUBPAGES.map((item) => ({
              href: facultyHref({faculty, title: query?.title}, item),
              label: facultySubpageLabel(item),
              isCurrent: item === subpage,
            }))}
          />
        ) : null}
        <div className={styles.content}>
          <h2 className={styles.subpageHeading}>{heading}</h2>
          {content}
        </div>
      </main>
    </Layout>
  );
}
