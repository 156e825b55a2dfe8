/**
 * Publications, jobs, Inspire issues and employees of the month: one schema
 * per entity naming every field with what makes it valid. The data files'
 * schemas (./data.ts) and the API's answers are cut from it; field names are
 * the API's (`extension_posibility` included).
 */
import Type, {type Static} from 'typebox';
import {FilePath, ImagePath, IsoDate, IsoMonth, Line, pick, RecordId, Text, textSchemas} from './fields';

/** A faculty publication; `link` is the article's address or a PDF of the site. */
export const PublicationEntity = Type.Object({
  id: RecordId,
  year: Type.Integer({minimum: 1900, maximum: 2100}),
  link: Type.Union([Type.String({pattern: '^https://[^\\s<>"]+$', maxLength: 500}), FilePath], {
    description: 'an https:// URL or a /files/...pdf path',
  }),
  authors: Line,
  title: Text,
  research_journal: Line,
});

/** A job opening. */
export const JobEntity = Type.Object({
  id: RecordId,
  post_date: IsoDate,
  close_date: IsoDate,
  vacancies: Type.Integer({minimum: 1, maximum: 10_000}),
  probation_period: Type.Integer({minimum: 0, maximum: 36}),
  reference_no: Line,
  salary_range: Line,
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

/** An issue of the Inspire magazine. */
export const InspireEntity = Type.Object({
  id: RecordId,
  issue: Type.Integer({minimum: 1}),
  file: Type.String({
    pattern: '^/files/inspire/[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.pdf$',
    description: 'a .pdf path under /files/inspire/',
  }),
  name: Line,
});

/** An employee of the month. */
export const EmployeeEntity = Type.Object({
  id: RecordId,
  photo: ImagePath,
  month: IsoMonth,
  name: Line,
  description: Text,
});

// --- the data files ---

export const PublicationRecordSchema = pick(PublicationEntity, ['id', 'year', 'link'], {additionalProperties: false});
export const PublicationText = textSchemas(pick(PublicationEntity, ['authors', 'title', 'research_journal']).properties);

export const JobRecordSchema = pick(JobEntity, ['id', 'post_date', 'close_date', 'vacancies', 'probation_period', 'reference_no', 'salary_range'], {
  additionalProperties: false,
});
export const JobText = textSchemas(
  pick(JobEntity, [
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
  ]).properties,
);

export const InspireRecordSchema = pick(InspireEntity, ['id', 'issue', 'file'], {additionalProperties: false});
export const InspireText = textSchemas(pick(InspireEntity, ['name']).properties);

export const EmployeeRecordSchema = pick(EmployeeEntity, ['id', 'photo', 'month'], {additionalProperties: false});
export const EmployeeText = textSchemas(pick(EmployeeEntity, ['name', 'description']).properties);

// --- the answers ---

/** `/web/research/faculty-publications`. */
export const PublicationSchema = pick(PublicationEntity, ['year', 'authors', 'title', 'research_journal', 'link']);
export type Publication = Static<typeof PublicationSchema>;

/** A job opening, in the list and on its own. */
export const JobSchema = pick(JobEntity, [
  'id',
  'title',
  'gender',
  'close_date',
  'post_date',
  'job_summary',
  'duties',
  'skills',
  'submission_guideline',
  'vacancies',
  'nationality',
  'contract_type',
  'contract_duration',
  'probation_period',
  'reference_no',
  'work_type',
  'salary_range',
  'candidate_experience',
  'extension_posibility',
]);
export type Job = Static<typeof JobSchema>;

/** An issue of the Inspire magazine: its name, number and PDF. */
export const InspireIssueSchema = pick(InspireEntity, ['name', 'issue', 'file']);
export type InspireIssue = Static<typeof InspireIssueSchema>;

/** `/web/career/inspires`. */
export const InspiresAnswerSchema = Type.Object({data: Type.Array(InspireIssueSchema)});

/** An employee of the month. */
export const EmployeeSchema = pick(EmployeeEntity, ['id', 'name', 'photo', 'description', 'month']);
export type Employee = Static<typeof EmployeeSchema>;

/** `/web/career/employee-of-the-month/{lang}`. */
export const EmployeesAnswerSchema = Type.Object({data: Type.Array(EmployeeSchema)});

/** `/web/career/employee-of-the-month/{employeeId}/{lang}`. */
export const EmployeeAnswerSchema = Type.Object({data: EmployeeSchema});
