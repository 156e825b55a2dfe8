/**
 * The schemas of the files in `data/`, as data/README.md describes them.
 *
 * Each item is a file per language (content/read-data.ts reads them): the
 * English file holds the record (the language-neutral fields) and the
 * complete English text; the Dari and Pashto files may leave any text field
 * out, and the API falls back to English per field. `npm run data:import`
 * checks every file against these schemas (and the rules between files in
 * content/read-data.ts) before it writes anything.
 *
 * Each entity has one schema (./news.ts, ./academics.ts, ./career.ts) that
 * names every field with what makes it valid; the record and text schemas
 * here, like the API's answers, are cut from it.
 */
import type {Static} from 'typebox';
import {FacultyRecordSchema, FacultyText, LecturerRecordSchema, LecturerText, ProgramRecordSchema, ProgramText} from './academics';
import {
  EmployeeRecordSchema,
  EmployeeText,
  InspireRecordSchema,
  InspireText,
  JobRecordSchema,
  JobText,
  PublicationRecordSchema,
  PublicationText,
} from './career';
import {EventRecordSchema, EventText, NewsRecordSchema, NewsText} from './news';

export * from './fields';
export {PROGRAM_FIGURES, type ProgramFigure} from './academics';
export {
  EmployeeRecordSchema,
  EmployeeText,
  EventRecordSchema,
  EventText,
  FacultyRecordSchema,
  FacultyText,
  InspireRecordSchema,
  InspireText,
  JobRecordSchema,
  JobText,
  LecturerRecordSchema,
  LecturerText,
  NewsRecordSchema,
  NewsText,
  ProgramRecordSchema,
  ProgramText,
  PublicationRecordSchema,
  PublicationText,
};

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
