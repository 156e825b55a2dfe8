/**
 * Lecturer profile: `/academics/programs/{program}/faculty-profile/{lecturerId}`,
 * with the sub-menu of the program it is reached from. The build renders it
 * for every lecturer in data/ under each program the lecturer teaches in;
 * the pattern route shows a lecturer imported later, loading
 * `/web/lecturer/{lecturerId}`. A malformed or unknown id shows a clear
 * message.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import DetailShell from '@site/src/components/DetailShell';
import ItemHeadTags from '@site/src/components/ItemHead';
import StatusMessage from '@site/src/components/StatusMessage';
import SectionPage from '@site/src/components/SectionPage';
import LecturerProfile from '@site/src/pages/academics/_components/LecturerProfile';
import {ProgramSubNav, useProgramLookup} from '@site/src/pages/academics/_components/ProgramPage';
import {isTemplateAddress, programPath} from '@site/content/routes';
import {useCanonicalPath} from '@site/src/lib/hooks/useCanonicalPath';
import PageUrlTags from '@site/src/components/PageUrlTags';
import {api, useApi, useLang, useRouteCanonical, useRouteItem, withRouteData} from '@site/src/lib/api';

/** The lecturer profile page, in the current locale. */
function LecturerProfilePage(): ReactNode {
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
  const ownPath = useCanonicalPath();
  const canonicalPath = useRouteCanonical() ?? ownPath;
  const program = useProgramLookup();
  const tag = program.status === 'found' ? program.tag : undefined;
  const lecturer = useRouteItem(api.lecturer, (answer) => (Array.isArray(answer.lecturer) ? answer.lecturer[0] : undefined));
  const details = useApi(tag === undefined ? null : api.programDetails(tag, lang));
  const programTitle = (details.status === 'loaded' && details.data.title) || '';
  return (
    <>
      {isTemplateAddress(ownPath) ? null : <PageUrlTags path={canonicalPath} />}
      <DetailShell
        state={lecturer}
        frame={(item, body) => (
          <SectionPage
            title={item ? item.name : pageTitle}
            documentTitle={item ? `${item.name} | ${pageTitle}` : pageTitle}
            description={intro}
            // A page built without its program (a lecturer imported later)
            // keeps the line the program's name will take: nothing moves when it arrives.
            eyebrow={programTitle || (item ? pageTitle : '\u00a0')}
            nav={<ProgramSubNav tag={tag} />}
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
              <Link to={tag === undefined ? '/academics/faculties' : programPath(tag, 'faculty-profile')}>
                {tag !== undefined
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
            <ItemHeadTags />
            <LecturerProfile profile={item} />
          </>
        )}
      </DetailShell>
    </>
  );
}

export default withRouteData(LecturerProfilePage);
