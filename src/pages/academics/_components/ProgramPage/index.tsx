/**
 * The frame of every program page (`/academics/programs/mba` and its
 * sub-pages): finds the program the address names, loads it in the
 * visitor's language, and shows its title, the sticky sub-menu, and then the
 * sub-page's content, a spinner, or a clear message.
 *
 * The build renders each program's pages with the program's data
 * (plugins/data-pages); a program imported after the build is shown by the
 * same components through its pattern route, which find its Tag in the
 * program lists by the address's segment (its Tag in lower case).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useBuiltOrLive} from '@site/src/lib/hooks/useBuiltOrLive';
import Spinner, {SpinnerPlace} from '@site/src/components/Spinner';
import StatusMessage, {isNotFound} from '@site/src/components/StatusMessage';
import {api, useApi, useLang, useRenderedLocation, useRouteProgram, type Lang, type ProgramDetail} from '@site/src/lib/api';
import SectionPage from '@site/src/components/SectionPage';
import SubNav from '../SubNav';
import {programSubpageLabel, programTypeLabel} from '../academicsLabels';
import type {ProgramType} from '@site/content/keys';
import {stripLocalePrefix} from '@site/content/locales';
import {isProgramSlug, PROGRAM_SUBPAGES, programPath, programSlug, type ProgramSubpage} from '@site/content/routes';
import styles from './styles.module.css';

/** A program as its pages need it: its Tag and whether it is graduate or undergraduate. */
export interface ProgramIdentity {
  readonly tag: string;
  readonly type: ProgramType;
}

/** What a program sub-page renders its content from. */
export interface ProgramPageContext {
  readonly detail: ProgramDetail;
  readonly program: ProgramIdentity;
  readonly lang: Lang;
}

/** The program address segment of a path without locale (`/academics/programs/mba/fee-structure` → `mba`). */
export function programSegment(pathWithoutLocale: string): string | undefined {
  return /^\/academics\/programs\/([^/]+)/.exec(pathWithoutLocale)?.[1];
}

/** Which program a page shows, as far as it is known yet. */
export type ProgramLookup =
  | {readonly status: 'loading'}
  | {readonly status: 'notFound'}
  | {readonly status: 'error'; readonly error: Error}
  | ({readonly status: 'found'} & ProgramIdentity);

/**
 * The program the page's address names: the one its route was built for, or
 * (a program imported after the build) the one of the program lists whose Tag
 * lower-cases to the address's segment. Loading while a template page is
 * rendered or hydrated.
 */
export function useProgramLookup(): ProgramLookup {
  const lang = useLang();
  const built = useRouteProgram();
  // Read only when the route does not name its program (a template page).
  const isBrowser = useBuiltOrLive(built !== undefined, true);
  const segment = programSegment(stripLocalePrefix(useRenderedLocation().pathname));
  const lookUp = built === undefined && isBrowser && segment !== undefined && isProgramSlug(segment);
  const graduate = useApi(lookUp ? api.programs('graduate-programs', lang) : null);
  const undergraduate = useApi(lookUp ? api.programs('undergraduate-programs', lang) : null);
  if (built !== undefined) return {status: 'found', ...built};
  if (!isBrowser) return {status: 'loading'};
  if (!lookUp) return {status: 'notFound'};
  const lists = [
    {type: 'graduate-programs' as const, state: graduate},
    {type: 'undergraduate-programs' as const, state: undergraduate},
  ];
  for (const {type, state} of lists) {
    const found =
      state.status === 'loaded' && Array.isArray(state.data) ? state.data.find((program) => programSlug(program.Tag) === segment) : undefined;
    if (found !== undefined) return {status: 'found', tag: found.Tag, type};
  }
  if (lists.some(({state}) => state.status === 'loading')) return {status: 'loading'};
  const failed = lists.find(({state}) => state.status === 'error')?.state;
  return failed?.status === 'error' && !isNotFound(failed.error) ? {status: 'error', error: failed.error} : {status: 'notFound'};
}

/** The program's sub-menu; `current` is the page shown, if it is one of them. Without a program it only holds its room. */
export function ProgramSubNav({tag, current}: {tag: string | undefined; current?: ProgramSubpage}): ReactNode {
  return (
    <SubNav
      label={translate({id: 'academics.program.nav.ariaLabel', message: 'Program pages', description: 'Accessible name of the program sub-menu'})}
      // Without a program (a template page, or a program not found) the menu
      // only holds its room: the content under it stays where it is when a
      // program's menu shows.
      placeholder={tag === undefined}
      items={PROGRAM_SUBPAGES.map((subpage) => ({
        href: tag === undefined ? '/academics/programs' : programPath(tag, subpage),
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
  const program = useProgramLookup();
  const state = useApi(program.status === 'found' ? api.programDetails(program.tag, lang) : null);
  const fallbackTitle = translate({
    id: 'academics.program.fallbackTitle',
    message: 'Program',
    description: 'Page title of a program page before its name is known',
  });
  const title = state.status === 'loaded' && state.data.title ? state.data.title : fallbackTitle;

  let content: ReactNode;
  if (program.status === 'loading') {
    content = <Spinner />;
  } else if (program.status === 'notFound') {
    content = (
      <SpinnerPlace>
        <ProgramNotFound />
      </SpinnerPlace>
    );
  } else if (program.status === 'error') {
    content = <SpinnerPlace>{programLoadError(program.error)}</SpinnerPlace>;
  } else if (state.status === 'loading') {
    content = <Spinner />;
  } else if (state.status === 'error') {
    content = <SpinnerPlace>{programLoadError(state.error)}</SpinnerPlace>;
  } else {
    content = children({detail: state.data, program: {tag: program.tag, type: program.type}, lang});
  }

  return (
    <SectionPage
      title={title}
      documentTitle={`${heading} | ${title}`}
      description={description}
      eyebrow={program.status === 'found' ? programTypeLabel(program.type) : undefined}
      nav={<ProgramSubNav tag={program.status === 'found' ? program.tag : undefined} current={subpage} />}
    >
      <h2 className={styles.subpageHeading}>{heading}</h2>
      {content}
    </SectionPage>
  );
}
