/**
 * What happens right before the editor saves an item (Decap CMS's `preSave`
 * event), in this order:
 *
 * 1. a translated page whose title is not in its language yet is refused
 *    (./translations.tsx);
 * 2. a data item's key is checked against the items of the repository now:
 *    one another item has is refused, naming that item's file;
 * 3. a new data item's files get their name (../naming.ts), which the
 *    collection's slug template reads from the data;
 * 4. each translation keeps its text fields only, and a translation with
 *    nothing in it is dropped, so no empty `.fa.md` or `.ps.md` is written.
 *
 * A refusal is an error Decap shows ("Failed to persist entry: …") and
 * nothing is written.
 */
import {DEFAULT_LOCALE, LOCALES} from '../../../content/locales';
import {ENTITIES, ENTITY_NAMES, type EntityName} from '../../../content/schemas/data';
import {FILE_NAME_KEY} from '../item-format';
import {itemFileName, itemNameOf} from '../naming';
import {keyOwner, listerOf, takenMessage} from './item-key';
import {collectionLocale} from './languages';
import {untranslatedTitle} from './translations';

/** An Immutable map as the handler reads and changes it. */
interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  set(key: string, value: unknown): ImmutableMap;
  setIn(path: readonly string[], value: unknown): ImmutableMap;
  deleteIn(path: readonly string[]): ImmutableMap;
  filter(test: (value: unknown, key: string) => boolean): ImmutableMap;
  toJS(): Record<string, unknown>;
}

/** What Decap hands a `preSave` listener. Its `entry` may be replaced (see {@link beforeSave}). */
export interface SaveEvent {
  entry: ImmutableMap;
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value as object).every(isBlank);
  return false;
}

/** The entry with each translation holding only its text fields, and the empty ones gone. */
export function withTranslationText(entry: ImmutableMap, entity: EntityName): ImmutableMap {
  const text = new Set([...Object.keys(ENTITIES[entity].text.full.properties), 'body']);
  let result = entry;
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    const data = result.getIn(['i18n', locale, 'data']) as ImmutableMap | undefined;
    if (data === undefined) continue;
    const kept = data.filter((_value, key) => text.has(key));
    result = isBlank(kept.toJS()) ? result.deleteIn(['i18n', locale]) : result.setIn(['i18n', locale, 'data'], kept);
  }
  return result;
}

/** The entity a collection edits, if it is a data collection. */
function entityOf(collection: string): EntityName | undefined {
  return (ENTITY_NAMES as readonly string[]).includes(collection) ? (collection as EntityName) : undefined;
}

/**
 * The `preSave` listener. Returns the data to save (with a new item's file
 * name), or undefined to save the data as it is; throws to refuse the save.
 *
 * The translations are changed by replacing `event.entry`: Decap's listener
 * contract returns `data` only (returning the whole entry, which its
 * documentation allows since 3.17.2, is stored as the data by 3.19), and it
 * saves the entry of the event object it passed, so the replaced entry is
 * the one saved. The browser test checks that no empty translation is
 * written, so a Decap release that changes this is caught.
 */
export async function beforeSave(event: SaveEvent): Promise<unknown> {
  const collection = String(event.entry.get('collection'));
  const data = event.entry.get('data') as ImmutableMap;
  const page = untranslatedTitle(collectionLocale(collection), data.get('title'));
  if (page !== undefined) throw new Error(page);

  const entity = entityOf(collection);
  if (entity === undefined) return undefined;
  event.entry = withTranslationText(event.entry, entity);

  const lister = listerOf(collection);
  if (lister === undefined) throw new Error(`the items of ${collection} could not be listed to check the key: open the item again`);
  const items = await lister();
  const key = ENTITIES[entity].key;
  const path = event.entry.get('path');
  const owner = keyOwner(items, data.get(key), typeof path === 'string' ? path : undefined);
  if (owner !== undefined) throw new Error(takenMessage(key === 'id' ? 'Id' : key, data.get(key), owner, items, key === 'id'));
  if (event.entry.get('newRecord') !== true) return undefined;
  const name = itemFileName(
    entity,
    data.toJS(),
    items.map((item) => itemNameOf(item.path)),
  );
  return data.set(FILE_NAME_KEY, name);
}
