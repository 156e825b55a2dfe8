/**
 * The site's navigation: the six sidebar sections with their submenu routes
 * and preview panels, and the footer's four columns. One list feeds the
 * sidebar, the footer and the end-to-end tests that visit every link.
 */

/** Section keys of the sidebar, in menu order. */
export type SectionKey = 'about' | 'academics' | 'students' | 'admissions' | 'research' | 'career';

export interface NavSection {
  readonly key: SectionKey;
  /** Submenu routes, in menu order. Labels come from the translation files. */
  readonly routes: readonly string[];
  /** Preview image, webp, with the version parameter `PREVIEW_IMAGE_VERSION`. */
  readonly previewImage: string;
}

/** Version parameter on menu preview images; change it to make browsers fetch them anew. */
export const PREVIEW_IMAGE_VERSION = 'v=1';

const preview = (key: SectionKey): string => `/img/menu/${key}.webp?${PREVIEW_IMAGE_VERSION}`;

export const NAV_SECTIONS: readonly NavSection[] = [
  {
    key: 'about',
    routes: ['/about/founder-message', '/about/strategic-plan', '/about/history', '/about/international-affairs', '/about/sustainability'],
    previewImage: preview('about'),
  },
  {
    key: 'academics',
    routes: [
      '/academics/graduate/graduate-programs',
      '/academics/undergraduate/undergraduate-programs',
      '/academics/faculties',
      '/academics/faculty-development-center',
      '/academics/quality-enhancement',
      '/academics/accreditation',
    ],
    previewImage: preview('academics'),
  },
  {
    key: 'students',
    routes: [
      '/students/students-and-alumni-facilitation-center',
      '/students/success-center',
      '/students/career-service',
      '/students/student-involvement',
      '/students/alumni',
      '/students/scholarships',
      '/students/library',
    ],
    previewImage: preview('students'),
  },
  {
    key: 'admissions',
    routes: ['/admission/admission-process', '/admission/admission-requirements'],
    previewImage: preview('admissions'),
  },
  {
    key: 'research',
    routes: [
      '/research/department-of-research-and-development',
      '/research/research-society',
      '/research/faculty-publications',
      '/research/conferences',
      '/research/journals',
    ],
    previewImage: preview('research'),
  },
  {
    key: 'career',
    routes: [
      '/career/current-opportunities',
      '/career/learning-and-development',
      '/career/our-values-and-culture',
      '/career/employee-of-the-month',
      '/career/inspire',
    ],
    previewImage: preview('career'),
  },
];

/** The footer's four columns of links, in order. */
export const FOOTER_COLUMNS: readonly (readonly string[])[] = [
  ['/about/founder-message', '/about/strategic-plan', '/about/history', '/about/international-affairs'],
  [
    '/academics/graduate/graduate-programs',
    '/academics/undergraduate/undergraduate-programs',
    '/academics/quality-enhancement',
    '/academics/accreditation',
  ],
  ['/students/success-center', '/students/scholarships', '/students/alumni', '/admission/admission-process'],
  ['/students/library', '/news/general', '/events', '/contact'],
];

/** Paths whose header icons render in black. */
export const DARK_ICON_PATH_PREFIXES = ['/academics/programs', '/academics/faculty'] as const;

/**
 * Whether the header icons render black on this path (the path without the
 * locale prefix). The rule is "paths beginning with", so this is a plain
 * prefix test: `/academics/faculties` counts as well, and it too opens on a
 * light page.
 */
export function hasDarkHeaderIcons(pathWithoutLocale: string): boolean {
  return DARK_ICON_PATH_PREFIXES.some((prefix) => pathWithoutLocale.startsWith(prefix));
}
