/**
 * The answer of every `/web` endpoint (content/api.ts names them): the
 * server serialises through these schemas, so a field not named here never
 * leaves it, and the browser's types are derived from them (`Answer<E>`).
 */
import Type, {type Static, type TSchema} from 'typebox';
import type {Endpoint} from '../api';
import {
  FacultyAnswerSchema,
  FacultyLecturerSchema,
  LecturerAnswerSchema,
  LecturerCardSchema,
  ProgramCardSchema,
  ProgramDetailSchema,
} from './academics';
import {EmployeeAnswerSchema, EmployeesAnswerSchema, InspiresAnswerSchema, JobSchema, PublicationSchema} from './career';
import {EventItemSchema, LatestEventItemSchema, LatestNewsItemSchema, NewsDetailItemSchema, NewsItemSchema} from './news';

/** The 200 answer of each endpoint. Detail answers of news and events are lists of one. */
export const ANSWER_SCHEMAS = {
  latestNews: Type.Array(LatestNewsItemSchema),
  allNews: Type.Array(NewsItemSchema),
  newsDetail: Type.Array(NewsDetailItemSchema),
  latestEvents: Type.Array(LatestEventItemSchema),
  allEvents: Type.Array(EventItemSchema),
  eventDetail: Type.Array(EventItemSchema),
  graduatePrograms: Type.Array(ProgramCardSchema),
  undergraduatePrograms: Type.Array(ProgramCardSchema),
  programDetails: ProgramDetailSchema,
  programLecturers: Type.Array(LecturerCardSchema),
  faculty: FacultyAnswerSchema,
  facultyLecturers: Type.Array(FacultyLecturerSchema),
  lecturer: LecturerAnswerSchema,
  publications: Type.Array(PublicationSchema),
  jobs: Type.Array(JobSchema),
  job: JobSchema,
  inspires: InspiresAnswerSchema,
  employees: EmployeesAnswerSchema,
  employee: EmployeeAnswerSchema,
} satisfies Record<Endpoint, TSchema>;

/** The answer of endpoint `E`. */
export type Answer<E extends Endpoint> = Static<(typeof ANSWER_SCHEMAS)[E]>;

export type {FacultyAnswer, FacultyLecturer, LecturerCard, LecturerProfile, NamedFile, ProgramCard, ProgramDetail} from './academics';
export type {Employee, InspireIssue, Job, Publication} from './career';
export type {EventItem, LatestItem, NewsDetailItem, NewsItem} from './news';
