/**
 * The frame of every program page (`/academics/programs` and its children):
 * reads and validates `?type=&program=&title=`, loads the
 * program in the visitor's language, and shows the program title (the `title`
 * query until the program has loaded), the sticky sub-menu, and then the
 * sub-page's content, a spinner, or a clear message.
 *
 * The build renders each program's pages (plugins/data-pages); the page at
 * the bare address, which answers any other query, is built without one and
 * shows a spinner until the browser has read the query.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Spinner, {SpinnerPlace} from '@site/src/components/Spinner';
import StatusMessage, {isNotFound} from '@site/src/components/StatusMessage';
import {api, useApi, useLang, useRenderedLocation, type Lang, type ProgramDetail} from '@site/src/lib/api';
import SectionPage from '@site/src/components/SectionPage';
import SubNav from '../SubNav';
import {programSubpageLabel, programTypeLabel} from '../academicsLabels';
import type {ProgramType} from '@site/content/keys';
import {PROGRAM_SUBPAGES, type ProgramSubpage} from '@site/content/routes';
import {parseProgramQuery, programHref, type ProgramQuery} from '../academicsUrls';
import styles from './styles.module.css';

/** A program query whose program is known to be well formed. */
export interface ValidProgramQuery {
  readonly type: ProgramType | undefined;
  readonly program: string;
  readonly title: string;
}

/** What a program sub-page renders its content from. */
export interface ProgramPageContext {
  readonly detail: ProgramDetail;
  readonly query: ValidProgramQuery;
  readonly lang: Lang;
}

/**
 * The validated program query of the page; undefined while a page built
 * without a program (the bare address) has not yet read the real query.
 */
export function useProgramQuery(): ProgramQuery | undefined {
  const {search} = useRenderedLocation();
  const isBrowser = useIsBrowser();
  const query = parseProgramQuery(search);
  return query.program === undefined && !isBrowser ? undefined : query;
}

/** The program's sub-menu; `current` is the page shown, if it is one of them. */
export function ProgramSubNav({query, current}: {query: ValidProgramQuery | undefined; current?: ProgramSubpage}): ReactNode {
  return (
    <SubNav
      label={translate({id: 'academics.program.nav.ariaLabel', message: 'Program pages', description: 'Accessible name of the program sub-menu'})}
      // Without a program (the page has not read its address yet, or the
      // address names none) the menu only holds its room: the content under
      // it stays where it is when a program's menu shows.
      placeholder={query === undefined}
      items={PROGRAM_SUBPAGES.map((subpage) => ({
        href: query === undefined ? `/academics/programs${subpage ? `/${subpage}` : ''}` : programHref(query, subpage),
        label: programSubpageLabel(subpage),
        isCurrent: subpage === current,
      }))}
    />
  );
}

/** "Please choose a program from the graduate or undergraduate programs", with links. */
function ProgramListsLine(): ReactNode {
  return (
    <p>
      <Translate
        id="academics.program.notFound.lists"
        description="Second line of the program not-found message; the placeholders are links"
        values={{
          graduate: (
            <Link to="/academics/graduate/graduate-programs">
              {translate({
                id: 'academics.program.notFound.graduate',
                message: 'graduate programs',
                description: 'Link text in the program not-found message',
              })}
            </Link>
          ),
          undergraduate: (
            <Link to="/academics/undergraduate/undergraduate-programs">
              {translate({
                id: 'academics.program.notFound.undergraduate',
                message: 'undergraduate programs',
                description: 'Link text in the program not-found message',
              })}
            </Link>
          ),
        }}
      >
        {'Please choose a program from the {graduate} or the {undergraduate}.'}
      </Translate>
    </p>
  );
}

/** "This program was not found" with the way back to the program lists. */
export function ProgramNotFound(): ReactNode {
  return (
    <StatusMessage kind="notice">
      <p>
        <Translate id="academics.program.notFound" description="Shown when the address names no program, or a program that does not exist">
          We could not find this program.
        </Translate>
      </p>
      <ProgramListsLine />
    </StatusMessage>
  );
}

/** For the structure and fee pages: the address names no valid program type. */
export function ProgramTypeMissing(): ReactNode {
  return (
    <StatusMessage kind="notice">
      <p>
        <Translate
          id="academics.program.typeMissing"
          description="Shown on the structure and fee pages when the address does not say whether the program is graduate or undergraduate"
        >
          The address of this page does not say whether the program is a graduate or an undergraduate program, so its tables cannot be shown.
        </Translate>
      </p>
      <ProgramListsLine />
    </StatusMessage>
  );
}

function programLoadError(error: Error): ReactNode {
  return isNotFound(error) ? (
    <ProgramNotFound />
  ) : (
    <StatusMessage kind="error" error={error}>
      {translate({
        id: 'academics.program.loadError',
        message: 'The program could not be loaded. Please try again later.',
        description: 'Shown in red when the program request fails',
      })}
    </StatusMessage>
  );
}

export interface ProgramPageProps {
  readonly subpage: ProgramSubpage;
  /** The sub-page's heading ("Fee structure"); also the first part of the document title. */
  readonly heading: string;
  /** The page's meta description. */
  readonly description: string;
  /** The sub-page's content, once the program has loaded. */
  readonly children: (context: ProgramPageContext) => ReactNode;
}

/** A program page: title, sub-menu and the sub-page's content. */
export default function ProgramPage({subpage, heading, description, children}: ProgramPageProps): ReactNode {
  const lang = useLang();
  const query = useProgramQuery();
  const program = query?.program;
  const state = useApi(program ? api.programDetails(program, lang) : null);
  const fallbackTitle = translate({
    id: 'academics.program.fallbackTitle',
    message: 'Program',
    description: 'Page title of a program page before its name is known',
  });
  const title = state.status === 'loaded' && state.data.title ? state.data.title : query?.title || fallbackTitle;
  const validQuery: ValidProgramQuery | undefined = program && query ? {type: query.type, program, title: query.title} : undefined;

  let content: ReactNode;
  if (query === undefined) {
    content = <Spinner />;
  } else if (!validQuery) {
    content = (
      <SpinnerPlace>
        <ProgramNotFound />
      </SpinnerPlace>
    );
  } else if (state.status === 'loading') {
    content = <Spinner />;
  } else if (state.status === 'error') {
    content = <SpinnerPlace>{programLoadError(state.error)}</SpinnerPlace>;
  } else {
    content = children({detail: state.data, query: validQuery, lang});
  }

  return (
    <SectionPage
      title={title}
      documentTitle={`${heading} | ${title}`}
      description={description}
      eyebrow={programTypeLabel(query?.type)}
      nav={<ProgramSubNav query={validQuery} current={subpage} />}
    >
      <h2 className={styles.subpageHeading}>{heading}</h2>
      {content}
    </SectionPage>
  );
}
