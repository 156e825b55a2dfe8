/**
 * Lecturer profile (spec 2 §2 Academics):
 * `/academics/programs/faculty-profile/:lecturerId?program=&type=&title=`, one
 * page per locale that reads the id from the URL (DESIGN §3) and loads
 * `/web/lecturer/{lecturerId}`. It carries the sub-menu of the program named
 * in the query, whose title comes from the program's details (the `title`
 * query until they load). A malformed or unknown id shows a clear message.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Spinner from '@site/src/components/Spinner';
import PageIntro from '@site/src/components/academics/PageIntro';
import {useRouteItem} from '@site/src/components/academics/DetailState';
import LecturerProfile from '@site/src/components/academics/LecturerProfile';
import {ProgramSubNav, useProgramQuery} from '@site/src/components/academics/ProgramPage';
import {LoadError, Notice} from '@site/src/components/academics/Status';
import {programHref} from '@site/src/components/academics/query';
import {api, useApi, useLang} from '@site/src/lib/api';
import styles from '@site/src/components/academics/ProgramPage/styles.module.css';

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
  const query = useProgramQuery();
  const lecturer = useRouteItem(api.lecturer, (answer) => (Array.isArray(answer.lecturer) ? answer.lecturer[0] : undefined));
  const program = useApi(query?.program ? api.programDetails(query.program, lang) : null);
  const programTitle = (program.status === 'loaded' && program.data.title) || query?.title || '';
  const validQuery = query?.program ? {type: query.type, program: query.program, title: query.title} : undefined;
  const name = lecturer.kind === 'loaded' ? lecturer.item.name : pageTitle;

  let content: ReactNode;
  switch (lecturer.kind) {
    case 'loading':
      content = <Spinner />;
      break;
    case 'notFound':
      content = (
        <Notice>
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
                ? translate({id: 'academics.lecturer.backToProgram', message: 'See the lecturers of this program', description: 'Link from the lecturer not-found message'})
                : translate({id: 'academics.faculty.notFound.link', message: 'See all faculties', description: 'Link from the faculty not-found message to the list of faculties'})}
            </Link>
          </p>
        </Notice>
      );
      break;
    case 'failed':
      content = (
        <LoadError
          error={lecturer.error}
          message={translate({
            id: 'academics.lecturer.loadError',
            message: 'The lecturer profile could not be loaded. Please try again later.',
            description: 'Shown in red when the lecturer request fails',
          })}
        />
      );
      break;
    default:
      content = <LecturerProfile profile={lecturer.item} />;
  }

  return (
    <Layout title={lecturer.kind === 'loaded' ? `${name} | ${pageTitle}` : pageTitle} description={intro}>
      <main className={styles.page}>
        <PageIntro eyebrow={programTitle || (lecturer.kind === 'loaded' ? pageTitle : undefined)} title={name} />
        {validQuery ? <ProgramSubNav query={validQuery} /> : null}
        <div className={styles.content}>{content}</div>
      </main>
    </Layout>
  );
}
