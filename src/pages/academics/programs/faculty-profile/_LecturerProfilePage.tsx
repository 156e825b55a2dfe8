/**
 * Lecturer profile: `/academics/programs/faculty-profile/:lecturerId?program=&type=&title=`.
 * The build renders it for every lecturer in data/, with the sub-menu of the
 * lecturer's first program; the template answers lecturers imported later
 * and loads `/web/lecturer/{lecturerId}`. It carries the sub-menu of the
 * program named in the query, whose title comes from the program's details
 * (the `title` query until they load). A malformed or unknown id shows a
 * clear message.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import DetailShell from '@site/src/components/DetailShell';
import ItemHeadTags from '@site/src/components/ItemHead';
import StatusMessage from '@site/src/components/StatusMessage';
import SectionPage from '@site/src/components/SectionPage';
import LecturerProfile from '@site/src/pages/academics/_components/LecturerProfile';
import {ProgramSubNav, useProgramQuery} from '@site/src/pages/academics/_components/ProgramPage';
import {parseProgramQuery, programHref} from '@site/src/pages/academics/_components/academicsUrls';
import {lecturerHead} from '@site/content/item-head';
import {api, idFromPath, useApi, useBuiltSearch, useLang, useRenderedLocation, useRouteItem} from '@site/src/lib/api';

/** The lecturer profile page, in the current locale. */
export default function LecturerProfilePage(): ReactNode {
  const pageTitle = translate({
    id: 'pages.academics.lecturer.title',
    message: 'Lecturer profile',
    description: 'Title and heading of the lecturer profile page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.lecturer.intro',
    message:
      "A lecturer's photo, academic title and contact details, with their education, experience, the courses they teach and their publications.",
    description: 'Introduction under the heading of the lecturer profile page, also its meta description',
  });
  const lang = useLang();
  const {pathname} = useRenderedLocation();
  // A profile reached without a program in its address shows the sub-menu
  // of the program it was built with (the lecturer's home program).
  const addressed = useProgramQuery();
  const builtSearch = useBuiltSearch();
  const query = addressed?.program === undefined && builtSearch !== '' ? parseProgramQuery(builtSearch) : addressed;
  const lecturer = useRouteItem(api.lecturer, (answer) => (Array.isArray(answer.lecturer) ? answer.lecturer[0] : undefined));
  const program = useApi(query?.program ? api.programDetails(query.program, lang) : null);
  const programTitle = (program.status === 'loaded' && program.data.title) || query?.title || '';
  const validQuery = query?.program ? {type: query.type, program: query.program, title: query.title} : undefined;
  return (
    <DetailShell
      state={lecturer}
      frame={(item, body) => (
        <SectionPage
          title={item ? item.name : pageTitle}
          documentTitle={item ? `${item.name} | ${pageTitle}` : pageTitle}
          description={intro}
          eyebrow={programTitle || (item ? pageTitle : undefined)}
          nav={<ProgramSubNav query={validQuery} />}
        >
          {body}
        </SectionPage>
      )}
      notFound={
        <StatusMessage kind="notice">
          <p>
            {translate({
              id: 'academics.lecturer.notFound',
              message: 'We could not find this lecturer.',
              description: 'Shown when the address names no lecturer, or one that does not exist',
            })}
          </p>
          <p>
            <Link to={validQuery ? programHref(validQuery, 'faculty-profile') : '/academics/faculties'}>
              {validQuery
                ? translate({
                    id: 'academics.lecturer.backToProgram',
                    message: 'See the lecturers of this program',
                    description: 'Link from the lecturer not-found message',
                  })
                : translate({
                    id: 'academics.faculty.notFound.link',
                    message: 'See all faculties',
                    description: 'Link from the faculty not-found message to the list of faculties',
                  })}
            </Link>
          </p>
        </StatusMessage>
      }
      failed={(error) => (
        <StatusMessage kind="error" error={error}>
          {translate({
            id: 'academics.lecturer.loadError',
            message: 'The lecturer profile could not be loaded. Please try again later.',
            description: 'Shown in red when the lecturer request fails',
          })}
        </StatusMessage>
      )}
    >
      {(item) => (
        <>
          <ItemHeadTags head={lecturerHead(idFromPath(pathname) ?? 0, item)} />
          <LecturerProfile profile={item} />
        </>
      )}
    </DetailShell>
  );
}
