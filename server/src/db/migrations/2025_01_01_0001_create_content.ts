/**
 * The content tables (one per entity plus its per-locale text table), the
 * attached files, the lecturer–program links and the import log. Written with
 * the schema builder only, so the same migration runs on SQLite and
 * PostgreSQL.
 */
import type {CreateTableBuilder, Kysely} from 'kysely';

/** Figures of a program: fractional fees are possible, so double precision. */
const PROGRAM_FIGURES = [
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
];

/** Adds nullable text columns: NULL in a fa/ps row means "use English". */
function withTextColumns<T extends string>(table: CreateTableBuilder<T, never>, columns: readonly string[]): CreateTableBuilder<T, never> {
  return columns.reduce((builder, column) => builder.addColumn(column, 'text'), table);
}

/** Creates a `*_texts` table keyed by (owner id, locale). */
async function createTextTable(
  db: Kysely<unknown>,
  name: string,
  owner: {column: string; type: 'integer' | 'text'; references: string},
  columns: readonly string[],
): Promise<void> {
  const table = db.schema
    .createTable(name)
    .addColumn(owner.column, owner.type, (col) => col.notNull().references(owner.references).onDelete('cascade'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, [owner.column, 'locale'] as never);
  await withTextColumns(table, columns).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_items')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('photo', 'text', (col) => col.notNull())
    .addColumn('posted_date', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_items_posted_date_idx').on('news_items').columns(['posted_date', 'id']).execute();
  await createTextTable(db, 'news_texts', {column: 'news_id', type: 'integer', references: 'news_items.id'}, ['title', 'content', 'shared_by']);

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('photo', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('upcoming', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('events_start_date_idx').on('events').columns(['start_date', 'id']).execute();
  await createTextTable(db, 'event_texts', {column: 'event_id', type: 'integer', references: 'events.id'}, [
    'title',
    'location',
    'time_period',
    'content',
  ]);

  await db.schema
    .createTable('faculties')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await createTextTable(db, 'faculty_texts', {column: 'faculty_key', type: 'text', references: 'faculties.key'}, [
    'title',
    'overview',
    'dean_message',
    'dean',
    'vision',
    'mission',
  ]);

  const programs = db.schema
    .createTable('programs')
    .addColumn('tag', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('faculty', 'text', (col) => col.notNull().references('faculties.key'))
    .addColumn('image', 'text', (col) => col.notNull());
  await PROGRAM_FIGURES.reduce((builder, column) => builder.addColumn(column, 'double precision'), programs).execute();
  await db.schema.createIndex('programs_faculty_idx').on('programs').column('faculty').execute();
  await createTextTable(db, 'program_texts', {column: 'program_tag', type: 'text', references: 'programs.tag'}, [
    'title',
    'bio',
    'overview',
    'description',
    'vision',
    'mission',
    'academic_structure',
    'fee_structure',
  ]);

  await db.schema
    .createTable('attached_files')
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('owner_key', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('attached_files_pk', ['owner', 'owner_key', 'file_key'] as never)
    .execute();
  await db.schema
    .createTable('attached_file_names')
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('owner_key', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('attached_file_names_pk', ['owner', 'owner_key', 'file_key', 'locale'] as never)
    .addForeignKeyConstraint(
      'attached_file_names_file_fk',
      ['owner', 'owner_key', 'file_key'] as never,
      'attached_files',
      ['owner', 'owner_key', 'file_key'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('lecturers')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .execute();
  await createTextTable(db, 'lecturer_texts', {column: 'lecturer_id', type: 'integer', references: 'lecturers.id'}, [
    'name',
    'title',
    'bio',
    'education',
    'service_at',
    'experience',
    'courses_taught',
    'publications',
  ]);
  await db.schema
    .createTable('lecturer_programs')
    .addColumn('lecturer_id', 'integer', (col) => col.notNull().references('lecturers.id').onDelete('cascade'))
    .addColumn('program_tag', 'text', (col) => col.notNull().references('programs.tag').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lecturer_programs_pk', ['lecturer_id', 'program_tag'] as never)
    .execute();
  await db.schema.createIndex('lecturer_programs_program_idx').on('lecturer_programs').column('program_tag').execute();

  await db.schema
    .createTable('publications')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .execute();
  await createTextTable(db, 'publication_texts', {column: 'publication_id', type: 'integer', references: 'publications.id'}, [
    'authors',
    'title',
    'research_journal',
  ]);

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('post_date', 'text', (col) => col.notNull())
    .addColumn('close_date', 'text', (col) => col.notNull())
    .addColumn('vacancies', 'integer', (col) => col.notNull())
    .addColumn('probation_period', 'integer', (col) => col.notNull())
    .addColumn('reference_no', 'text', (col) => col.notNull())
    .addColumn('salary_range', 'text', (col) => col.notNull())
    .execute();
  await createTextTable(db, 'job_texts', {column: 'job_id', type: 'integer', references: 'jobs.id'}, [
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
  ]);

  await db.schema
    .createTable('inspires')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('issue', 'integer', (col) => col.notNull())
    .addColumn('file', 'text', (col) => col.notNull())
    .execute();
  await createTextTable(db, 'inspire_texts', {column: 'inspire_id', type: 'integer', references: 'inspires.id'}, ['name']);

  await db.schema
    .createTable('employees')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('photo', 'text', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .execute();
  await createTextTable(db, 'employee_texts', {column: 'employee_id', type: 'integer', references: 'employees.id'}, ['name', 'description']);

  await db.schema
    .createTable('data_imports')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('imported_at', 'text', (col) => col.notNull())
    .addColumn('data_hash', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('record_count', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'data_imports',
    'employee_texts',
    'employees',
    'inspire_texts',
    'inspires',
    'job_texts',
    'jobs',
    'publication_texts',
    'publications',
    'lecturer_programs',
    'lecturer_texts',
    'lecturers',
    'attached_file_names',
    'attached_files',
    'program_texts',
    'programs',
    'faculty_texts',
    'faculties',
    'event_texts',
    'events',
    'news_texts',
    'news_items',
  ];
  for (const table of tables) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
