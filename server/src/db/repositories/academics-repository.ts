/**
 * Programs, faculties and lecturers, in the editors' order from data/, text
 * in the requested locale with English fallback per field.
 */
import type {Kysely} from 'kysely';
import sanitizeHtml from 'sanitize-html';
import {
  type FacultyAnswer,
  type FacultyLecturer,
  type LecturerCard,
  type LecturerProfile,
  type NamedFile,
  type ProgramCard,
  type ProgramDetail,
} from '../../../../content/schemas/academics';
import type {Locale} from '../../../../content/locales';
import {PROGRAM_FIGURES} from '../../../../content/schemas/data';
import type {Database, FileOwner} from '../database';
import {localized, localizedAs} from './localized';

/**
 * The markup the lecturer profile tabs may carry. The data
 * schema already refuses anything else; this is the second line of defence
 * for whatever reaches the database by another route.
 */
const PROFILE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['ul', 'ol', 'li', 'p', 'br'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Strips every tag and attribute except ul/ol/li/p/br. */
export function sanitizeProfileHtml(html: string): string {
  return sanitizeHtml(html, PROFILE_HTML);
}

function programQuery(db: Kysely<Database>, lang: Locale) {
  return db
    .selectFrom('programs as p')
    .innerJoin('program_texts as en', (join) => join.onRef('en.program_tag', '=', 'p.tag').on('en.locale', '=', 'en'))
    .leftJoin('program_texts as loc', (join) => join.onRef('loc.program_tag', '=', 'p.tag').on('loc.locale', '=', lang));
}

/** Program cards of one type (graduate or undergraduate). */
export async function listPrograms(db: Kysely<Database>, type: 'graduate-programs' | 'undergraduate-programs', lang: Locale): Promise<ProgramCard[]> {
  return programQuery(db, lang)
    .where('p.type', '=', type)
    .select(['p.tag as Tag', 'p.image as Image', localizedAs('title', 'title'), localizedAs('bio', 'Bio')])
    .orderBy('p.position')
    .execute();
}

/** The downloadable files of a program or faculty, with names in the locale. */
async function listFiles(db: Kysely<Database>, owner: FileOwner, key: string, lang: Locale): Promise<NamedFile[]> {
  return db
    .selectFrom('attached_files as f')
    .innerJoin('attached_file_names as en', (join) =>
      join
        .onRef('en.owner', '=', 'f.owner')
        .onRef('en.owner_key', '=', 'f.owner_key')
        .onRef('en.file_key', '=', 'f.file_key')
        .on('en.locale', '=', 'en'),
    )
    .leftJoin('attached_file_names as loc', (join) =>
      join
        .onRef('loc.owner', '=', 'f.owner')
        .onRef('loc.owner_key', '=', 'f.owner_key')
        .onRef('loc.file_key', '=', 'f.file_key')
        .on('loc.locale', '=', lang),
    )
    .where('f.owner', '=', owner)
    .where('f.owner_key', '=', key)
    .select(['f.path as file', localizedAs('name', 'name')])
    .orderBy('f.position')
    .execute();
}

/** A program's detail, or undefined for an unknown Tag. */
export async function findProgramDetail(db: Kysely<Database>, tag: string, lang: Locale): Promise<ProgramDetail | undefined> {
  const row = await programQuery(db, lang)
    .where('p.tag', '=', tag)
    .select([
      ...PROGRAM_FIGURES.map((figure) => `p.${figure}` as const),
      ...localized(['title', 'overview', 'description', 'vision', 'mission', 'academic_structure', 'fee_structure']),
    ])
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {...row, files: await listFiles(db, 'program', tag, lang)};
}

function lecturerQuery(db: Kysely<Database>, lang: Locale) {
  return db
    .selectFrom('lecturers as l')
    .innerJoin('lecturer_texts as en', (join) => join.onRef('en.lecturer_id', '=', 'l.id').on('en.locale', '=', 'en'))
    .leftJoin('lecturer_texts as loc', (join) => join.onRef('loc.lecturer_id', '=', 'l.id').on('loc.locale', '=', lang));
}

/** Lecturers who teach in a program, or undefined for an unknown Tag. */
export async function listProgramLecturers(db: Kysely<Database>, tag: string, lang: Locale): Promise<LecturerCard[] | undefined> {
  const program = await db.selectFrom('programs').select('tag').where('tag', '=', tag).executeTakeFirst();
  if (program === undefined) return undefined;
  return lecturerQuery(db, lang)
    .innerJoin('lecturer_programs as lp', 'lp.lecturer_id', 'l.id')
    .where('lp.program_tag', '=', tag)
    .select(['l.id', 'l.image', ...localized(['name', 'title'])])
    .orderBy('l.position')
    .execute();
}

/** A faculty with its programs and files, or undefined for an unknown key. */
export async function findFaculty(db: Kysely<Database>, key: string, lang: Locale): Promise<FacultyAnswer | undefined> {
  const faculty = await db
    .selectFrom('faculties as f')
    .innerJoin('faculty_texts as en', (join) => join.onRef('en.faculty_key', '=', 'f.key').on('en.locale', '=', 'en'))
    .leftJoin('faculty_texts as loc', (join) => join.onRef('loc.faculty_key', '=', 'f.key').on('loc.locale', '=', lang))
    .where('f.key', '=', key)
    .select([...localized(['title', 'overview', 'dean', 'vision', 'mission']), localizedAs('dean_message', 'deanMessage')])
    .executeTakeFirst();
  if (faculty === undefined) return undefined;
  const programs = await programQuery(db, lang)
    .where('p.faculty', '=', key)
    .select(['p.tag as id', 'p.tag as Tag', 'p.image as Image', localizedAs('title', 'title'), localizedAs('bio', 'Bio')])
    .orderBy('p.position')
    .execute();
  return {faculty, programs, files: await listFiles(db, 'faculty', key, lang)};
}

/**
 * Lecturers of a faculty: everyone who teaches in one of its programs, once,
 * with the first of their programs in this faculty as Tag and its type as
 * ProgramType (the profile link needs both). Undefined for an unknown key.
 */
export async function listFacultyLecturers(db: Kysely<Database>, key: string, lang: Locale): Promise<FacultyLecturer[] | undefined> {
  const faculty = await db.selectFrom('faculties').select('key').where('key', '=', key).executeTakeFirst();
  if (faculty === undefined) return undefined;
  const rows = await lecturerQuery(db, lang)
    .innerJoin('lecturer_programs as lp', 'lp.lecturer_id', 'l.id')
    .innerJoin('programs as p', 'p.tag', 'lp.program_tag')
    .where('p.faculty', '=', key)
    .select(['l.id', 'l.image', 'p.tag as Tag', 'p.type as ProgramType', ...localized(['name', 'title'])])
    .orderBy('l.position')
    .orderBy('lp.position')
    .execute();
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id) !== undefined);
}

/** A lecturer's profile, HTML fields sanitised, or undefined for an unknown id. */
export async function findLecturer(db: Kysely<Database>, id: number, lang: Locale): Promise<LecturerProfile | undefined> {
  const row = await lecturerQuery(db, lang)
    .where('l.id', '=', id)
    .select([
      'l.image',
      'l.email',
      'l.phone',
      ...localized(['name', 'title', 'bio', 'education', 'experience', 'publications']),
      localizedAs('service_at', 'serviceAt'),
      localizedAs('courses_taught', 'coursesTaught'),
    ])
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    ...row,
    education: sanitizeProfileHtml(row.education),
    serviceAt: sanitizeProfileHtml(row.serviceAt),
    experience: sanitizeProfileHtml(row.experience),
    coursesTaught: sanitizeProfileHtml(row.coursesTaught),
    publications: sanitizeProfileHtml(row.publications),
  };
}

/** The Tags of the programs a lecturer teaches in, the home program first; empty for an unknown lecturer. */
export async function listLecturerPrograms(db: Kysely<Database>, id: number): Promise<string[]> {
  const rows = await db.selectFrom('lecturer_programs').where('lecturer_id', '=', id).select('program_tag').orderBy('position').execute();
  return rows.map((row) => row.program_tag);
}

/** The Tag of the program whose address segment is `slug` (its Tag in lower case), if there is one. */
export async function findProgramTagBySlug(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  // Tags are few; the data reader keeps them unique regardless of case.
  const rows = await db.selectFrom('programs').select('tag').execute();
  return rows.find((row) => row.tag.toLowerCase() === slug)?.tag;
}
