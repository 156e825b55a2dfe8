/**
 * The five faculties, each a button to
 * `/academics/faculty/{faculty}`. The list is static: the five faculty keys
 * (FACULTY_KEYS in content/keys.ts) with their names from the translations, so the page needs no
 * request and works in the static HTML.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CtaButton from '@site/src/components/CtaButton';
import SectionPage from '@site/src/components/SectionPage';
import {facultyTitle} from '@site/src/pages/academics/_components/academicsLabels';
import {FACULTY_KEYS} from '@site/content/keys';
import {facultyPath} from '@site/content/routes';
import styles from './faculties.module.css';

/** The faculties page, in the current locale. */
export default function FacultiesPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.faculties.title',
    message: 'Faculties',
    description: 'Title and heading of the faculties page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.faculties.intro',
    message:
      "The university's programs are organised in five faculties: Economics, Engineering, Computer Science, Social Sciences and Law. Choose a faculty to see its programs, its dean's message, its vision and mission, and its lecturers.",
    description: 'Introduction under the heading of the faculties page, also its meta description',
  });
  return (
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      <ul className={styles.faculties}>
        {FACULTY_KEYS.map((key) => {
          const name = facultyTitle(key);
          return (
            <li key={key}>
              <CtaButton to={facultyPath(key)} className={styles.button}>
                {name}
              </CtaButton>
            </li>
          );
        })}
      </ul>
    </SectionPage>
  );
}
