/**
 * The academic-structure tables of a program: one for an
 * undergraduate program, two (2-year and 2.5-year) for a graduate one. Credits
 * are written with the locale's digits; missing figures show 0.
 */
import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ProgramType} from '@site/content/keys';
import {feeVariants, type FeeVariant} from '@site/src/lib/fees';
import {formatNumber} from '@site/src/lib/format';
import TableScroll from '../TableScroll';
import {variantLabel} from '../academicsLabels';
import {structureRows, type StructureFigures, type StructureRowKey} from './structureRows';

export {structureRows} from './structureRows';

function rowLabel(key: StructureRowKey): string {
  switch (key) {
    case 'general':
      return translate({
        id: 'academics.structure.general',
        message: 'General courses',
        description: 'Structure table row: general education courses',
      });
    case 'core':
      return translate({id: 'academics.structure.core', message: 'Core courses', description: 'Structure table row: core (major) courses'});
    default:
      return translate({id: 'academics.structure.thesis', message: 'Thesis', description: 'Structure table row: thesis or final project'});
  }
}

function OneTable({program, variant, locale}: {program: StructureFigures; variant: FeeVariant; locale: string}): ReactNode {
  const captionId = useId();
  const {rows, total} = structureRows(program, variant);
  return (
    <TableScroll labelledBy={captionId}>
      <table>
        <caption id={captionId}>
          {translate(
            {id: 'academics.structure.caption', message: 'Academic structure: {variant}', description: 'Caption of a structure table'},
            {variant: variantLabel(variant)},
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {translate({id: 'academics.structure.component', message: 'Component', description: 'Structure table column: what is counted'})}
            </th>
            <th scope="col">
              {translate({id: 'academics.structure.credits', message: 'Credits', description: 'Structure table column: number of credit hours'})}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{rowLabel(row.key)}</th>
              <td data-number="">{formatNumber(row.credits, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              {translate({id: 'academics.structure.total', message: 'Total credits', description: 'Structure table: last row, the total'})}
            </th>
            <td data-number="">{formatNumber(total, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

export interface StructureTableProps {
  readonly program: StructureFigures;
  readonly type: ProgramType;
  readonly locale: string;
}

/** One structure table per variant of the program type. */
export default function StructureTable({program, type, locale}: StructureTableProps): ReactNode {
  return (
    <>
      {feeVariants(type).map((variant) => (
        <OneTable key={variant} program={program} variant={variant} locale={locale} />
      ))}
    </>
  );
}
