/**
 * Program fee structure,
 * `/academics/programs/{program}/fee-structure`: the fee text and
 * one fee table for an undergraduate program, two (the 2-year and 2.5-year
 * variants) for a graduate one; the arithmetic is src/lib/fees.ts.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage from '@site/src/pages/academics/_components/ProgramPage';
import FeeTables from '@site/src/pages/academics/_components/FeeTables';
import {Paragraphs} from '@site/src/components/RichText';
import styles from '@site/src/pages/academics/_components/ProgramPage/styles.module.css';
import {withRouteData} from '@site/src/lib/api';

/** The program fee structure page, in the current locale. */
function ProgramFeeStructurePage(): ReactNode {
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
      {({detail, program, lang}) => (
        <>
          <Paragraphs text={detail.fee_structure} className={styles.prose} />
          <FeeTables program={detail} type={program.type} locale={lang} />
        </>
      )}
    </ProgramPage>
  );
}

export default withRouteData(ProgramFeeStructurePage);
