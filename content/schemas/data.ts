/**
 * Schemas of the items in `data/`, as data/README.md describes them.
 *
 * Each item is a file per language (content/read-data.ts reads them): the
 * English file holds the record (the language-neutral fields) and the
 * complete English text; the Dari and Pashto files may leave any text field
 * out, and the API falls back to English per field. `npm run data:import`
 * checks every file against these schemas (and the rules between files in
 * content/read-data.ts) before it writes anything.
 */
import Type, {type Static, type TObject, type TProperties} from 'typebox';
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

/** One of the five faculties. */
export const FacultyKey = Type.Union(
  FACULTY_KEYS.map((key) => Type.Literal(key)),
  {description: `one of ${FACULTY_KEYS.join(', ')}`},
);

/** One of the two program types. */
export const ProgramType = Type.Union(
  PROGRAM_TYPES.map((type) => Type.Literal(type)),
  {description: `one of ${PROGRAM_TYPES.join(', ')}`},
);

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

/** A number a program may leave out: ≥ 0, or null when it does not apply. */
const Figure = Type.Optional(Type.Union([Type.Number({minimum: 0}), Type.Null()]));

/** Builds the pair of schemas for one entity's text: complete (en) and partial (fa, ps). */
function textSchemas<P extends TProperties>(properties: P): {full: TObject<P>; partial: ReturnType<typeof Type.Partial<TObject<P>>>} {
  const full = Type.Object(properties, {additionalProperties: false});
  return {full, partial: Type.Partial(full)};
}

// --- news ---

export const NewsRecordSchema = Type.Object({id: RecordId, photo: ImagePath, posted_date: IsoDate, keywords: Slug}, {additionalProperties: false});
export const NewsText = textSchemas({title: Line, content: Text, shared_by: Line});

// --- events ---

export const EventRecordSchema = Type.Object(
  {
    id: RecordId,
    photo: ImagePath,
    start_date: IsoDate,
    upcoming: Type.Union([Type.Literal('Yes'), Type.Literal('No')], {description: '"Yes" or "No"'}),
    keywords: Slug,
  },
  {additionalProperties: false},
);
export const EventText = textSchemas({title: Line, location: Line, time_period: Line, content: Text});

// --- programs ---

export const ProgramRecordSchema = Type.Object(
  {
    Tag: ProgramTag,
    type: ProgramType,
    faculty: FacultyKey,
    Image: ImagePath,
    files: Type.Array(AttachedFile, {maxItems: 50}),
    core_courses: Figure,
    general_courses: Figure,
    thesis: Figure,
    total_courses: Figure,
    total_master_courses: Figure,
    n_core_courses: Figure,
    n_total_master_courses: Figure,
    fee_per_credit: Figure,
    n_fee_per_credit: Figure,
    admission_fee: Figure,
    monthly_average: Figure,
    total_tuition_fee: Figure,
    n_total_tuition_fee: Figure,
    semester: Figure,
    total_fee: Figure,
  },
  {additionalProperties: false},
);
/** The numeric fields of a program, in the API's order. */
export const PROGRAM_FIGURES = [
  'core_courses',
  'general_courses',
  'thesis',
  'total_courses',
  'total_master_courses',
  'n_core_courses',
  'n_total_master_courses',
  'fee_per_credit',
  'n_fee_per_credit',
  'admission_fee',
  'monthly_average',
  'total_tuition_fee',
  'n_total_tuition_fee',
  'semester',
  'total_fee',
] as const;
export type ProgramFigure = (typeof PROGRAM_FIGURES)[number];

export const ProgramText = textSchemas({
  title: Line,
  Bio: Text,
  overview: Text,
  description: Text,
  vision: Text,
  mission: Text,
  academic_structure: Text,
  fee_structure: Text,
  files: Type.Optional(FileNames),
});

// --- faculties ---

export const FacultyRecordSchema = Type.Object({key: FacultyKey, files: Type.Array(AttachedFile, {maxItems: 50})}, {additionalProperties: false});
export const FacultyText = textSchemas({
  title: Line,
  overview: Text,
  deanMessage: Text,
  dean: Line,
  vision: Text,
  mission: Text,
  files: Type.Optional(FileNames),
});

// --- lecturers ---

export const LecturerRecordSchema = Type.Object(
  {
    id: RecordId,
    image: ImagePath,
    email: Type.String({
      pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
      maxLength: 200,
      description: 'an e-mail address',
    }),
    phone: Type.String({pattern: '^\\+?[0-9][0-9 ]{5,20}$', description: 'a phone number such as +93 700 000 123'}),
    programs: Type.Array(ProgramTag, {minItems: 1, maxItems: 20}),
  },
  {additionalProperties: false},
);
export const LecturerText = textSchemas({
  name: Line,
  title: Line,
  bio: Text,
  education: LimitedHtml,
  serviceAt: LimitedHtml,
  experience: LimitedHtml,
  coursesTaught: LimitedHtml,
  publications: LimitedHtml,
});

// --- publications ---

export const PublicationRecordSchema = Type.Object(
  {
    id: RecordId,
    year: Type.Integer({minimum: 1900, maximum: 2100}),
    link: Type.Union([Type.String({pattern: '^https://[^\\s<>"]+$', maxLength: 500}), FilePath], {
      description: 'an https:// URL or a /files/...pdf path',
    }),
  },
  {additionalProperties: false},
);
export const PublicationText = textSchemas({authors: Line, title: Text, research_journal: Line});

// --- jobs ---

export const JobRecordSchema = Type.Object(
  {
    id: RecordId,
    post_date: IsoDate,
    close_date: IsoDate,
    vacancies: Type.Integer({minimum: 1, maximum: 10_000}),
    probation_period: Type.Integer({minimum: 0, maximum: 36}),
    reference_no: Line,
    salary_range: Line,
  },
  {additionalProperties: false},
);
export const JobText = textSchemas({
  title: Line,
  gender: Line,
  job_summary: Text,
  duties: Text,
  skills: Text,
  submission_guideline: Text,
  nationality: Line,
  contract_type: Line,
  contract_duration: Line,
  work_type: Line,
  candidate_experience: Text,
  extension_posibility: Text,
});

// --- inspires ---

export const InspireRecordSchema = Type.Object(
  {
    id: RecordId,
    issue: Type.Integer({minimum: 1}),
    file: Type.String({
      pattern: '^/files/inspire/[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.pdf$',
      description: 'a .pdf path under /files/inspire/',
    }),
  },
  {additionalProperties: false},
);
export const InspireText = textSchemas({name: Line});

// --- employees of the month ---

export const EmployeeRecordSchema = Type.Object({id: RecordId, photo: ImagePath, month: IsoMonth}, {additionalProperties: false});
export const EmployeeText = textSchemas({name: Line, description: Text});

export type NewsRecord = Static<typeof NewsRecordSchema>;
export type NewsTextFields = Static<typeof NewsText.full>;
export type EventRecord = Static<typeof EventRecordSchema>;
export type EventTextFields = Static<typeof EventText.full>;
export type ProgramRecord = Static<typeof ProgramRecordSchema>;
export type ProgramTextFields = Static<typeof ProgramText.full>;
export type FacultyRecord = Static<typeof FacultyRecordSchema>;
export type FacultyTextFields = Static<typeof FacultyText.full>;
export type LecturerRecord = Static<typeof LecturerRecordSchema>;
export type LecturerTextFields = Static<typeof LecturerText.full>;
export type PublicationRecord = Static<typeof PublicationRecordSchema>;
export type PublicationTextFields = Static<typeof PublicationText.full>;
export type JobRecord = Static<typeof JobRecordSchema>;
export type JobTextFields = Static<typeof JobText.full>;
export type InspireRecord = Static<typeof InspireRecordSchema>;
export type InspireTextFields = Static<typeof InspireText.full>;
export type EmployeeRecord = Static<typeof EmployeeRecordSchema>;
export type EmployeeTextFields = Static<typeof EmployeeText.full>;

/**
 * The nine entity folders, each with the schema of its records, the field
 * that identifies an item, its text schemas, and the text field its files
 * keep in the body after the front matter (when it has one).
 */
export const ENTITIES = {
  news: {records: NewsRecordSchema, key: 'id', text: NewsText, body: 'content'},
  events: {records: EventRecordSchema, key: 'id', text: EventText, body: 'content'},
  programs: {records: ProgramRecordSchema, key: 'Tag', text: ProgramText, body: 'overview'},
  faculties: {records: FacultyRecordSchema, key: 'key', text: FacultyText, body: 'overview'},
  lecturers: {records: LecturerRecordSchema, key: 'id', text: LecturerText, body: 'bio'},
  publications: {records: PublicationRecordSchema, key: 'id', text: PublicationText},
  jobs: {records: JobRecordSchema, key: 'id', text: JobText, body: 'job_summary'},
  inspires: {records: InspireRecordSchema, key: 'id', text: InspireText},
  employees: {records: EmployeeRecordSchema, key: 'id', text: EmployeeText, body: 'description'},
} as const;

/** The name of an entity folder under `data/`. */
export type EntityName = keyof typeof ENTITIES;
export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];
