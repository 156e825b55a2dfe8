/**
 * Translated labels the academics components share. translate() needs literal
 * ids (write-translations extracts them statically), hence the switches.
 */
import {translate} from '@docusaurus/Translate';
import type {FacultyKey, ProgramType} from '@site/content/keys';
import type {FacultySubpage, ProgramSubpage} from '@site/content/routes';
import type {FeeVariant} from '@site/src/lib/fees';

/** Name of a program variant, used in table captions. */
export function variantLabel(variant: FeeVariant): string {
  switch (variant) {
    case 'graduate-2-year':
      return translate({
        id: 'academics.variant.twoYear',
        message: '2-year program',
        description: 'Graduate program variant that lasts two years (table captions)',
      });
    case 'graduate-2.5-year':
      return translate({
        id: 'academics.variant.twoAndHalfYear',
        message: '2.5-year program',
        description: 'Graduate program variant that lasts two and a half years (table captions)',
      });
    default:
      return translate({
        id: 'academics.variant.undergraduate',
        message: 'Undergraduate program',
        description: 'The single undergraduate program variant (table captions)',
      });
  }
}

/** Translated title of a faculty (the faculties page lists these statically). */
export function facultyTitle(key: FacultyKey): string {
  switch (key) {
    case 'Economic':
      return translate({id: 'academics.faculty.Economic', message: 'Faculty of Economics', description: 'Faculty name'});
    case 'Engineering':
      return translate({id: 'academics.faculty.Engineering', message: 'Faculty of Engineering', description: 'Faculty name'});
    case 'ComputerScience':
      return translate({
        id: 'academics.faculty.ComputerScience',
        message: 'Faculty of Computer Science',
        description: 'Faculty name',
      });
    case 'SocialScience':
      return translate({
        id: 'academics.faculty.SocialScience',
        message: 'Faculty of Social Sciences',
        description: 'Faculty name',
      });
    default:
      return translate({id: 'academics.faculty.Law', message: 'Faculty of Law', description: 'Faculty name'});
  }
}

/** Name of a program sub-page, as in the program sub-menu. */
export function programSubpageLabel(subpage: ProgramSubpage): string {
  switch (subpage) {
    case 'description':
      return translate({id: 'academics.program.nav.description', message: 'Description', description: 'Program sub-menu link and heading'});
    case 'vision-and-mission':
      return translate({
        id: 'academics.program.nav.visionAndMission',
        message: 'Vision and Mission',
        description: 'Program and faculty sub-menu link and heading',
      });
    case 'academic-structure':
      return translate({
        id: 'academics.program.nav.academicStructure',
        message: 'Academic Structure',
        description: 'Program sub-menu link and heading',
      });
    case 'fee-structure':
      return translate({id: 'academics.program.nav.feeStructure', message: 'Fee Structure', description: 'Program sub-menu link and heading'});
    case 'faculty-profile':
      return translate({
        id: 'academics.program.nav.facultyProfile',
        message: 'Faculty Profile',
        description: 'Program and faculty sub-menu link to the lecturers (teaching staff) and its heading',
      });
    default:
      return translate({
        id: 'academics.program.nav.overview',
        message: 'Overview',
        description: 'Program and faculty sub-menu link to the first page',
      });
  }
}

/** Name of a faculty sub-page, as in the faculty sub-menu. */
export function facultySubpageLabel(subpage: FacultySubpage): string {
  switch (subpage) {
    case 'programs':
      return translate({id: 'academics.faculty.nav.programs', message: 'Programs', description: 'Faculty sub-menu link and heading'});
    case 'dean-message':
      return translate({id: 'academics.faculty.nav.deanMessage', message: "Dean's Message", description: 'Faculty sub-menu link and heading'});
    case 'vision-and-mission':
      return programSubpageLabel('vision-and-mission');
    case 'faculty-profile':
      return programSubpageLabel('faculty-profile');
    default:
      return programSubpageLabel('');
  }
}

/** "Graduate program" or "Undergraduate program", or a neutral label. */
export function programTypeLabel(type: ProgramType | undefined): string {
  switch (type) {
    case 'graduate-programs':
      return translate({
        id: 'academics.program.type.graduate',
        message: 'Graduate program',
        description: 'Small line above a graduate program title',
      });
    case 'undergraduate-programs':
      return translate({
        id: 'academics.program.type.undergraduate',
        message: 'Undergraduate program',
        description: 'Small line above an undergraduate program title',
      });
    default:
      return translate({
        id: 'academics.program.type.unknown',
        message: 'Academic program',
        description: 'Small line above a program title when its type is unknown',
      });
  }
}

/** Heading of a list of programs of one type (the programs page). */
export function programTypeHeading(type: ProgramType): string {
  return type === 'graduate-programs'
    ? translate({
        id: 'academics.programs.graduateHeading',
        message: 'Graduate programs',
        description: 'Heading of the graduate programs on the page listing all programs',
      })
    : translate({
        id: 'academics.programs.undergraduateHeading',
        message: 'Undergraduate programs',
        description: 'Heading of the undergraduate programs on the page listing all programs',
      });
}
