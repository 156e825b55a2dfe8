/**
 * Shapes of the `/web` API's answers, with the spec's field names and
 * spellings (`Tag`, `Image`, `Bio`, `extension_posibility`).
 * @see ../shared/DESIGN.md §4, spec 1 §3, spec 2 §3
 */

/** A language of the site; the API answers any other value as English. */
export type Lang = 'en' | 'fa' | 'ps';

export interface LatestItem {
  readonly id: number;
  readonly photo: string;
  readonly title: string;
  readonly content: string;
}

export interface NewsItem {
  readonly id: number;
  readonly title: string;
  readonly photo: string;
  readonly content: string;
  readonly posted_date: string;
  readonly keywords: string;
  /** Who posted it; shown as the detail page's shared-by line. */
  readonly shared_by?: string;
}

export interface EventItem {
  readonly id: number;
  readonly title: string;
  readonly location: string;
  readonly start_date: string;
  /** 'Yes' when the date is still to be announced. */
  readonly upcoming: string;
  readonly time_period: string;
  readonly photo: string;
  readonly keywords: string;
  readonly content: string;
}

export interface ProgramCard {
  readonly Tag: string;
  readonly title: string;
  readonly Image: string;
  readonly Bio: string;
}

export interface NamedFile {
  readonly name: string;
  readonly file: string;
}

/** Numbers may be missing (null); pages show a missing number as 0 (spec 2 §5). */
export type MaybeNumber = number | null | undefined;

export interface ProgramDetail {
  readonly title: string;
  readonly overview: string;
  readonly description: string;
  readonly vision: string;
  readonly mission: string;
  readonly academic_structure: string;
  readonly fee_structure: string;
  readonly files: readonly NamedFile[];
  readonly core_courses: MaybeNumber;
  readonly general_courses: MaybeNumber;
  readonly thesis: MaybeNumber;
  readonly total_courses: MaybeNumber;
  readonly total_master_courses: MaybeNumber;
  readonly n_core_courses: MaybeNumber;
  readonly n_total_master_courses: MaybeNumber;
  readonly fee_per_credit: MaybeNumber;
  readonly n_fee_per_credit: MaybeNumber;
  readonly admission_fee: MaybeNumber;
  readonly monthly_average: MaybeNumber;
  readonly total_tuition_fee: MaybeNumber;
  readonly n_total_tuition_fee: MaybeNumber;
  readonly semester: MaybeNumber;
  readonly total_fee: MaybeNumber;
}

export interface LecturerCard {
  readonly id: number;
  readonly name: string;
  readonly title: string;
  readonly image: string;
}

export interface FacultyLecturerCard extends LecturerCard {
  readonly Tag: string;
  readonly ProgramType: string;
}

export interface FacultyAnswer {
  readonly faculty: {
    readonly title: string;
    readonly overview: string;
    readonly deanMessage: string;
    readonly dean: string;
    readonly vision: string;
    readonly mission: string;
  };
  /**
   * The faculty's programs. The server sends the Tag as `id`; `ProgramType`
   * is not in the contract yet, so pages look the type up when it is absent.
   */
  readonly programs: ReadonlyArray<ProgramCard & {readonly id?: number | string; readonly ProgramType?: string}>;
  readonly files: readonly NamedFile[];
}

export interface LecturerProfile {
  readonly name: string;
  readonly title: string;
  readonly image: string;
  readonly email: string;
  readonly phone: string;
  readonly bio: string;
  readonly education: string;
  readonly serviceAt: string;
  readonly experience: string;
  readonly coursesTaught: string;
  readonly publications: string;
}

export interface Publication {
  readonly year: number;
  readonly authors: string;
  readonly title: string;
  readonly research_journal: string;
  readonly link: string;
}

export interface Job {
  readonly id: number;
  readonly title: string;
  readonly gender: string;
  readonly close_date: string;
  readonly post_date: string;
  readonly job_summary: string;
  readonly duties: string;
  readonly skills: string;
  readonly submission_guideline: string;
  readonly vacancies: number;
  readonly nationality: string;
  readonly contract_type: string;
  readonly contract_duration: string;
  /** In months. */
  readonly probation_period: number;
  readonly reference_no: string;
  readonly work_type: string;
  readonly salary_range: string;
  readonly candidate_experience: string;
  readonly extension_posibility: string;
}

export interface InspireIssue {
  readonly name: string;
  readonly issue: number;
  readonly file: string;
}

export interface Employee {
  readonly id: number;
  readonly name: string;
  readonly photo: string;
  readonly description: string;
  readonly month: string;
}
