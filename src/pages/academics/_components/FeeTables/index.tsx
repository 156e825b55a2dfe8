/**
 * The fee tables of a program: one for an undergraduate
 * program, two (2-year and 2.5-year) for a graduate one. Each lists the
 * program fee (fee per credit × credits), the admission fee (per semester ×
 * 4 or 5 semesters for graduate programs, × the program's semesters for
 * undergraduate ones), their sum, and the average monthly fee where the
 * program has one. The arithmetic is src/lib/fees.ts; this only lays it out, with the
 * locale's digits and currency name (src/lib/format.ts). Missing figures show 0.
 */
import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ProgramType} from '@site/content/keys';
import {feeBreakdown, feeVariants, type FeeFigures, type FeeVariant} from '@site/src/lib/fees';
import {currencyName, formatNumber} from '@site/src/lib/format';
import TableScroll from '../TableScroll';
import {variantLabel} from '../academicsLabels';

function OneTable({program, variant, locale}: {program: FeeFigures; variant: FeeVariant; locale: string}): ReactNode {
  const captionId = useId();
  const fees = feeBreakdown(program, variant);
  const currency = currencyName(locale);
  const n = (value: number) => formatNumber(value, locale);
  return (
    <TableScroll labelledBy={captionId}>
      <table>
        <caption id={captionId}>
          {translate(
            {id: 'academics.fees.caption', message: 'Fees: {variant}', description: 'Caption of a fee table'},
            {variant: variantLabel(variant)},
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'academics.fees.item', message: 'Fee', description: 'Fee table column: which fee'})}</th>
            <th scope="col">
              {translate(
                {id: 'academics.fees.rate', message: 'Rate ({currency})', description: 'Fee table column: the fee per credit or per semester'},
                {currency},
              )}
            </th>
            <th scope="col">
              {translate({
                id: 'academics.fees.times',
                message: 'Times',
                description: 'Fee table column: credits or semesters the rate is multiplied by',
              })}
            </th>
            <th scope="col">
              {translate(
                {id: 'academics.fees.amount', message: 'Amount ({currency})', description: 'Fee table column: rate multiplied by times'},
                {currency},
              )}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              {translate({
                id: 'academics.fees.programFee',
                message: 'Program fee (fee per credit × total credits)',
                description: 'Fee table row: the fee per credit times the credits of the program',
              })}
            </th>
            <td data-number="">{n(fees.feePerCredit)}</td>
            <td data-number="">{n(fees.credits)}</td>
            <td data-number="">{n(fees.programFee)}</td>
          </tr>
          <tr>
            <th scope="row">
              {translate({
                id: 'academics.fees.admission',
                message: 'Admission fee (per semester × semesters)',
                description: 'Fee table row: the admission fee times the number of semesters',
              })}
            </th>
            <td data-number="">{n(fees.admissionFee)}</td>
            <td data-number="">{n(fees.admissionSemesters)}</td>
            <td data-number="">{n(fees.admissionTotal)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {translate({id: 'academics.fees.total', message: 'Total', description: 'Fee table: last row, the sum of the fees'})}
            </th>
            <td data-number="">{n(fees.total)}</td>
          </tr>
          {fees.monthlyAverage === undefined ? null : (
            <tr>
              <th scope="row" colSpan={3}>
                {translate({
                  id: 'academics.fees.monthlyAverage',
                  message: 'Average monthly fee',
                  description: 'Fee table: last row, the average fee per month of study',
                })}
              </th>
              <td data-number="">{n(fees.monthlyAverage)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </TableScroll>
  );
}

export interface FeeTablesProps {
  readonly program: FeeFigures;
  readonly type: ProgramType;
  readonly locale: string;
}

/** One fee table per variant of the program type. */
export default function FeeTables({program, type, locale}: FeeTablesProps): ReactNode {
  return (
    <>
      {feeVariants(type).map((variant) => (
        <OneTable key={variant} program={program} variant={variant} locale={locale} />
      ))}
    </>
  );
}
