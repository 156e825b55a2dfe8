/**
 * Answers of the research and careers calls, field names as the API spells
 * them (`extension_posibility` included).
 */
import Type, {type Static} from 'typebox';

/** `/web/research/faculty-publications`. */
export const PublicationSchema = Type.Object({
  year: Type.Integer(),
  authors: Type.String(),
  title: Type.String(),
  research_journal: Type.String(),
  link: Type.String(),
});
export type Publication = Static<typeof PublicationSchema>;

/** A job opening, in the list and on its own. */
export const JobSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  gender: Type.String(),
  close_date: Type.String(),
  post_date: Type.String(),
  job_summary: Type.String(),
  duties: Type.String(),
  skills: Type.String(),
  submission_guideline: Type.String(),
  vacancies: Type.Integer(),
  nationality: Type.String(),
  contract_type: Type.String(),
  contract_duration: Type.String(),
  probation_period: Type.Integer(),
  reference_no: Type.String(),
  work_type: Type.String(),
  salary_range: Type.String(),
  candidate_experience: Type.String(),
  extension_posibility: Type.String(),
});
export type Job = Static<typeof JobSchema>;

/** An issue of the Inspire magazine: its name, number and PDF. */
export const InspireIssueSchema = Type.Object({name: Type.String(), issue: Type.Integer(), file: Type.String()});
export type InspireIssue = Static<typeof InspireIssueSchema>;

/** `/web/career/inspires`. */
export const InspiresAnswerSchema = Type.Object({data: Type.Array(InspireIssueSchema)});

/** An employee of the month. */
export const EmployeeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  photo: Type.String(),
  description: Type.String(),
  month: Type.String(),
});
export type Employee = Static<typeof EmployeeSchema>;

/** `/web/career/employee-of-the-month/{lang}`. */
export const EmployeesAnswerSchema = Type.Object({data: Type.Array(EmployeeSchema)});

/** `/web/career/employee-of-the-month/{employeeId}/{lang}`. */
export const EmployeeAnswerSchema = Type.Object({data: EmployeeSchema});
