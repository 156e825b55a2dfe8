/**
 * The database schema as Kysely types: one interface per table, the same on
 * SQLite and PostgreSQL. Dates are ISO text (`YYYY-MM-DD`), so they sort and
 * compare the same on both engines.
 *
 * Every entity has a table of language-neutral fields and a `*_texts` table
 * with one row per locale. English rows are complete; Dari and Pashto rows
 * may hold NULL for a field their file leaves out, and queries fall back to
 * the English value per field with COALESCE.
 * @see ../../../data/README.md
 */
import type {ProgramType} from '../../../content/keys';
import type {Locale} from '../../../content/locales';
import type {EventRecord} from '../../../content/schemas/data';

/** Text columns of a locale row: NULL where the translation lacks the field. */
type LocaleText<T> = {[K in keyof T]: T[K] | null};

export interface NewsItemTable {
  id: number;
  photo: string;
  posted_date: string;
  keywords: string;
}
export interface NewsTextTable extends LocaleText<{title: string; content: string; shared_by: string}> {
  news_id: number;
  locale: Locale;
}

export interface EventTable {
  id: number;
  photo: string;
  start_date: string;
  upcoming: EventRecord['upcoming'];
  keywords: string;
}
export interface EventTextTable extends LocaleText<{title: string; location: string; time_period: string; content: string}> {
  event_id: number;
  locale: Locale;
}

export interface ProgramTable {
  tag: string;
  /** Order of the program's file name in data/programs/ (`01-bba`, `02-mba`): lists keep the editors' order. */
  position: number;
  type: ProgramType;
  faculty: string;
  image: string;
  core_courses: number | null;
  general_courses: number | null;
  thesis: number | null;
  total_courses: number | null;
  total_master_courses: number | null;
  n_core_courses: number | null;
  n_total_master_courses: number | null;
  fee_per_credit: number | null;
  n_fee_per_credit: number | null;
  admission_fee: number | null;
  monthly_average: number | null;
  total_tuition_fee: number | null;
  n_total_tuition_fee: number | null;
  semester: number | null;
  total_fee: number | null;
}
export interface ProgramTextTable extends LocaleText<{
  title: string;
  bio: string;
  overview: string;
  description: string;
  vision: string;
  mission: string;
  academic_structure: string;
  fee_structure: string;
}> {
  program_tag: string;
  locale: Locale;
}

export interface FacultyTable {
  key: string;
  position: number;
}
export interface FacultyTextTable extends LocaleText<{
  title: string;
  overview: string;
  dean_message: string;
  dean: string;
  vision: string;
  mission: string;
}> {
  faculty_key: string;
  locale: Locale;
}

/** Who an attached file belongs to. */
export type FileOwner = 'program' | 'faculty';

/** A downloadable file of a program or faculty. */
export interface AttachedFileTable {
  owner: FileOwner;
  owner_key: string;
  file_key: string;
  position: number;
  path: string;
}
export interface AttachedFileNameTable {
  owner: FileOwner;
  owner_key: string;
  file_key: string;
  locale: Locale;
  name: string;
}

export interface LecturerTable {
  id: number;
  position: number;
  image: string;
  email: string;
  phone: string;
}
export interface LecturerTextTable extends LocaleText<{
  name: string;
  title: string;
  bio: string;
  education: string;
  service_at: string;
  experience: string;
  courses_taught: string;
  publications: string;
}> {
  lecturer_id: number;
  locale: Locale;
}
/** Which programs a lecturer teaches in; position 0 is the home program. */
export interface LecturerProgramTable {
  lecturer_id: number;
  program_tag: string;
  position: number;
}

export interface PublicationTable {
  id: number;
  year: number;
  link: string;
}
export interface PublicationTextTable extends LocaleText<{authors: string; title: string; research_journal: string}> {
  publication_id: number;
  locale: Locale;
}

export interface JobTable {
  id: number;
  post_date: string;
  close_date: string;
  vacancies: number;
  probation_period: number;
  reference_no: string;
  salary_range: string;
}
export interface JobTextTable extends LocaleText<{
  title: string;
  gender: string;
  job_summary: string;
  duties: string;
  skills: string;
  submission_guideline: string;
  nationality: string;
  contract_type: string;
  contract_duration: string;
  work_type: string;
  candidate_experience: string;
  extension_posibility: string;
}> {
  job_id: number;
  locale: Locale;
}

export interface InspireTable {
  id: number;
  issue: number;
  file: string;
}
export interface InspireTextTable extends LocaleText<{name: string}> {
  inspire_id: number;
  locale: Locale;
}

export interface EmployeeTable {
  id: number;
  photo: string;
  month: string;
}
export interface EmployeeTextTable extends LocaleText<{name: string; description: string}> {
  employee_id: number;
  locale: Locale;
}

/**
 * One row per successful `data:import`. The newest row's id and hash are the
 * "generation" every server replica watches to drop its answer cache, and
 * `npm start` compares the hash with data/ to decide whether to import.
 */
export interface DataImportTable {
  id: number;
  imported_at: string;
  data_hash: string;
  source: string;
  record_count: number;
}

/** Every table, as Kysely sees the database. */
export interface Database {
  news_items: NewsItemTable;
  news_texts: NewsTextTable;
  events: EventTable;
  event_texts: EventTextTable;
  programs: ProgramTable;
  program_texts: ProgramTextTable;
  faculties: FacultyTable;
  faculty_texts: FacultyTextTable;
  attached_files: AttachedFileTable;
  attached_file_names: AttachedFileNameTable;
  lecturers: LecturerTable;
  lecturer_texts: LecturerTextTable;
  lecturer_programs: LecturerProgramTable;
  publications: PublicationTable;
  publication_texts: PublicationTextTable;
  jobs: JobTable;
  job_texts: JobTextTable;
  inspires: InspireTable;
  inspire_texts: InspireTextTable;
  employees: EmployeeTable;
  employee_texts: EmployeeTextTable;
  data_imports: DataImportTable;
}

/** The content tables in the order an import empties them (children first). */
export const CONTENT_TABLES_CHILDREN_FIRST = [
  'news_texts',
  'news_items',
  'event_texts',
  'events',
  'lecturer_programs',
  'lecturer_texts',
  'lecturers',
  'attached_file_names',
  'attached_files',
  'program_texts',
  'programs',
  'faculty_texts',
  'faculties',
  'publication_texts',
  'publications',
  'job_texts',
  'jobs',
  'inspire_texts',
  'inspires',
  'employee_texts',
  'employees',
] as const satisfies readonly (keyof Database)[];
