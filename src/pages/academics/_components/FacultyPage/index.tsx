/**
 * The frame of every faculty page (`/academics/faculty/engineering` and its
 * sub-pages): the faculty the address names (content/routes.ts,
 * FACULTY_SLUGS), loaded in the visitor's language, with its title (its
 * translated name until it has loaded), the sticky sub-menu, and the
 * sub-page's content, a spinner, or a clear message. The build renders the
 * pages of every faculty in data/.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Spinner, {SpinnerPlace} from '@site/src/components/Spinner';
import StatusMessage, {isNotFound} from '@site/src/components/StatusMessage';
import {api, useApi, useLang, useRenderedLocation, type FacultyAnswer, type Lang} from '@site/src/lib/api';
import SectionPage from '@site/src/components/SectionPage';
import SubNav from '../SubNav';
import {facultySubpageLabel, facultyTitle} from '../academicsLabels';
import type {FacultyKey} from '@site/content/keys';
import {stripLocalePrefix} from '@site/content/locales';
import {FACULTY_SUBPAGES, facultyFromSlug, facultyPath, type FacultySubpage} from '@site/content/routes';
import styles from '../ProgramPage/styles.module.css';

/** What a faculty sub-page renders its content from. */
export interface FacultyPageContext {
  readonly answer: FacultyAnswer;
  readonly faculty: FacultyKey;
  readonly title: string;
  readonly lang: Lang;
}

/** The faculty a path without locale names (`/academics/faculty/engineering/programs` → Engineering). */
export function facultyOfPath(pathWithoutLocale: string): FacultyKey | undefined {
  const segment = /^\/academics\/faculty\/([^/]+)/.exec(pathWithoutLocale)?.[1];
  return segment === undefined ? undefined : facultyFromSlug(segment);
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
  const faculty = facultyOfPath(stripLocalePrefix(useRenderedLocation().pathname));
  const state = useApi(faculty ? api.faculty(faculty, lang) : null);
  const knownTitle = faculty ? facultyTitle(faculty) : '';
  const title =
    (state.status === 'loaded' && state.data.faculty.title) ||
    knownTitle ||
    translate({id: 'academics.faculty.fallbackTitle', message: 'Faculty', description: 'Page title of a faculty page before its name is known'});

  let content: ReactNode;
  if (!faculty) {
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
              href: facultyPath(faculty, item),
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
