/**
 * Programs, faculties and lecturers: one schema per entity naming every
 * field with what makes it valid. The data files' schemas (./data.ts) and
 * the API's answers are cut from it; field names are the API's, spelling
 * included (`Tag`, `Image`, `Bio`).
 */
import Type, {type Static} from 'typebox';
import {
  AttachedFile,
  FacultyKey,
  Figure,
  FileNames,
  FilePath,
  ImagePath,
  LimitedHtml,
  Line,
  optional,
  pick,
  ProgramTag,
  ProgramType,
  RecordId,
  Text,
  textSchemas,
} from './fields';

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

const figures = Object.fromEntries(PROGRAM_FIGURES.map((figure) => [figure, Figure])) as Record<ProgramFigure, typeof Figure>;

/** The files attached to a program or faculty: a key the text files name, and its PDF. */
const AttachedFiles = Type.Array(AttachedFile, {maxItems: 50});

/** A program. Its figures are null (or left out of the data file) where they do not apply. */
export const ProgramEntity = Type.Object({
  Tag: ProgramTag,
  type: ProgramType,
  faculty: FacultyKey,
  Image: ImagePath,
  files: AttachedFiles,
  ...figures,
  title: Line,
  Bio: Text,
  overview: Text,
  description: Text,
  vision: Text,
  mission: Text,
  academic_structure: Text,
  fee_structure: Text,
});

/** A faculty. */
export const FacultyEntity = Type.Object({
  key: FacultyKey,
  files: AttachedFiles,
  title: Line,
  overview: Text,
  deanMessage: Text,
  dean: Line,
  vision: Text,
  mission: Text,
});

/** A lecturer. The profile's tabs are limited HTML (`LimitedHtml`). */
export const LecturerEntity = Type.Object({
  id: RecordId,
  image: ImagePath,
  email: Type.String({
    pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    maxLength: 200,
    description: 'an e-mail address',
  }),
  phone: Type.String({pattern: '^\\+?[0-9][0-9 ]{5,20}$', description: 'a phone number such as +93 700 000 123'}),
  programs: Type.Array(ProgramTag, {minItems: 1, maxItems: 20}),
  name: Line,
  title: Line,
  bio: Text,
  education: LimitedHtml,
  serviceAt: LimitedHtml,
  experience: LimitedHtml,
  coursesTaught: LimitedHtml,
  publications: LimitedHtml,
});

// --- the data files ---

export const ProgramRecordSchema = Type.Object(
  {...pick(ProgramEntity, ['Tag', 'type', 'faculty', 'Image', 'files']).properties, ...optional(pick(ProgramEntity, PROGRAM_FIGURES).properties)},
  {additionalProperties: false},
);
/** A translation also names the attached files in its language (`files`: key → name). */
export const ProgramText = textSchemas({
  ...pick(ProgramEntity, ['title', 'Bio', 'overview', 'description', 'vision', 'mission', 'academic_structure', 'fee_structure']).properties,
  files: Type.Optional(FileNames),
});

export const FacultyRecordSchema = pick(FacultyEntity, ['key', 'files'], {additionalProperties: false});
export const FacultyText = textSchemas({
  ...pick(FacultyEntity, ['title', 'overview', 'deanMessage', 'dean', 'vision', 'mission']).properties,
  files: Type.Optional(FileNames),
});

export const LecturerRecordSchema = pick(LecturerEntity, ['id', 'image', 'email', 'phone', 'programs'], {additionalProperties: false});
export const LecturerText = textSchemas(
  pick(LecturerEntity, ['name', 'title', 'bio', 'education', 'serviceAt', 'experience', 'coursesTaught', 'publications']).properties,
);

// --- the answers ---

/** A program card: `/web/programs/{graduate,undergraduate}-programs/{lang}`. */
export const ProgramCardSchema = pick(ProgramEntity, ['Tag', 'title', 'Image', 'Bio']);
export type ProgramCard = Static<typeof ProgramCardSchema>;

/** A downloadable file: its display name in the requested language and its path. */
export const NamedFileSchema = Type.Object({name: Line, file: FilePath});
export type NamedFile = Static<typeof NamedFileSchema>;

/**
 * `/web/program/program-details/{program}/{lang}`. Figures that do not apply
 * to a program are null; the page shows a missing figure as 0.
 */
export const ProgramDetailSchema = Type.Object({
  ...pick(ProgramEntity, ['title', 'overview', 'description', 'vision', 'mission', 'academic_structure', 'fee_structure']).properties,
  files: Type.Array(NamedFileSchema),
  ...pick(ProgramEntity, PROGRAM_FIGURES).properties,
});
export type ProgramDetail = Static<typeof ProgramDetailSchema>;

/** A lecturer card: `/web/program/lecturers/{program}`. */
export const LecturerCardSchema = pick(LecturerEntity, ['id', 'name', 'title', 'image']);
export type LecturerCard = Static<typeof LecturerCardSchema>;

/**
 * A lecturer card in a faculty's list: `/web/faculty/{faculty}/lecturers`,
 * with the program (Tag) and program type the profile link carries.
 */
export const FacultyLecturerSchema = Type.Object({
  ...LecturerCardSchema.properties,
  Tag: ProgramEntity.properties.Tag,
  ProgramType: ProgramEntity.properties.type,
});
export type FacultyLecturer = Static<typeof FacultyLecturerSchema>;

/**
 * `/web/faculty/{faculty}/{lang}`. A faculty program carries `id` as well as
 * `Tag`; programs have no number of their own, so the id is the Tag, which is
 * stable across imports.
 */
export const FacultyAnswerSchema = Type.Object({
  faculty: pick(FacultyEntity, ['title', 'overview', 'deanMessage', 'dean', 'vision', 'mission']),
  programs: Type.Array(Type.Object({id: ProgramEntity.properties.Tag, ...ProgramCardSchema.properties})),
  files: Type.Array(NamedFileSchema),
});
export type FacultyAnswer = Static<typeof FacultyAnswerSchema>;

/** A lecturer's profile; its HTML fields are sanitised to ul/ol/li/p/br. */
export const LecturerProfileSchema = pick(LecturerEntity, [
  'name',
  'title',
  'image',
  'email',
  'phone',
  'bio',
  'education',
  'serviceAt',
  'experience',
  'coursesTaught',
  'publications',
]);
export type LecturerProfile = Static<typeof LecturerProfileSchema>;

/** `/web/lecturer/{lecturerId}`: the profile as the first item of a list. */
export const LecturerAnswerSchema = Type.Object({lecturer: Type.Array(LecturerProfileSchema)});
