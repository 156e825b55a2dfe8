/** @jest-environment node */
/**
 * `npm run i18n:check` on throw-away repositories: a page (a conference page
 * like any other) or a partial without its Dari or Pashto twin is missing,
 * and a twin committed before the last change of its English page is
 * outdated; a data field likewise. Every variant the glossary says to avoid
 * fails wherever it is written; menu labels must be their page's title;
 * sidebar labels must be translated; dates and times typed by hand must be
 * written the one way of their kind.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkData, checkDataOutdated, checkEventTimes, checkGlossary, checkMenuLabels, checkPages, checkSidebarLabels} from './i18n-check';
import {GLOSSARY_FILE, readGlossary} from './lib/glossary';
import {pagesDir} from './lib/translated-text';
import {checkWrittenDates} from './lib/written-dates';

const CONFERENCE = 'research/conferences/demo-2030.mdx';
const PARTIAL = 'research/conferences/_university-vision.mdx';
const twin = (locale: string, page: string) => `i18n/${locale}/docusaurus-plugin-content-docs/current/${page}`;

describe('i18n:check on pages', () => {
  let repo: string;

  function write(relative: string, content: string): void {
    const file = path.join(repo, relative);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  }

  /** Commits everything at a given time, so "changed after" does not depend on the clock. */
  function commit(unixTime: number): void {
    const date = `${unixTime} +0000`;
    const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
    execFileSync('git', ['add', '-A'], {cwd: repo});
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', 'commit', '-qm', 'x'], {cwd: repo, env});
  }

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
    execFileSync('git', ['init', '-q'], {cwd: repo});
    write(`docs/${CONFERENCE}`, '# Demo 2030\n');
    write(`docs/${PARTIAL}`, '## Vision\n');
    write(twin('fa', CONFERENCE), '# دمو ۲۰۳۰\n');
    write(twin('fa', PARTIAL), '## دیدگاه\n');
    write(twin('ps', PARTIAL), '## لیدلوری\n');
    commit(1_700_000_000);
  });

  afterEach(() => rmSync(repo, {recursive: true, force: true}));

  it('reports a conference page that has no Pashto twin as missing, and nothing else', () => {
    expect(checkPages(repo)).toEqual([{locale: 'ps', kind: 'missing', what: `page ${twin('ps', CONFERENCE)} (translation of docs/${CONFERENCE})`}]);
  });

  it('reports a partial without its twin, like a page', () => {
    rmSync(path.join(repo, twin('fa', PARTIAL)));
    expect(checkPages(repo)).toContainEqual({
      locale: 'fa',
      kind: 'missing',
      what: `page ${twin('fa', PARTIAL)} (translation of docs/${PARTIAL})`,
    });
  });

  it('reports the twins as outdated when the English page changes after them', () => {
    write(twin('ps', CONFERENCE), '# ډیمو ۲۰۳۰\n');
    commit(1_700_000_100);
    expect(checkPages(repo)).toEqual([]);
    write(`docs/${CONFERENCE}`, '# Demo 2030\n\nMoved to October.\n');
    commit(1_700_000_200);
    expect(checkPages(repo)).toEqual([
      {locale: 'fa', kind: 'outdated', what: `page ${twin('fa', CONFERENCE)}: docs/${CONFERENCE} changed after it`},
      {locale: 'ps', kind: 'outdated', what: `page ${twin('ps', CONFERENCE)}: docs/${CONFERENCE} changed after it`},
    ]);
  });

  it('leaves the twins up to date when only comments or line breaks of the English page change', () => {
    write(twin('ps', CONFERENCE), '# ډیمو ۲۰۳۰\n');
    commit(1_700_000_100);
    write(`docs/${CONFERENCE}`, '{/* Dates from the organisers. */}\n<!-- checked in May -->\n\n#   Demo 2030\n\n');
    commit(1_700_000_200);
    expect(checkPages(repo)).toEqual([]);
  });
});

/** A throw-away repository for the checks that read files (not git). */
function fixtureRepo(): {root: string; write: (relative: string, content: string) => void; commit: (unixTime: number) => void} {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  execFileSync('git', ['init', '-q'], {cwd: root});
  return {
    root,
    write(relative, content) {
      const file = path.join(root, relative);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, content);
    },
    commit(unixTime) {
      const date = `${unixTime} +0000`;
      const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
      execFileSync('git', ['add', '-A'], {cwd: root});
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', 'commit', '-qm', 'x'], {cwd: root, env});
    },
  };
}

const REAL_GLOSSARY = readFileSync(path.join(__dirname, '..', GLOSSARY_FILE), 'utf8');
const glossary = readGlossary(path.join(__dirname, '..'));
const strings = (messages: Record<string, string>) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, {message}])), null, 2)}\n`;

describe('i18n:check on the glossary', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  beforeEach(() => {
    repo = fixtureRepo();
    repo.write(GLOSSARY_FILE, REAL_GLOSSARY);
  });
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  // Every variant the glossary lists, written in a page, fails and names the rendering to use.
  const cases = glossary.terms.flatMap((term) =>
    (['fa', 'ps'] as const).flatMap((locale) => (term.avoid?.[locale] ?? []).map((variant) => ({term, locale, word: variant.replace(/\*$/, '')}))),
  );

  it('has variants to avoid in both languages', () => {
    expect(cases.filter((c) => c.locale === 'fa').length).toBeGreaterThan(0);
    expect(cases.filter((c) => c.locale === 'ps').length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.locale, c.word, c.term[c.locale], c]))('fails on %s «%s» and names «%s»', (_l, _w, _p, {term, locale, word}) => {
    repo.write(`${pagesDir(locale)}/about/page.mdx`, `---\ntitle: "x"\n---\n\nمتن ${word} متن\n`);
    expect(checkGlossary(repo.root)).toContainEqual({
      locale,
      kind: 'glossary',
      what: `${pagesDir(locale)}/about/page.mdx (line 5): «${word}» → write «${term[locale]}» (${term.en}, ${GLOSSARY_FILE})`,
    });
  });

  it('checks interface strings, sidebar labels and data files too, naming the key', () => {
    const variant = (english: string, locale: 'fa' | 'ps') => glossary.terms.find((t) => t.en === english)!.avoid![locale]![0]!.replace(/\*$/, '');
    repo.write('i18n/fa/code.json', strings({'home.title': `${variant('student', 'fa')} ما`}));
    repo.write(`${pagesDir('ps')}.json`, strings({'sidebar.academics.link.Faculties': variant('student', 'ps')}));
    repo.write('data/news/007-site.fa.md', `---\ntitle: ${variant('website', 'fa')}\n---\n`);
    // Dari first, then Pashto; in each, interface strings, sidebar labels, then data.
    expect(checkGlossary(repo.root).map((f) => f.what.split(':')[0])).toEqual([
      'i18n/fa/code.json (string home.title)',
      'data/news/007-site.fa.md (field title)',
      `${pagesDir('ps')}.json (string sidebar.academics.link.Faculties)`,
    ]);
  });

  it('passes the renderings themselves, in every form the notes give', () => {
    const text = glossary.terms.map((term) => term.fa).join('، ');
    repo.write(`${pagesDir('fa')}/about/page.mdx`, `${text}\n`);
    repo.write(`${pagesDir('ps')}/about/page.mdx`, `${glossary.terms.map((term) => term.ps).join('، ')}\n`);
    expect(checkGlossary(repo.root)).toEqual([]);
  });

  it('leaves text in another language inside a page alone', () => {
    const pashtoWord = glossary.terms.find((t) => t.en === 'student')!.avoid!.fa![0]!.replace(/\*$/, '');
    repo.write(
      `${pagesDir('fa')}/research/page.mdx`,
      `1. <Lang code="ps">**د ${pashtoWord}و لپاره**</Lang>\n\n<Abstract lang="ps">\n\n${pashtoWord}\n\n</Abstract>\n`,
    );
    expect(checkGlossary(repo.root)).toEqual([]);
  });

  it('fails on a letter of the other language, outside the loanwords', () => {
    repo.write(`${pagesDir('ps')}/about/page.mdx`, 'د پوهنتون گټه\n');
    repo.write(`${pagesDir('fa')}/about/page.mdx`, 'پوهنځی‌ها و درسی ښه\n');
    expect(checkGlossary(repo.root).map((f) => [f.locale, f.what.split(': ')[1]])).toEqual([
      ['fa', `«ښه» has «ښ», a letter Dari does not write (${GLOSSARY_FILE}, loanwords)`],
      ['ps', `«گټه» has «گ», a letter Pashto does not write (${GLOSSARY_FILE}, loanwords)`],
    ]);
  });
});

describe('i18n:check on sidebar labels', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  const sidebars = {
    students: [{type: 'autogenerated', dirName: 'students'}],
    career: [{type: 'link', label: 'Inspire', href: '/career/inspire'}],
  };
  beforeEach(() => {
    repo = fixtureRepo();
    repo.write('docs/students/clubs/_category_.json', JSON.stringify({label: 'Student clubs'}));
    repo.write('docs/students/clubs/chess.mdx', '# Chess\n');
  });
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  it('reports category and link labels missing from current.json or still in English', () => {
    repo.write(`${pagesDir('fa')}.json`, strings({'version.label': 'نسخهٔ کنونی', 'sidebar.students.category.Student clubs': 'Student clubs'}));
    repo.write(
      `${pagesDir('ps')}.json`,
      strings({
        'version.label': 'اوسنۍ نسخه',
        'sidebar.students.category.Student clubs': 'د محصلینو کلبونه',
        'sidebar.career.link.Inspire': 'د انسپایر مجله',
      }),
    );
    expect(checkSidebarLabels(repo.root, sidebars)).toEqual([
      {
        locale: 'fa',
        kind: 'missing',
        what: `sidebar label sidebar.students.category.Student clubs in ${pagesDir('fa')}.json is still English: "Student clubs"`,
      },
      {locale: 'fa', kind: 'missing', what: `sidebar label sidebar.career.link.Inspire in ${pagesDir('fa')}.json`},
    ]);
  });
});

describe('i18n:check on menu labels', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  it('wants each menu label to be the title of the page it opens, or its sidebar_label', () => {
    repo = fixtureRepo();
    repo.write(`${pagesDir('fa')}/about/founder-message.mdx`, '---\ntitle: "پیام مؤسس"\nsidebar_label: "پیام مؤسس"\n---\n');
    repo.write(`${pagesDir('fa')}/about/history.mdx`, '---\ntitle: "تاریخچهٔ ما"\nsidebar_label: "تاریخچه"\n---\n');
    repo.write(`${pagesDir('ps')}/about/founder-message.mdx`, '---\ntitle: "د بنسټګر پیغام"\n---\n');
    repo.write(`${pagesDir('ps')}/about/history.mdx`, '---\ntitle: "زموږ تاریخچه"\n---\n');
    repo.write('src/pages/events.tsx', "translate({id: 'pages.events.title', message: 'Events'})");
    repo.write(
      'i18n/fa/code.json',
      strings({
        'frame.nav.route./about/founder-message': 'پیام بنیان‌گذار',
        'frame.nav.route./about/history': 'تاریخچه',
        'frame.nav.route./events': 'رویدادها',
        'pages.events.title': 'رویدادها',
      }),
    );
    repo.write(
      'i18n/ps/code.json',
      strings({
        'frame.nav.route./about/founder-message': 'د بنسټګر پیغام',
        'frame.nav.route./about/history': 'زموږ تاریخچه',
        'frame.nav.route./events': 'پېښې',
        'pages.events.title': 'د پوهنتون پېښې',
      }),
    );
    expect(checkMenuLabels(repo.root, ['/about/founder-message', '/about/history', '/events'], {})).toEqual([
      {
        locale: 'fa',
        kind: 'menu',
        what: 'frame.nav.route./about/founder-message in i18n/fa/code.json: «پیام بنیان‌گذار» is not the title of the page it opens: write «پیام مؤسس», or change the page',
      },
      {
        locale: 'ps',
        kind: 'menu',
        what: 'frame.nav.route./events in i18n/ps/code.json: «پېښې» is not the title of the page it opens: write «د پوهنتون پېښې», or change the page',
      },
    ]);
  });
});

describe('i18n:check on data translations', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  const news = (title: string, content: string) => `---\nid: 1\ntitle: ${title}\n---\n\n${content}\n`;

  it('wants every English item in Dari and Pashto, every text field of it', () => {
    repo = fixtureRepo();
    repo.write('data/news/001-open-day.en.md', news('Open day', 'Come and see.\n\nBring a friend.'));
    repo.write('data/news/001-open-day.fa.md', '---\ntitle: روز دروازه‌های باز\n---\n');
    repo.write(
      'data/programs/01-bba.en.md',
      '---\nTag: BBA\ntitle: Business\nfiles:\n  - key: brochure\n    file: /files/b.pdf\n    name: Brochure\n---\n',
    );
    repo.write('data/programs/01-bba.fa.md', '---\ntitle: تجارت\nfiles:\n  - key: brochure\n    name: بروشور\n---\n');
    repo.write('data/programs/01-bba.ps.md', '---\ntitle: سوداګري\nfiles:\n  - key: curriculum\n    name: درسي پروګرام\n---\n');
    repo.write('data/news/002-fair.en.md', news('Fair', 'Stands.'));
    repo.write('data/news/002-fair.fa.md', '');
    repo.write('data/news/002-fair.ps.md', '---\ntitle: ميله\n---\n\nغرفې.\n');
    expect(checkData(repo.root)).toEqual([
      {locale: 'fa', kind: 'missing', what: 'data/news/001-open-day.fa.md (field content)'},
      {locale: 'ps', kind: 'pending', what: 'data/news/001-open-day.ps.md: the Pashto text of data/news/001-open-day.en.md'},
      {locale: 'fa', kind: 'pending', what: 'data/news/002-fair.fa.md: the Dari text of data/news/002-fair.en.md'},
      {locale: 'ps', kind: 'missing', what: 'data/programs/01-bba.ps.md (field files): the name of the attached file "brochure"'},
    ]);
  });

  it('reports a field whose English text changed after its translation, and only that field', () => {
    repo = fixtureRepo();
    repo.write('data/news/001-open-day.en.md', news('Open day', 'Come and see.'));
    repo.write('data/news/001-open-day.fa.md', news('روز دروازه‌های باز', 'بیایید و ببینید.').replace('id: 1\n', ''));
    repo.write('data/news/001-open-day.ps.md', news('د پرانیستو دروازو ورځ', 'راشئ او وګورئ.').replace('id: 1\n', ''));
    repo.commit(1_700_000_000);
    expect(checkDataOutdated(repo.root)).toEqual([]);
    repo.write('data/news/001-open-day.en.md', news('Open day', 'Come and see the labs.'));
    repo.commit(1_700_000_100);
    repo.write('data/news/001-open-day.ps.md', news('د پرانیستو دروازو ورځ', 'راشئ او لابراتوارونه وګورئ.').replace('id: 1\n', ''));
    repo.commit(1_700_000_200);
    expect(checkDataOutdated(repo.root)).toEqual([
      {
        locale: 'fa',
        kind: 'outdated',
        what: 'data/news/001-open-day.fa.md (field content): its English text in data/news/001-open-day.en.md changed after it',
      },
    ]);
  });

  it("wants an event's time span in the language's own way, read from the English one", () => {
    repo = fixtureRepo();
    const event = (span: string) => `---\ntime_period: ${span}\n---\n`;
    repo.write('data/events/003-talk.en.md', event('9:00 AM – 12:00 PM'));
    repo.write('data/events/003-talk.fa.md', event('۹:۰۰ صبح – ۱۲:۰۰ چاشت'));
    repo.write('data/events/003-talk.ps.md', event('۹:۰۰ غ.م – ۱۲:۰۰ غ.و'));
    repo.write('data/events/004-fair.en.md', event('Two days'));
    repo.write('data/events/004-fair.fa.md', event('دو روز'));
    repo.write('data/events/004-fair.ps.md', event('دوه ورځې'));
    expect(checkEventTimes(repo.root)).toEqual([
      {locale: 'fa', kind: 'date', what: 'data/events/003-talk.fa.md (field time_period): «۹:۰۰ صبح – ۱۲:۰۰ چاشت» → write «۹:۰۰ ق.ظ – ۱۲:۰۰ ب.ظ»'},
    ]);
  });
});

describe('i18n:check on dates and times written by hand', () => {
  it('wants a date tag for a day in the body of a page', () => {
    expect(checkWrittenDates('به تاریخ ۲۰ سپتمبر ۲۰۲۲ برگزار شد.', 'fa', 'page')).toEqual([
      {found: '۲۰ سپتمبر ۲۰۲۲', write: '<LongDate date="2022-09-20" />'},
    ]);
    expect(checkWrittenDates('د ۲۰۲۵ کال د جولای په ۲۵مه', 'ps', 'page')).toEqual([
      {found: 'د ۲۰۲۵ کال د جولای په ۲۵مه', write: '<LongDate date="2025-07-25" />'},
    ]);
  });

  it('wants the long date where no tag can go, and checks that its two calendars agree', () => {
    expect(checkWrittenDates('که به تاریخ ۲۰ سپتمبر ۲۰۲۲ برگزار شد.', 'fa', 'front-matter')).toEqual([
      {found: '۲۰ سپتمبر ۲۰۲۲', write: '۲۹ سنبله ۱۴۰۱ (۲۰ سپتمبر ۲۰۲۲)'},
    ]);
    expect(checkWrittenDates('که به تاریخ ۲۹ سنبله ۱۴۰۱ (۲۰ سپتمبر ۲۰۲۲) برگزار شد.', 'fa', 'front-matter')).toEqual([]);
    expect(checkWrittenDates('په ۳ اسد ۱۴۰۴ (۲۵ جولای ۲۰۲۵)', 'ps', 'data')).toEqual([
      {found: '۳ اسد ۱۴۰۴ (۲۵ جولای ۲۰۲۵)', write: '۳ زمری ۱۴۰۴ (۲۵ جولای ۲۰۲۵)'},
    ]);
  });

  it("wants a month as the Gregorian month with the language's name", () => {
    expect(checkWrittenDates('دسمبر ۲۰۲۴. تیم', 'ps', 'page')).toEqual([{found: 'دسمبر ۲۰۲۴', write: '<MonthYear month="2024-12" />'}]);
    expect(checkWrittenDates('د دسمبر ۲۰۲۶ په نیمایي کې', 'ps', 'data')).toEqual([{found: 'دسمبر ۲۰۲۶', write: 'ډسمبر ۲۰۲۶'}]);
    expect(checkWrittenDates('در ماه مارچ ۲۰۲۷', 'fa', 'data')).toEqual([]);
  });

  it('wants a time tag in a page, and the 12-hour clock with its marks elsewhere', () => {
    expect(checkWrittenDates('هر سه‌شنبه ساعت ۱۵:۰۰ بیایید', 'fa', 'page')).toEqual([{found: '۱۵:۰۰', write: '<Time at="15:00" />'}]);
    expect(checkWrittenDates('از ۸:۰۰ صبح', 'fa', 'data')).toEqual([{found: '۸:۰۰', write: 'the time on the 12-hour clock with «ق.ظ» or «ب.ظ»'}]);
    expect(checkWrittenDates('له ۳:۰۰ غ.و څخه', 'ps', 'data')).toEqual([]);
  });

  it('wants the clock and its marks for an hour told with the part of the day', () => {
    expect(checkWrittenDates('از ساعت ۹ صبح تا ۴ بعد از ظهر باز است', 'fa', 'data')).toEqual([
      {found: 'ساعت ۹ صبح', write: '۹:۰۰ ق.ظ'},
      {found: '۴ بعد از ظهر', write: '۴:۰۰ ب.ظ'},
    ]);
    expect(checkWrittenDates('باید د سهار تر ۹ بجو پورې راشي', 'ps', 'data')).toEqual([{found: 'د سهار تر ۹ بجو', write: '۹:۰۰ غ.م'}]);
    expect(checkWrittenDates('تر ماښام ۶ بجو پورې', 'ps', 'page')).toEqual([{found: 'ماښام ۶ بجو', write: '<Time at="18:00" />'}]);
    // The part of the day without an hour is words, not a time.
    expect(checkWrittenDates('صبح روز اول و بعد از ظهرها', 'fa', 'data')).toEqual([]);
    expect(checkWrittenDates('از ساعت ۹:۰۰ ق.ظ تا ۴:۰۰ ب.ظ', 'fa', 'data')).toEqual([]);
  });

  it('reads the date and time tags as written the right way', () => {
    expect(checkWrittenDates('<LongDate date="2024-08-28" /> <Time from="08:00" to="08:30" />', 'ps', 'page')).toEqual([]);
  });
});
