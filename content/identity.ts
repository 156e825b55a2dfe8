/**
 * The university's identity: the one place that names the institution, its
 * contacts, social links, the student-portal login and the service settings.
 * Components and the server read it; nothing here is hard-coded elsewhere.
 *
 * Every value is a neutral sample (the `.example` domain is reserved for
 * documentation), not a real institution's or person's data.
 */

/** A social network the site links to (the frame shows five, opening in new tabs). */
export interface SocialLink {
  readonly network: 'linkedin' | 'youtube' | 'facebook' | 'instagram' | 'flickr';
  readonly label: string;
  readonly url: string;
}

/** A contact block on the contact page: registrar, admission, human resources. */
export interface ContactBlock {
  readonly key: 'registrar' | 'admission' | 'humanResources';
  readonly mobile: string;
  readonly whatsapp: string;
  readonly email: string;
}

/** Which site search runs in the search pop-up: the build's own Pagefind index, or a third-party widget. */
export type SearchProvider =
  | {readonly kind: 'pagefind'; readonly bundlePath: string}
  | {
      readonly kind: 'third-party';
      /** Script of the widget, loaded once on first open. */
      readonly scriptUrl: string;
      /** Origins the widget talks to, added to the Content-Security-Policy. */
      readonly origins: readonly string[];
    };

export interface Identity {
  /** Name per locale, as it appears in titles and the footer. */
  readonly name: {readonly en: string; readonly fa: string; readonly ps: string};
  readonly shortName: string;
  /** Public origin of the site, used for canonical URLs, feeds and share cards. */
  readonly siteUrl: string;
  /** The logo for light backgrounds (`src`) and its white drawing for dark ones (`srcOnDark`). */
  readonly logo: {readonly src: string; readonly srcOnDark: string; readonly width: number; readonly height: number};
  readonly phone: string;
  readonly whatsapp: string;
  readonly email: string;
  readonly admissionsEmail: string;
  readonly submissionsEmail: string;
  readonly address: {readonly en: string; readonly fa: string; readonly ps: string};
  readonly contacts: readonly ContactBlock[];
  readonly social: readonly SocialLink[];
  /** External student-portal login page (outside this site). */
  readonly portalLoginUrl: string;
  readonly search: SearchProvider;
  /**
   * Base of the `/web/...` API. Empty means the site's own origin, which is
   * how `npm start` and the nginx example serve it.
   */
  readonly apiBaseUrl: string;
  /**
   * Where the site's sources live: the "Edit this page" links and the web
   * editor at /admin open files and pull requests there. Set `name` to the
   * real repository when the site is deployed.
   */
  readonly repository: Repository;
}

/** A repository on GitHub, where staff edit the site through pull requests. */
export interface Repository {
  readonly host: 'github';
  /** `owner/name`. */
  readonly name: string;
  /** The branch the site is built from, which pull requests target. */
  readonly branch: string;
}

/** The address that opens `file` (a path from the repository's root, or a folder ending in '/') for editing. */
export function editUrl(repository: Repository, file = ''): string {
  return `https://github.com/${repository.name}/edit/${repository.branch}/${file}`;
}

export const identity: Identity = {
  name: {
    en: 'Sapedar University',
    fa: 'پوهنتون سپیدار',
    ps: 'د سپېدار پوهنتون',
  },
  shortName: 'Sapedar',
  siteUrl: 'https://www.sapedar.example',
  logo: {src: '/img/logo.svg', srcOnDark: '/img/logo-white.svg', width: 160, height: 48},
  phone: '+93 700 000 100',
  whatsapp: '+93 700 000 101',
  email: 'info@sapedar.example',
  admissionsEmail: 'admissions@sapedar.example',
  submissionsEmail: 'research@sapedar.example',
  address: {
    en: 'Main Campus, Taimani, Kabul, Afghanistan',
    fa: 'کمپس مرکزی، تایمنی، کابل، افغانستان',
    ps: 'مرکزي کمپس، تایمني، کابل، افغانستان',
  },
  contacts: [
    {key: 'registrar', mobile: '+93 700 000 110', whatsapp: '+93 700 000 111', email: 'registrar@sapedar.example'},
    {key: 'admission', mobile: '+93 700 000 120', whatsapp: '+93 700 000 121', email: 'admissions@sapedar.example'},
    {key: 'humanResources', mobile: '+93 700 000 130', whatsapp: '+93 700 000 131', email: 'hr@sapedar.example'},
  ],
  social: [
    {network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/sapedar-university-example'},
    {network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@sapedar-university-example'},
    {network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/sapedar.university.example'},
    {network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/sapedar.university.example'},
    {network: 'flickr', label: 'Flickr', url: 'https://www.flickr.com/photos/sapedar-university-example'},
  ],
  portalLoginUrl: 'https://portal.sapedar.example/login',
  search: {kind: 'pagefind', bundlePath: '/pagefind/pagefind.js'},
  apiBaseUrl: '',
  repository: {host: 'github', name: 'sapedar-university/website', branch: 'main'},
};

export default identity;
