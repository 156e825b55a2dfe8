/**
 * Shared schema pieces for the `/web` routes' parameters: ids, languages,
 * bounded strings and the error body. Every route builds its params and
 * responses from these, so the limits (and the 400s they produce) are the
 * same everywhere. A language value that is not en, fa or ps is not an
 * error: it answers in English (content/locales.ts, toLocale).
 */
import Type from 'typebox';
import {RECORD_ID_PATTERN} from '../../../content/keys';

/**
 * A record id in a path: 1 to 9 digits without a leading zero, so it fits a
 * 32-bit integer on every engine and every id has one spelling (one cache key).
 */
export const IdSegment = Type.String({pattern: RECORD_ID_PATTERN, maxLength: 9});

/**
 * A language segment. Unknown values are not errors (they answer as en), but
 * control characters and overlong values are malformed input.
 */
export const LangSegment = Type.String({pattern: '^[^\\u0000-\\u001f\\u007f]{1,35}$', maxLength: 35});

/** A program Tag in a path (PascalCase identifier, e.g. `BBA`). */
export const ProgramTagSegment = Type.String({pattern: '^[A-Za-z][A-Za-z0-9]{0,39}$', maxLength: 40});

/** A faculty key in a path (e.g. `ComputerScience`). */
export const FacultyKeySegment = Type.String({pattern: '^[A-Za-z]{1,40}$', maxLength: 40});

/** `{lang}` alone. */
export const LangParamsSchema = Type.Object({lang: LangSegment});

/** `{id}/{lang}`. */
export const IdLangParamsSchema = Type.Object({id: IdSegment, lang: LangSegment});

/**
 * The optional `?lang=` of the calls whose path has no language: they answer
 * in English unless the Dari/Pashto pages ask for their text. Every route
 * validates it (a repeated `lang` arrives as an array and fails the string
 * type: 400); where the path has a `{lang}`, the path wins.
 */
export const LangQuerySchema = Type.Object({lang: Type.Optional(LangSegment)});

/** The body of every error answer: `{error, message}`. */
export const ErrorSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
});

/** The error answers every `/web` route can give, for its response schema. */
export const errorResponses = {
  400: ErrorSchema,
  404: ErrorSchema,
  503: ErrorSchema,
} as const;
