/**
 * The numbered papers of a conference, in lettered sections (spec 2: "36
 * papers numbered 1-36 in sections A-E"). Numbers run on across sections,
 * so each section's list starts where the previous one stopped. Titles and
 * authors stay in the language they were written in.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Paper, PaperSection} from '@site/src/data/conferences/model';
import {langAttributes} from '../langAttributes';
import styles from './styles.module.css';

/** One paper: its title and authors, in their own language and direction. */
export function PaperItem({paper}: {readonly paper: Paper}): ReactNode {
  return (
    <li value={paper.number} className={styles.paper}>
      <div {...langAttributes(paper.lang)}>
        <span className={styles.title}>{paper.title}</span>
        <span className={styles.authors}>{paper.authors}</span>
      </div>
    </li>
  );
}

export interface PaperListProps {
  readonly sections: readonly PaperSection[];
}

/** Sections A–E, each a heading and the ordered list of its papers. */
export default function PaperList({sections}: PaperListProps): ReactNode {
  return (
    <div className={styles.paperList}>
      {sections.map((section) => (
        <section key={section.letter} className={styles.section}>
          <h3 className={styles.heading}>
            {translate(
              {
                id: 'conference.papers.sectionHeading',
                message: 'Section {letter}: {title}',
                description:
                  'Heading of a section of the conference paper list; {letter} is A–E (الف، ب… in Dari and Pashto), {title} its theme',
              },
              {letter: section.letter, title: section.title},
            )}
          </h3>
          <ol className={styles.papers} start={section.papers[0]?.number ?? 1}>
            {section.papers.map((paper) => (
              <PaperItem key={paper.number} paper={paper} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
