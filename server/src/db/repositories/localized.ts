/**
 * The per-field English fallback, in SQL: every text column is selected as
 * COALESCE(locale row, English row), so a Dari or Pashto answer shows English
 * wherever its translation lacks the record or the field.
 * Queries join the text table twice: `en` (inner, always present) and `loc`
 * (left, the requested locale).
 */
import {type AliasedRawBuilder, sql} from 'kysely';

/** `coalesce(loc.col, en.col) as col` for each column. */
export function localized<const C extends string>(columns: readonly C[]): AliasedRawBuilder<string, C>[] {
  return columns.map((column) => sql<string>`coalesce(${sql.ref(`loc.${column}`)}, ${sql.ref(`en.${column}`)})`.as(column));
}

/** Same, with the answer's name differing from the column's (`bio` → `Bio`). */
export function localizedAs<const A extends string>(column: string, alias: A): AliasedRawBuilder<string, A> {
  return sql<string>`coalesce(${sql.ref(`loc.${column}`)}, ${sql.ref(`en.${column}`)})`.as(alias);
}
