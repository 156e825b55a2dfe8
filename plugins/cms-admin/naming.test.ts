/**
 * @jest-environment node
 */
/**
 * The web editor names a new item's files like the existing ones: the rules
 * of ./naming.ts give every file of data/ its own name, from its fields and
 * the names beside it.
 */
import path from 'node:path';
import {readDataDirSync} from '../../content/read-data';
import {ENTITIES, ENTITY_NAMES} from '../../content/schemas/data';
import {itemFileName, itemNameOf, nameWords} from './naming';

const data = readDataDirSync(path.join(__dirname, '..', '..', 'data'));

/** Each item of an entity: its English fields and its file name, in file-name order. */
function items(entity: (typeof ENTITY_NAMES)[number]): {fields: Record<string, unknown>; name: string}[] {
  const {records, text, names} = data[entity] as unknown as {
    records: readonly Record<string, unknown>[];
    text: {en: Record<string, Record<string, unknown>>};
    names: Record<string, string>;
  };
  const key = ENTITIES[entity].key;
  return records.map((record) => ({fields: {...record, ...text.en[String(record[key])]}, name: names[String(record[key])]}));
}

describe('the names of new item files', () => {
  it.each(ENTITY_NAMES.filter((entity) => ENTITIES[entity].key === 'id'))('names every %s file by its zero-padded id and words', (entity) => {
    const all = items(entity);
    expect(all.length).toBeGreaterThan(1);
    for (const {fields, name} of all) {
      const others = all.map((item) => item.name).filter((other) => other !== name);
      expect(itemFileName(entity, fields, others)).toBe(name);
    }
  });

  it.each(ENTITY_NAMES.filter((entity) => ENTITIES[entity].key !== 'id'))('numbers a new %s after the existing ones', (entity) => {
    const all = items(entity);
    const last = all[all.length - 1];
    expect(
      itemFileName(
        entity,
        last.fields,
        all.slice(0, -1).map((item) => item.name),
      ),
    ).toBe(last.name);
  });

  it('keeps the whole lower-case ASCII words that fit in 40 characters, digit groups joined', () => {
    expect(nameWords('Central Library Adds 3,000 New Titles to Its Collection')).toBe('central-library-adds-3000-new-titles-to');
    expect(nameWords("Women's access to microcredit")).toBe('women-s-access-to-microcredit');
    expect(nameWords('Café Résumé')).toBe('cafe-resume');
  });

  it('reads an item name from any of its files', () => {
    expect(itemNameOf('data/news/033-library.fa.md')).toBe('033-library');
    expect(itemNameOf('data/news/033-library.md')).toBe('033-library');
  });
});
