/**
 * Program fee structure,
 * `/academics/programs/fee-structure?type=&program=&title=`: the fee text and
 * one fee table for an undergraduate program, two (the 2-year and 2.5-year
 * variants) for a graduate one; the arithmetic is src/lib/fees.ts.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage, {ProgramTypeMissing} from '@site/src/pages/academics/_components/ProgramPage';
import FeeTables from '@site/src/pages/academics/_components/FeeTables';
import {Paragraphs} from '@site/src/components/RichText';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';

/** The program fee structure page, in the current locale. */
export default function ProgramFeeStructurePage(): ReactNode {
  const title = translate({
    id: 'pages.academics.program.feeStructure.title',
    message: 'Fee structure',
    description: 'Title and heading of the program fee structure page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.program.feeStructure.intro',
    message:
      "What the program costs: the fee per credit, the admission fee charged each semester and the total tuition. For master's programs the two-year and two-and-a-half-year variants are shown side by side.",
    description: 'Introduction under the heading of the program fee structure page, also its meta description',
  });
  return (
    <ProgramPage subpage="fee-structure" heading={title} description={intro}>
      {({detail, query, lang}) => (
        <>
          <Paragraphs text={detail.fee_structure} className={styles.prose} />
          {query.type ? <FeeTables program={detail} type={query.type} locale={lang} /> : <ProgramTypeMissing />}
        </>
      )}
    </ProgramPage>
  );
}
