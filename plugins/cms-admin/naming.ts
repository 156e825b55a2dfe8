/**
 * The names the web editor gives new item files, the way the existing ones
 * are named: `data/news/033-library-opens-on-fridays.en.md`, the number
 * zero-padded to the width the folder's names use, then the first words of
 * the item's name, at most 40 characters of them.
 *
 * The number is the item's id; programs and faculties, which have no id, are
 * shown in the order of their file names, so theirs is the next position.
 * The words come from the field that names the item (the address words of a
 * news story, a lecturer's name...). Shared by the editor's script (which
 * names a file when a new item is saved) and its test, which checks that
 * these rules give every existing file its own name.
 */
import type {EntityName} from '../../content/schemas/data';

/** How many characters of words a file name keeps after its number. */
const MAX_WORDS_LENGTH = 40;

/** The words each entity's file names are made of, from the item's English fields. */
const NAME_SOURCE: Record<EntityName, (fields: Readonly<Record<string, unknown>>) => string> = {
  news: (fields) => String(fields.keywords ?? fields.title ?? ''),
  events: (fields) => String(fields.keywords ?? fields.title ?? ''),
  jobs: (fields) => String(fields.title ?? ''),
  employees: (fields) => `${String(fields.month ?? '')} ${String(fields.name ?? '')}`,
  inspires: (fields) => `issue ${String(fields.issue ?? '')}`,
  lecturers: (fields) => String(fields.name ?? ''),
  publications: (fields) => String(fields.title ?? ''),
  programs: (fields) => String(fields.Tag ?? ''),
  faculties: (fields) => String(fields.key ?? ''),
};

/** Entities whose file number is the item's id (the others': the next position). */
const NUMBERED_BY_ID: ReadonlySet<EntityName> = new Set(['news', 'events', 'jobs', 'employees', 'inspires', 'lecturers', 'publications']);

/**
 * Lower-case ASCII words joined by hyphens, as many whole words as fit in
 * {@link MAX_WORDS_LENGTH} characters: "Lecturer in Accounting, Faculty of
 * Economics" → `lecturer-in-accounting-faculty-of`. Digit groups lose their
 * separators (3,000 → 3000); accents are dropped.
 */
export function nameWords(text: string, maxLength = MAX_WORDS_LENGTH): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)[,.](?=\d)/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let name = '';
  for (const word of words) {
    const longer = name === '' ? word : `${name}-${word}`;
    if (longer.length > maxLength) break;
    name = longer;
  }
  return name;
}

/** The number a file name starts with (`033-library` → 33), or undefined. */
export function fileNumber(name: string): number | undefined {
  const match = /^(\d+)-/.exec(name);
  return match === null ? undefined : Number(match[1]);
}

/** The width of the numbers of `names` (3 for `033-…`); 3 for a folder without numbered names. */
function numberWidth(names: readonly string[]): number {
  const widths = names.map((name) => /^(\d+)-/.exec(name)?.[1].length).filter((width): width is number => width !== undefined);
  return widths.length === 0 ? 3 : Math.max(...widths);
}

/**
 * The name (without `.<locale>.md`) of a new item's files, given its English
 * fields and the names of the folder's other items.
 */
export function itemFileName(entity: EntityName, fields: Readonly<Record<string, unknown>>, otherNames: readonly string[]): string {
  const numbers = otherNames.map(fileNumber).filter((number): number is number => number !== undefined);
  const number = NUMBERED_BY_ID.has(entity) ? Number(fields.id) : (numbers.length === 0 ? 0 : Math.max(...numbers)) + 1;
  const words = nameWords(NAME_SOURCE[entity](fields));
  const prefix = String(number).padStart(numberWidth(otherNames), '0');
  return words === '' ? prefix : `${prefix}-${words}`;
}

/** The name an item file's path gives its item: `data/news/033-library.en.md` → `033-library`. */
export function itemNameOf(filePath: string): string {
  const base = filePath.split('/').pop() ?? filePath;
  return base.replace(/(\.(en|fa|ps))?\.md$/, '');
}
