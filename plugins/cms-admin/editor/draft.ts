/**
 * The item being edited, whole. Decap CMS hands a preview template the item
 * in the preview's language only (for Dari, the Dari text fields without the
 * record: no date, no photo); its field controls get `getEntry`, which reads
 * the whole draft. The key field's control (./item-key.tsx) lends it here,
 * so the preview can draw a Dari story with its English record.
 */

/** What the preview reads of Decap's draft entry (Immutable). */
export interface DraftEntry {
  get(key: 'data'): {toJS(): Record<string, unknown>} | undefined;
  get(key: string): unknown;
}

let readDraft: (() => DraftEntry | undefined) | undefined;

/** Remembers how to read the draft (a field control's `getEntry`). */
export function rememberDraft(getEntry: (() => DraftEntry | undefined) | undefined): void {
  if (getEntry !== undefined) readDraft = getEntry;
}

/** The English fields of the item being edited now, or undefined when no control has lent its draft. */
export function draftEnglish(): Record<string, unknown> | undefined {
  return readDraft?.()?.get('data')?.toJS();
}
