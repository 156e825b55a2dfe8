/**
 * The dean's message of a faculty,
 * `/academics/faculty/{faculty}/dean-message`: the message and the
 * dean's name and title as its signature.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import FacultyPage from '@site/src/pages/academics/_components/FacultyPage';
import {Paragraphs} from '@site/src/components/RichText';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';
import {withRouteData} from '@site/src/lib/api';

/** The faculty dean's message page, in the current locale. */
function FacultyDeanMessagePage(): ReactNode {
  const title = translate({
    id: 'pages.academics.faculty.deanMessage.title',
    message: "Dean's message",
    description: "Title and heading of the faculty dean's message page",
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.faculty.deanMessage.intro',
    message: 'The dean introduces the faculty and speaks to current and future students about what it offers them and what it expects of them.',
    description: "Introduction under the heading of the faculty dean's message page, also its meta description",
  });
  return (
    <FacultyPage subpage="dean-message" heading={title} description={intro}>
      {({answer}) => (
        <figure className={styles.prose}>
          <blockquote className={styles.quote}>
            <Paragraphs text={answer.faculty.deanMessage} />
          </blockquote>
          {answer.faculty.dean ? <figcaption className={styles.signature}>{answer.faculty.dean}</figcaption> : null}
        </figure>
      )}
    </FacultyPage>
  );
}

export default withRouteData(FacultyDeanMessagePage);
