/**
 * Publications, job openings, inspire issues and employees of the month,
 * newest first, text in the requested locale with English fallback per field.
 */
import type {Kysely} from 'kysely';
import type {Employee, Job, Publication} from '../../../../content/schemas/career';
import type {Locale} from '../../../../content/locales';
import type {Database} from '../database';
import {localized} from './localized';

/** Publications by year, newest first. */
export async function listPublications(db: Kysely<Database>, lang: Locale): Promise<Publication[]> {
  return db
    .selectFrom('publications as p')
    .innerJoin('publication_texts as en', (join) => join.onRef('en.publication_id', '=', 'p.id').on('en.locale', '=', 'en'))
    .leftJoin('publication_texts as loc', (join) => join.onRef('loc.publication_id', '=', 'p.id').on('loc.locale', '=', lang))
    .select(['p.year', 'p.link', ...localized(['authors', 'title', 'research_journal'])])
    .orderBy('p.year', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

const JOB_TEXT = [
  'title',
  'gender',
  'job_summary',
  'duties',
  'skills',
  'submission_guideline',
  'nationality',
  'contract_type',
  'contract_duration',
  'work_type',
  'candidate_experience',
  'extension_posibility',
] as const;

function jobQuery(db: Kysely<Database>, lang: Locale) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('job_texts as en', (join) => join.onRef('en.job_id', '=', 'j.id').on('en.locale', '=', 'en'))
    .leftJoin('job_texts as loc', (join) => join.onRef('loc.job_id', '=', 'j.id').on('loc.locale', '=', lang))
    .select(['j.id', 'j.post_date', 'j.close_date', 'j.vacancies', 'j.probation_period', 'j.reference_no', 'j.salary_range', ...localized(JOB_TEXT)]);
}

/** Job openings by posting date, newest first. */
export async function listJobs(db: Kysely<Database>, lang: Locale): Promise<Job[]> {
  return jobQuery(db, lang).orderBy('j.post_date', 'desc').orderBy('j.id', 'desc').execute();
}

/** One job opening, or undefined. */
export async function findJob(db: Kysely<Database>, id: number, lang: Locale): Promise<Job | undefined> {
  return jobQuery(db, lang).where('j.id', '=', id).executeTakeFirst();
}

/** Inspire issues, newest issue first. */
export async function listInspires(db: Kysely<Database>, lang: Locale): Promise<{name: string; issue: number; file: string}[]> {
  return db
    .selectFrom('inspires as i')
    .innerJoin('inspire_texts as en', (join) => join.onRef('en.inspire_id', '=', 'i.id').on('en.locale', '=', 'en'))
    .leftJoin('inspire_texts as loc', (join) => join.onRef('loc.inspire_id', '=', 'i.id').on('loc.locale', '=', lang))
    .select(['i.issue', 'i.file', ...localized(['name'])])
    .orderBy('i.issue', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

function employeeQuery(db: Kysely<Database>, lang: Locale) {
  return db
    .selectFrom('employees as e')
    .innerJoin('employee_texts as en', (join) => join.onRef('en.employee_id', '=', 'e.id').on('en.locale', '=', 'en'))
    .leftJoin('employee_texts as loc', (join) => join.onRef('loc.employee_id', '=', 'e.id').on('loc.locale', '=', lang))
    .select(['e.id', 'e.photo', 'e.month', ...localized(['name', 'description'])]);
}

/** Employees of the month, latest month first. */
export async function listEmployees(db: Kysely<Database>, lang: Locale): Promise<Employee[]> {
  return employeeQuery(db, lang).orderBy('e.month', 'desc').orderBy('e.id', 'desc').execute();
}

/** One employee of the month, or undefined. */
export async function findEmployee(db: Kysely<Database>, id: number, lang: Locale): Promise<Employee | undefined> {
  return employeeQuery(db, lang).where('e.id', '=', id).executeTakeFirst();
}
