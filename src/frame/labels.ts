/**
 * Visible names of the frame's links and sections, in the current language.
 *
 * Each string is a literal translate() call so that `docusaurus
 * write-translations` can extract it; ids are `frame.nav.route.<path>` for
 * links and `frame.nav.section.<key>.<field>` for the sidebar sections.
 */
import {translate} from '@docusaurus/Translate';
import type {SectionKey} from './navigation';

const ROUTE_LABELS: Readonly<Record<string, () => string>> = {
  '/about/founder-message': () =>
    translate({
      id: 'frame.nav.route./about/founder-message',
      message: 'Founder’s Message',
      description: 'Menu and footer link to /about/founder-message',
    }),
  '/about/strategic-plan': () =>
    translate({id: 'frame.nav.route./about/strategic-plan', message: 'Strategic Plan', description: 'Menu and footer link to /about/strategic-plan'}),
  '/about/history': () =>
    translate({id: 'frame.nav.route./about/history', message: 'History', description: 'Menu and footer link to /about/history'}),
  '/about/international-affairs': () =>
    translate({
      id: 'frame.nav.route./about/international-affairs',
      message: 'International Affairs',
      description: 'Menu and footer link to /about/international-affairs',
    }),
  '/about/sustainability': () =>
    translate({id: 'frame.nav.route./about/sustainability', message: 'Sustainability', description: 'Menu and footer link to /about/sustainability'}),
  '/academics/graduate/graduate-programs': () =>
    translate({
      id: 'frame.nav.route./academics/graduate/graduate-programs',
      message: 'Graduate Programs',
      description: 'Menu and footer link to /academics/graduate/graduate-programs',
    }),
  '/academics/undergraduate/undergraduate-programs': () =>
    translate({
      id: 'frame.nav.route./academics/undergraduate/undergraduate-programs',
      message: 'Undergraduate Programs',
      description: 'Menu and footer link to /academics/undergraduate/undergraduate-programs',
    }),
  '/academics/faculties': () =>
    translate({id: 'frame.nav.route./academics/faculties', message: 'Faculties', description: 'Menu and footer link to /academics/faculties'}),
  '/academics/faculty-development-center': () =>
    translate({
      id: 'frame.nav.route./academics/faculty-development-center',
      message: 'Faculty Development Center',
      description: 'Menu and footer link to /academics/faculty-development-center',
    }),
  '/academics/quality-enhancement': () =>
    translate({
      id: 'frame.nav.route./academics/quality-enhancement',
      message: 'Quality Enhancement',
      description: 'Menu and footer link to /academics/quality-enhancement',
    }),
  '/academics/accreditation': () =>
    translate({
      id: 'frame.nav.route./academics/accreditation',
      message: 'Accreditation',
      description: 'Menu and footer link to /academics/accreditation',
    }),
  '/students/students-and-alumni-facilitation-center': () =>
    translate({
      id: 'frame.nav.route./students/students-and-alumni-facilitation-center',
      message: 'Students & Alumni Facilitation Center',
      description: 'Menu and footer link to /students/students-and-alumni-facilitation-center',
    }),
  '/students/success-center': () =>
    translate({
      id: 'frame.nav.route./students/success-center',
      message: 'Success Center',
      description: 'Menu and footer link to /students/success-center',
    }),
  '/students/career-service': () =>
    translate({
      id: 'frame.nav.route./students/career-service',
      message: 'Career Services',
      description: 'Menu and footer link to /students/career-service',
    }),
  '/students/student-involvement': () =>
    translate({
      id: 'frame.nav.route./students/student-involvement',
      message: 'Student Involvement',
      description: 'Menu and footer link to /students/student-involvement',
    }),
  '/students/alumni': () =>
    translate({id: 'frame.nav.route./students/alumni', message: 'Alumni', description: 'Menu and footer link to /students/alumni'}),
  '/students/scholarships': () =>
    translate({id: 'frame.nav.route./students/scholarships', message: 'Scholarships', description: 'Menu and footer link to /students/scholarships'}),
  '/students/library': () =>
    translate({id: 'frame.nav.route./students/library', message: 'Library', description: 'Menu and footer link to /students/library'}),
  '/admission/admission-process': () =>
    translate({
      id: 'frame.nav.route./admission/admission-process',
      message: 'Admission Process',
      description: 'Menu and footer link to /admission/admission-process',
    }),
  '/admission/admission-requirements': () =>
    translate({
      id: 'frame.nav.route./admission/admission-requirements',
      message: 'Admission Requirements',
      description: 'Menu and footer link to /admission/admission-requirements',
    }),
  '/research/department-of-research-and-development': () =>
    translate({
      id: 'frame.nav.route./research/department-of-research-and-development',
      message: 'Research & Development Department',
      description: 'Menu and footer link to /research/department-of-research-and-development',
    }),
  '/research/research-society': () =>
    translate({
      id: 'frame.nav.route./research/research-society',
      message: 'Research Society',
      description: 'Menu and footer link to /research/research-society',
    }),
  '/research/faculty-publications': () =>
    translate({
      id: 'frame.nav.route./research/faculty-publications',
      message: 'Faculty Publications',
      description: 'Menu and footer link to /research/faculty-publications',
    }),
  '/research/conferences': () =>
    translate({id: 'frame.nav.route./research/conferences', message: 'Conferences', description: 'Menu and footer link to /research/conferences'}),
  '/research/journals': () =>
    translate({id: 'frame.nav.route./research/journals', message: 'Journals', description: 'Menu and footer link to /research/journals'}),
  '/career/current-opportunities': () =>
    translate({
      id: 'frame.nav.route./career/current-opportunities',
      message: 'Current Opportunities',
      description: 'Menu and footer link to /career/current-opportunities',
    }),
  '/career/learning-and-development': () =>
    translate({
      id: 'frame.nav.route./career/learning-and-development',
      message: 'Learning & Development',
      description: 'Menu and footer link to /career/learning-and-development',
    }),
  '/career/our-values-and-culture': () =>
    translate({
      id: 'frame.nav.route./career/our-values-and-culture',
      message: 'Our Values & Culture',
      description: 'Menu and footer link to /career/our-values-and-culture',
    }),
  '/career/employee-of-the-month': () =>
    translate({
      id: 'frame.nav.route./career/employee-of-the-month',
      message: 'Employee of the Month',
      description: 'Menu and footer link to /career/employee-of-the-month',
    }),
  '/career/inspire': () =>
    translate({id: 'frame.nav.route./career/inspire', message: 'Inspire Magazine', description: 'Menu and footer link to /career/inspire'}),
  '/news/general': () => translate({id: 'frame.nav.route./news/general', message: 'News', description: 'Menu and footer link to /news/general'}),
  '/events': () => translate({id: 'frame.nav.route./events', message: 'Events', description: 'Menu and footer link to /events'}),
  '/contact': () => translate({id: 'frame.nav.route./contact', message: 'Contact Us', description: 'Menu and footer link to /contact'}),
};

/** The translated link text of a sidebar or footer route. */
export function routeLabel(path: string): string {
  const label = ROUTE_LABELS[path];
  if (!label) {
    // Every route in navigation.ts has a label; a new one must get one here.
    throw new Error(`No label for the menu route ${path}: add it to src/frame/labels.ts`);
  }
  return label();
}

/** Routes that have a label, for tests that check navigation.ts against this list. */
export const LABELLED_ROUTES: readonly string[] = Object.keys(ROUTE_LABELS);

/** What the sidebar shows for a section: its name and its preview panel. */
export interface SectionCopy {
  /** Name in the main list and on the back control. */
  readonly label: string;
  /** Heading of the preview panel. */
  readonly heading: string;
  /** One sentence under the heading. */
  readonly description: string;
  /** Text alternative of the preview image. */
  readonly imageAlt: string;
}

const SECTION_COPY: Readonly<Record<SectionKey, () => SectionCopy>> = {
  about: () => ({
    label: translate({id: 'frame.nav.section.about.label', message: 'About', description: 'Sidebar section: about the university'}),
    heading: translate({
      id: 'frame.nav.section.about.heading',
      message: 'Discover Our Story',
      description: 'Heading of the About preview panel in the sidebar',
    }),
    description: translate({
      id: 'frame.nav.section.about.description',
      message: 'Learn how the university began, where it is heading, and the partnerships and commitments that shape it.',
      description: 'One-sentence description in the About preview panel',
    }),
    imageAlt: translate({
      id: 'frame.nav.section.about.imageAlt',
      message: 'Illustration of an arched doorway',
      description: 'Text alternative of the About preview image',
    }),
  }),
  academics: () => ({
    label: translate({id: 'frame.nav.section.academics.label', message: 'Academics', description: 'Sidebar section: programs and faculties'}),
    heading: translate({
      id: 'frame.nav.section.academics.heading',
      message: 'Academic Excellence',
      description: 'Heading of the Academics preview panel in the sidebar',
    }),
    description: translate({
      id: 'frame.nav.section.academics.description',
      message: 'Explore our graduate and undergraduate programs, our faculties, and the work that keeps our teaching quality high.',
      description: 'One-sentence description in the Academics preview panel',
    }),
    imageAlt: translate({
      id: 'frame.nav.section.academics.imageAlt',
      message: 'Illustration of a stack of books',
      description: 'Text alternative of the Academics preview image',
    }),
  }),
  students: () => ({
    label: translate({id: 'frame.nav.section.students.label', message: 'Students', description: 'Sidebar section: student services'}),
    heading: translate({
      id: 'frame.nav.section.students.heading',
      message: 'Student Life',
      description: 'Heading of the Students preview panel in the sidebar',
    }),
    description: translate({
      id: 'frame.nav.section.students.description',
      message: 'Find the support, clubs, scholarships and library services that help our students and alumni thrive.',
      description: 'One-sentence description in the Students preview panel',
    }),
    imageAlt: translate({
      id: 'frame.nav.section.students.imageAlt',
      message: 'Illustration of a crowd of students',
      description: 'Text alternative of the Students preview image',
    }),
  }),
  admissions: () => ({
    label: translate({id: 'frame.nav.section.admissions.label', message: 'Admissions', description: 'Sidebar section: how to apply'}),
    heading: translate({
      id: 'frame.nav.section.admissions.heading',
      message: 'Join Our Community',
      description: 'Heading of the Admissions preview panel in the sidebar',
    }),
    description: translate({
      id: 'frame.nav.section.admissions.description',
      message: 'See how to apply, what to prepare, and each step from your application to your first day of classes.',
      description: 'One-sentence description in the Admissions preview panel',
    }),
    imageAlt: translate({
      id: 'frame.nav.section.admissions.imageAlt',
      message: 'Illustration of steps leading up to an open door',
      description: 'Text alternative of the Admissions preview image',
    }),
  }),
  research: () => ({
    label: translate({id: 'frame.nav.section.research.label', message: 'Research', description: 'Sidebar section: research and publications'}),
    heading: translate({
      id: 'frame.nav.section.research.heading',
      message: 'Innovation & Research',
      description: 'Heading of the Research preview panel in the sidebar',
    }),
    description: translate({
      id: 'frame.nav.section.research.description',
      message: 'Meet our research department and society, read faculty publications, and follow our conferences and journals.',
      description: 'One-sentence description in the Research preview panel',
    }),
    imageAlt: translate({
      id: 'frame.nav.section.research.imageAlt',
      message: 'Illustration of an atom',
      description: 'Text alternative of the Research preview image',
    }),
  }),
  career: () => ({
    label: translate({id: 'frame.nav.section.career.label', message: 'Career', description: 'Sidebar section: jobs at the university'}),
    heading: translate({
      id: 'frame.nav.section.career.heading',
      message: 'Career',
      description: 'Heading of the Career preview panel in the sidebar',
    }),
    description: translate({
      id: 'frame.nav.section.career.description',
      message: 'Browse open positions and see how we support, develop and recognise the people who work here.',
      description: 'One-sentence description in the Career preview panel',
    }),
    imageAlt: translate({
      id: 'frame.nav.section.career.imageAlt',
      message: 'Illustration of rising bars with an upward arrow',
      description: 'Text alternative of the Career preview image',
    }),
  }),
};

/** The translated name and preview panel text of a sidebar section. */
export function sectionCopy(key: SectionKey): SectionCopy {
  return SECTION_COPY[key]();
}
