/**
 * The fields the entities are made of, each declared once with what makes
 * it valid. An entity's schema (./news.ts, ./academics.ts, ./career.ts)
 * names its fields with these; its data-file schemas and its API answers are
 * cut from that one schema with {@link pick}, so a field reads the same in a
 * data file, in the database and in an answer.
 */
import Type, {type TLiteral, type TObject, type TProperties, type TSchema, type TUnion} from 'typebox';
import {FACULTY_KEYS, PROGRAM_TAG_PATTERN, PROGRAM_TYPES} from '../keys';

/** ISO date, `YYYY-MM-DD` (checked as a real calendar date). */
export const IsoDate = Type.String({
  format: 'date',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'a real date written YYYY-MM-DD',
});

/** Month, `YYYY-MM`. */
export const IsoMonth = Type.String({pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'a month written YYYY-MM'});

/** A record id: a positive integer that fits the API's id segment (9 digits). */
export const RecordId = Type.Integer({minimum: 1, maximum: 999_999_999, description: 'a whole number from 1 to 999999999'});

/** URL slug: lower-case letters, digits and single hyphens. */
export const Slug = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  maxLength: 200,
  description: 'a URL slug of a-z, 0-9 and single hyphens',
});

/**
 * Site path of a photo under static/img: JPEG, PNG or WebP of any size (the
 * build makes the small versions pages load).
 */
export const ImagePath = Type.String({
  pattern: '^/img/([A-Za-z0-9_-]+/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.(webp|jpe?g|png|JPE?G|PNG|WEBP)$',
  maxLength: 300,
  description: 'a .jpg, .png or .webp path under /img/, such as /img/news/library.jpg',
});

/** Site path of a generated PDF under static/files. */
export const FilePath = Type.String({
  pattern: '^/files/([A-Za-z0-9_-]+/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.pdf$',
  maxLength: 300,
  description: 'a .pdf path under /files/, such as /files/programs/bba-guide.pdf',
});

/** A program Tag: a PascalCase identifier such as `BBA` or `MSCivilEngineering`. */
export const ProgramTag = Type.String({
  pattern: PROGRAM_TAG_PATTERN,
  description: 'a PascalCase program Tag such as BBA or MSCivilEngineering',
});

/** A union of string literals, typed as the union of its values. */
function oneOf<const T extends readonly string[]>(values: T, options: {description: string}): TUnion<{-readonly [I in keyof T]: TLiteral<T[I]>}> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{-readonly [I in keyof T]: TLiteral<T[I]>}>;
}

/** One of the five faculties. */
export const FacultyKey = oneOf(FACULTY_KEYS, {description: `one of ${FACULTY_KEYS.join(', ')}`});

/** One of the two program types. */
export const ProgramType = oneOf(PROGRAM_TYPES, {description: `one of ${PROGRAM_TYPES.join(', ')}`});

/** Display text: non-empty, bounded. */
export const Text = Type.String({minLength: 1, maxLength: 20_000});

/** A short line of text (names, titles). */
export const Line = Type.String({minLength: 1, maxLength: 300});

/**
 * HTML limited to `<ul> <ol> <li> <p> <br>` without attributes (the lecturer
 * profile's tabs). Any other tag, an attribute, a comment or a stray
 * `<` fails the pattern, so the schema itself refuses it; the server's
 * sanitiser is the second line of defence.
 */
export const LimitedHtml = Type.String({
  minLength: 1,
  maxLength: 20_000,
  pattern: '^([^<]|<(/?(ul|ol|li|p)|br ?/?)>)*$',
  description: 'HTML with only <ul> <ol> <li> <p> <br> tags and no attributes',
});

/** A file attached to a program or faculty: a key that the text files name. */
export const AttachedFile = Type.Object({key: Type.String({pattern: '^[A-Za-z0-9_-]{1,60}$'}), file: FilePath}, {additionalProperties: false});

/**
 * An attached file as the English file of a program or faculty lists it:
 * the key, the PDF and its English display name.
 */
export const AttachedFileEntry = Type.Object(
  {key: AttachedFile.properties.key, file: FilePath, name: Type.Optional(Line)},
  {additionalProperties: false},
);

/**
 * An attached file in a translation: the key of an English entry and its
 * display name in that language (a `file`, if given, must be the English one's).
 */
export const AttachedFileTranslation = Type.Object(
  {key: AttachedFile.properties.key, name: Line, file: Type.Optional(FilePath)},
  {additionalProperties: false},
);

/** Display names of attached files in one language, keyed by file key. */
export const FileNames = Type.Record(Type.String({pattern: '^[A-Za-z0-9_-]{1,60}$'}), Line);

/** A program's figure: a number ≥ 0, or null when it does not apply to the program. */
export const Figure = Type.Union([Type.Number({minimum: 0}), Type.Null()]);

/**
 * Some fields of an entity's schema, in the order given: the order an answer
 * writes them in (the server serialises through these schemas, so a field
 * not named never leaves it).
 */
export function pick<P extends TProperties, K extends keyof P & string>(
  entity: TObject<P>,
  keys: readonly K[],
  options?: {additionalProperties?: boolean},
): TObject<Pick<P, K>> {
  const properties = Object.fromEntries(keys.map((key) => [key, entity.properties[key]])) as Pick<P, K>;
  return Type.Object(properties, options);
}

/** The same fields, each one optional. */
export type OptionalProperties<P extends TProperties> = {[K in keyof P]: ReturnType<typeof Type.Optional<P[K]>>};

/** The same fields, each made optional, as a program record leaves out figures that do not apply. */
export function optional<P extends TProperties>(properties: P): OptionalProperties<P> {
  return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, Type.Optional(value as TSchema)])) as OptionalProperties<P>;
}

/**
 * The schemas of an entity's text files: the English file must give every
 * text field, the Dari and Pashto files any of them (the API falls back to
 * English per field).
 */
export function textSchemas<P extends TProperties>(properties: P): {full: TObject<P>; partial: ReturnType<typeof Type.Partial<TObject<P>>>} {
  const full = Type.Object(properties, {additionalProperties: false});
  return {full, partial: Type.Partial(full)};
}
