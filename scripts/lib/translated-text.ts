/**
 * Every piece of Dari and Pashto text of a repository, as `npm run i18n:check`
 * reads it: the translated pages (conference pages and partials included),
 * the interface strings (`code.json`), the sidebar and category labels
 * (`current.json`) and the text fields of the data item files, each with where
 * it was found (a line of a page, a key of a JSON file, a field of an item).
 *
 * Text in another language inside a page is left out: a paper title in
 * `<Lang code="en">`, an abstract in `<Abstract lang="ps">` on a Dari page.
 * So are MDX comments (notes for editors, in English) and import lines.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Locale} from '../../content/locales';
import {itemFields} from '../../content/read-data';
import {ENTITY_NAMES, type EntityName} from '../../content/schemas/data';

/** The languages translated from English. */
export const TRANSLATED_LOCALES = ['fa', 'ps'] as const;
/** A translated language: `fa` or `ps`. */
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** What kind of file a piece of text comes from; the checks treat pages and the rest apart. */
export type TextKind = 'page' | 'front-matter' | 'strings' | 'data';

/** One piece of translated text. */
export interface TextPiece {
  readonly locale: TranslatedLocale;
  readonly kind: TextKind;
  /** The file, relative to the repository. */
  readonly file: string;
  /** Where in the file: `line 12`, `string home.title`, `field content`. */
  readonly where: string;
  readonly text: string;
}

/** The folder of a locale's translated pages, relative to the repository. */
export function pagesDir(locale: TranslatedLocale): string {
  return path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

/** The files under `dir` ending in one of `suffixes`, as `/`-separated paths relative to it, sorted. */
export function listFiles(dir: string, suffixes: readonly string[]): string[] {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => suffixes.some((suffix) => file.endsWith(suffix)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** `text` with every match of `pattern` replaced by spaces, line breaks kept, so line numbers stay right. */
function blank(text: string, pattern: RegExp): string {
  return text.replace(pattern, (match) => match.replace(/[^\n]/g, ' '));
}

/**
 * The page's own words: the MDX source with other-language blocks, comments,
 * imports and exports blanked out. Tags and their attributes stay (a tab
 * label is text to translate).
 */
export function ownLanguageText(source: string, locale: TranslatedLocale): string {
  const otherLanguage = (match: string, lang: string) => (lang === locale ? match : match.replace(/[^\n]/g, ' '));
  return blank(blank(source, /\{\/\*[\s\S]*?\*\/\}/g), /^(?:import|export) .*$/gm)
    .replace(/<Lang\s+code="([a-z]{2})"[^>]*>[\s\S]*?<\/Lang>/g, otherLanguage)
    .replace(/<Abstract\s+lang="([a-z]{2})"[^>]*>[\s\S]*?<\/Abstract>/g, otherLanguage);
}

/** The front matter block of an MDX source (without its `---` lines), or '' when it has none. */
export function frontMatter(source: string): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? match[1]! : '';
}

function pagePieces(repo: string, locale: TranslatedLocale): TextPiece[] {
  const dir = pagesDir(locale);
  const pieces: TextPiece[] = [];
  for (const page of listFiles(path.join(repo, dir), ['.md', '.mdx'])) {
    const file = path.join(dir, page).split(path.sep).join('/');
    const source = readFileSync(path.join(repo, file), 'utf8');
    const headLines = frontMatter(source) ? frontMatter(source).split('\n').length + 2 : 0;
    ownLanguageText(source, locale)
      .split('\n')
      .forEach((line, index) => {
        if (line.trim() !== '' && line.trim() !== '---') {
          const kind: TextKind = index < headLines ? 'front-matter' : 'page';
          pieces.push({locale, kind, file, where: `line ${index + 1}`, text: line});
        }
      });
  }
  return pieces;
}

function stringPieces(repo: string, locale: TranslatedLocale): TextPiece[] {
  const files = [path.join('i18n', locale, 'code.json'), `${pagesDir(locale)}.json`].map((file) => file.split(path.sep).join('/'));
  return files
    .filter((file) => existsSync(path.join(repo, file)))
    .flatMap((file) => {
      const strings = JSON.parse(readFileSync(path.join(repo, file), 'utf8')) as Record<string, {message?: string}>;
      return Object.entries(strings)
        .filter(([, entry]) => typeof entry.message === 'string')
        .map(([id, entry]) => ({locale, kind: 'strings' as const, file, where: `string ${id}`, text: entry.message!}));
    });
}

/** The string leaves of a value with their key paths (`title`, `files.0.name`). */
function stringLeaves(value: unknown, at: string[] = []): Array<{keys: string[]; text: string}> {
  if (typeof value === 'string') {
    return [{keys: at, text: value}];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...at, key]));
  }
  return [];
}

/** One item file of data/ in one language: `data/news/007-library.fa.md`. */
export interface DataItemFile {
  readonly entity: EntityName;
  /** The item's name, shared by its files in every language: `007-library`. */
  readonly name: string;
  /** The file, relative to the repository. */
  readonly file: string;
}

/** The item files of the repository at `repo` in `locale`, by entity and then name. */
export function dataItemFiles(repo: string, locale: Locale): DataItemFile[] {
  const suffix = `.${locale}.md`;
  return ENTITY_NAMES.flatMap((entity) =>
    listFiles(path.join(repo, 'data', entity), [suffix])
      .filter((file) => !file.includes('/'))
      .map((file) => ({entity, name: file.slice(0, -suffix.length), file: `data/${entity}/${file}`})),
  );
}

/** An item file's fields as written (see itemFields in content/read-data.ts), or `{}` when it cannot be read. */
export function dataFields(repo: string, item: DataItemFile): Record<string, unknown> {
  return itemFields(item.entity, readFileSync(path.join(repo, item.file), 'utf8')) ?? {};
}

/** Where a data text sits in its file: `field title`, `field files.0.name`. */
export function dataWhere(keys: readonly string[]): string {
  return `field ${keys.join('.')}`;
}

/** What a translator writes: every text leaf but the identifiers of attached files (`files.N.key`, `files.N.file`). */
function isText(keys: readonly string[]): boolean {
  return !(keys[0] === 'files' && (keys.at(-1) === 'key' || keys.at(-1) === 'file'));
}

function dataPieces(repo: string, locale: TranslatedLocale): TextPiece[] {
  return dataItemFiles(repo, locale).flatMap((item) =>
    stringLeaves(dataFields(repo, item))
      .filter(({keys}) => isText(keys))
      .map(({keys, text}) => ({locale, kind: 'data' as const, file: item.file, where: dataWhere(keys), text})),
  );
}

/** Every piece of Dari and Pashto text of the repository at `repo`. */
export function translatedText(repo: string): TextPiece[] {
  return TRANSLATED_LOCALES.flatMap((locale) => [...pagePieces(repo, locale), ...stringPieces(repo, locale), ...dataPieces(repo, locale)]);
}
