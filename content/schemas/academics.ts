/**
 * Answers of the academics calls: programs, faculties and lecturers. Field
 * names are the API's, spelling included (`Tag`, `Image`, `Bio`).
 */
import Type, {type Static} from 'typebox';
import {PROGRAM_FIGURES, type ProgramFigure} from './data';

/** A nullable number (program figures that do not apply to a program). */
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** A program card: `/web/programs/{graduate,undergraduate}-programs/{lang}`. */
export const ProgramCardSchema = Type.Object({
  Tag: Type.String(),
  title: Type.String(),
  Image: Type.String(),
  Bio: Type.String(),
});
export type ProgramCard = Static<typeof ProgramCardSchema>;

/** A downloadable file: display name in the requested language and its path. */
export const NamedFileSchema = Type.Object({name: Type.String(), file: Type.String()});
export type NamedFile = Static<typeof NamedFileSchema>;

const figures = Object.fromEntries(PROGRAM_FIGURES.map((figure) => [figure, NullableNumber])) as Record<ProgramFigure, typeof NullableNumber>;

/**
 * `/web/program/program-details/{program}/{lang}`. Figures that do not apply
 * to a program are null; the page shows a missing figure as 0.
 */
export const ProgramDetailSchema = Type.Object({
  title: Type.String(),
  overview: Type.String(),
  description: Type.String(),
  vision: Type.String(),
  mission: Type.String(),
  academic_structure: Type.String(),
  fee_structure: Type.String(),
  files: Type.Array(NamedFileSchema),
  ...figures,
});
export type ProgramDetail = Static<typeof ProgramDetailSchema>;

/** A lecturer card: `/web/program/lecturers/{program}`. */
export const LecturerCardSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  image: Type.String(),
});
export type LecturerCard = Static<typeof LecturerCardSchema>;

/**
 * A lecturer card in a faculty's list: `/web/faculty/{faculty}/lecturers`,
 * with the program (Tag) and program type the profile link carries.
 */
export const FacultyLecturerSchema = Type.Object({
  ...LecturerCardSchema.properties,
  Tag: Type.String(),
  ProgramType: Type.String(),
});
export type FacultyLecturer = Static<typeof FacultyLecturerSchema>;

/**
 * `/web/faculty/{faculty}/{lang}`. A faculty program carries `id` as well as
 * `Tag`; programs have no number of their own, so the id is the Tag, which is
 * stable across imports.
 */
export const FacultyAnswerSchema = Type.Object({
  faculty: Type.Object({
    title: Type.String(),
    overview: Type.String(),
    deanMessage: Type.String(),
    dean: Type.String(),
    vision: Type.String(),
    mission: Type.String(),
  }),
  programs: Type.Array(Type.Object({id: Type.String(), ...ProgramCardSchema.properties})),
  files: Type.Array(NamedFileSchema),
});
export type FacultyAnswer = Static<typeof FacultyAnswerSchema>;

/** A lecturer's profile; its HTML fields are sanitised to ul/ol/li/p/br. */
export const LecturerProfileSchema = Type.Object({
  name: Type.String(),
  title: Type.String(),
  image: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  bio: Type.String(),
  education: Type.String(),
  serviceAt: Type.String(),
  experience: Type.String(),
  coursesTaught: Type.String(),
  publications: Type.String(),
});
export type LecturerProfile = Static<typeof LecturerProfileSchema>;

/** `/web/lecturer/{lecturerId}`: the profile as the first item of a list. */
export const LecturerAnswerSchema = Type.Object({lecturer: Type.Array(LecturerProfileSchema)});
