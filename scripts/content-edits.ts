/**
 * The "content edits" suite (`npm test -- --only content`): the routine edits
 * staff make, made in a temporary copy of the repository, must leave the
 * import, the translation check and the build passing, and the new items must
 * be on the built site.
 *
 * The copy holds everything but node_modules (a symbolic link to this one),
 * build, .docusaurus and .git. In it the suite adds, the way data/README.md
 * and README.md ("Adding a conference") describe:
 * - a news item and an event (new `data/<entity>/<next id>-<slug>.{en,fa,ps}.md`),
 * - a job, copied from the newest one with a new id, reference and title,
 * - a paragraph to the library page and its Dari and Pashto translations,
 * - the next year of the history (docs/about/history.mdx and translations),
 * - a conference copied from the newest one under a new slug and title, with
 *   its data file and a card on the conferences index in the three languages.
 * Then it runs, side by side, `npm run data:import` into a fresh SQLite file,
 * `npm run i18n:check`, and the build of the three languages
 * (`docusaurus build`), and looks for the new pages in the output: the news
 * item, event, job, paragraph and year in English, and the conference, with
 * its title and its tabs, in every language.
 *
 * Run with node's test runner: `node --import tsx --test scripts/content-edits.ts`
 * (scripts/test.ts does). The build takes minutes, so this is its own suite.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {npm, npx} from './lib/npm';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {readDataDirSync} from '../content/read-data';

const ROOT = path.resolve(__dirname, '..');
/** Top-level entries of the repository the copy leaves out: installed, built or version-control state. */
const LEFT_OUT = new Set(['node_modules', 'build', '.docusaurus', '.git', 'var', 'test-results', 'playwright-report']);
const TRANSLATIONS = {fa: 'i18n/fa/docusaurus-plugin-content-docs/current', ps: 'i18n/ps/docusaurus-plugin-content-docs/current'} as const;

const work = mkdtempSync(path.join(tmpdir(), 'content-edits-'));
const copy = path.join(work, 'site');
const out = path.join(work, 'build');

/** Western digits to the Eastern Arabic-Indic digits Dari and Pashto pages write. */
function eastern(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
}

function read(relative: string): string {
  return readFileSync(path.join(copy, relative), 'utf8');
}

function write(relative: string, text: string): void {
  writeFileSync(path.join(copy, relative), text);
}

/** The English page and its two translations, by locale. */
function pageFiles(docPath: string): Record<'en' | 'fa' | 'ps', string> {
  return {en: `docs/${docPath}`, fa: `${TRANSLATIONS.fa}/${docPath}`, ps: `${TRANSLATIONS.ps}/${docPath}`};
}

/** Inserts `text` before the first line matching `marker` (which must exist) in a file of the copy. */
function insertBefore(relative: string, marker: RegExp, text: string): void {
  const source = read(relative);
  const match = marker.exec(source);
  assert.ok(match, `${relative}: no line matching ${marker}`);
  write(relative, `${source.slice(0, match.index)}${text}${source.slice(match.index)}`);
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** What the edits added, for the checks on the built site. */
const added = {
  newsId: 0,
  newsTitle: 'Library Opens a Quiet Study Hall for Final-Year Students',
  eventId: 0,
  eventTitle: 'Open Day for New Applicants',
  jobId: 0,
  jobTitle: 'Laboratory Assistant',
  paragraph: 'From this semester the library also lends laptops to students for use in the reading rooms.',
  year: 0,
  historyLine: 'The library opens a quiet study hall for final-year students.',
  conferenceSlug: '',
  conferenceTitle: '',
  /** The conference page's title and tab labels in each language, as its MDX gives them. */
  conferencePages: {} as Record<'en' | 'fa' | 'ps', {readonly title: string; readonly tabs: readonly string[]}>,
};

function addNews(): void {
  const news = readDataDirSync(path.join(copy, 'data')).news;
  const last = news.records.at(-1)!;
  added.newsId = Math.max(...news.records.map((record) => record.id)) + 1;
  const name = `${String(added.newsId).padStart(3, '0')}-library-opens-quiet-study-hall`;
  write(
    `data/news/${name}.en.md`,
    `---\nid: ${added.newsId}\nphoto: ${last.photo}\nposted_date: ${isoDay(0)}\nkeywords: library-opens-quiet-study-hall\ntitle: ${added.newsTitle}\nshared_by: University Library\n---\n\n` +
      'The library has opened a quiet study hall on its second floor, reserved for students in their final year who are writing their theses.\n\n' +
      'The hall has forty desks with reading lamps and power sockets and is open during all of the library’s opening hours.\n',
  );
  write(
    `data/news/${name}.fa.md`,
    '---\ntitle: کتابخانه یک تالار مطالعهٔ آرام را برای محصلان سال آخر گشود\nshared_by: کتابخانهٔ پوهنتون\n---\n\n' +
      'کتابخانه در منزل دوم خود یک تالار مطالعهٔ آرام گشوده است که برای محصلان سال آخر که مونوگراف خود را می‌نویسند، اختصاص دارد.\n\n' +
      'این تالار چهل میز با چراغ مطالعه و ساکت برق دارد و در همهٔ اوقات کاری کتابخانه باز است.\n',
  );
  write(
    `data/news/${name}.ps.md`,
    '---\ntitle: کتابتون د وروستي کال محصلینو لپاره د مطالعې یو ارام تالار پرانیست\nshared_by: د پوهنتون کتابتون\n---\n\n' +
      'کتابتون په خپل دوهم پوړ کې د مطالعې یو ارام تالار پرانیستی چې د وروستي کال هغو محصلینو ته ځانګړی شوی چې خپل مونوګراف لیکي.\n\n' +
      'په دې تالار کې څلوېښت مېزونه د مطالعې له څراغونو او برېښنايي ساکټونو سره شته او د کتابتون په ټولو کاري ساعتونو کې خلاص وي.\n',
  );
}

function addEvent(): void {
  const events = readDataDirSync(path.join(copy, 'data')).events;
  const last = events.records.at(-1)!;
  added.eventId = Math.max(...events.records.map((record) => record.id)) + 1;
  const name = `${String(added.eventId).padStart(3, '0')}-open-day-for-new-applicants`;
  write(
    `data/events/${name}.en.md`,
    `---\nid: ${added.eventId}\nphoto: ${last.photo}\nstart_date: ${isoDay(30)}\nupcoming: "No"\nkeywords: open-day-for-new-applicants\ntitle: ${added.eventTitle}\nlocation: Main Campus\ntime_period: One day\n---\n\n` +
      'Applicants and their families can visit the campus, meet lecturers and students and ask the admissions office about programs and fees.\n',
  );
  write(
    `data/events/${name}.fa.md`,
    '---\ntitle: روز دروازه‌های باز برای متقاضیان جدید\nlocation: کمپس مرکزی\ntime_period: یک روز\n---\n\n' +
      'متقاضیان و خانواده‌های آنان می‌توانند از کمپس دیدن کنند، با استادان و محصلان آشنا شوند و دربارهٔ برنامه‌ها و فیس از دفتر پذیرش بپرسند.\n',
  );
  write(
    `data/events/${name}.ps.md`,
    '---\ntitle: د نویو غوښتونکو لپاره د پرانیستو دروازو ورځ\nlocation: مرکزي کمپس\ntime_period: یوه ورځ\n---\n\n' +
      'غوښتونکي او د هغوی کورنۍ کولای شي له کمپس څخه لیدنه وکړي، له استادانو او محصلینو سره وګوري او د داخلې له دفتر څخه د پروګرامونو او فیس په اړه پوښتنه وکړي.\n',
  );
}

/** A new position, written like the newest one: its files copied with a new id, reference and title. */
function addJob(): void {
  const jobs = readDataDirSync(path.join(copy, 'data')).jobs;
  const lastName = jobs.names[String(jobs.records.at(-1)!.id)]!;
  added.jobId = Math.max(...jobs.records.map((record) => record.id)) + 1;
  const name = `${String(added.jobId).padStart(3, '0')}-laboratory-assistant`;
  const titles = {en: added.jobTitle, fa: 'همکار لابراتوار', ps: 'د لابراتوار مرستیال'} as const;
  for (const locale of ['en', 'fa', 'ps'] as const) {
    let text = read(`data/jobs/${lastName}.${locale}.md`);
    assert.match(text, /^title: .+$/m, `data/jobs/${lastName}.${locale}.md has a title`);
    text = text.replace(/^title: .+$/m, `title: ${titles[locale]}`);
    if (locale === 'en') {
      text = text.replace(/^id: \d+$/m, `id: ${added.jobId}`).replace(/HR-(\d{4})-\d+/g, `HR-$1-9${added.jobId}`);
    } else {
      text = text.replace(/HR-(\d{4})-\d+/g, `HR-$1-9${added.jobId}`);
    }
    write(`data/jobs/${name}.${locale}.md`, text);
  }
}

/** One more paragraph on the library page, before its first section heading, in the three languages. */
function addParagraph(): void {
  const files = pageFiles('students/library.mdx');
  insertBefore(files.en, /^## /m, `${added.paragraph}\n\n`);
  insertBefore(files.fa, /^## /m, 'از این سمستر به بعد کتابخانه برای استفاده در سالون‌های مطالعه به محصلان لپ‌تاپ نیز به امانت می‌دهد.\n\n');
  insertBefore(files.ps, /^## /m, 'له دې سمستر راهیسې کتابتون محصلینو ته د مطالعې په تالارونو کې د کارولو لپاره لپ ټاپونه هم په امانت ورکوي.\n\n');
}

/** The year after the last one of the history, as one more timeline entry in each language. */
function addHistoryYear(): void {
  const files = pageFiles('about/history.mdx');
  const years = [...read(files.en).matchAll(/<TimelineEntry year="(\d{4})">/g)].map((match) => Number(match[1]));
  assert.ok(years.length > 0, `${files.en} has timeline entries`);
  added.year = Math.max(...years) + 1;
  const lines = {
    en: added.historyLine,
    fa: 'کتابخانه یک تالار مطالعهٔ آرام را برای محصلان سال آخر می‌گشاید.',
    ps: 'کتابتون د وروستي کال محصلینو لپاره د مطالعې یو ارام تالار پرانیزي.',
  } as const;
  for (const locale of ['en', 'fa', 'ps'] as const) {
    const year = locale === 'en' ? String(added.year) : eastern(String(added.year));
    insertBefore(files[locale], /^<\/Timeline>/m, `<TimelineEntry year="${year}">\n\n- ${lines[locale]}\n\n</TimelineEntry>\n`);
  }
}

/**
 * A conference copied from the newest one (by its conference day) under the
 * next year's slug: the data file with every date a year later, the three
 * pages with their data-file import, label and title changed, and a card on
 * the index of each language.
 */
function addConference(): void {
  const dir = 'docs/research/conferences';
  const models = readdirSync(path.join(copy, dir))
    .filter((file) => file.endsWith('.json') && existsSync(path.join(copy, dir, file.replace(/\.json$/, '.mdx'))))
    .map((file) => {
      const slug = file.replace(/\.json$/, '');
      return {slug, facts: JSON.parse(read(`${dir}/${file}`)) as {dates: Record<string, string>}};
    })
    .sort((a, b) => b.facts.dates.conference!.localeCompare(a.facts.dates.conference!));
  const model = models[0]!;
  const match = /^(.+)-(\d{4})$/.exec(model.slug);
  assert.ok(match, `conference slug ${model.slug} is <name>-<year>`);
  const [, base, yearText] = match;
  let year = Number(yearText) + 1;
  while (existsSync(path.join(copy, dir, `${base}-${year}.mdx`))) year += 1;
  const slug = `${base}-${year}`;
  const label = `${base!.toUpperCase()} ${year}`;
  const modelLabel = `${base!.toUpperCase()} ${yearText}`;
  const shift = Number(year) - Number(yearText);
  added.conferenceSlug = slug;
  added.conferenceTitle = `${label}: Teaching and Learning after Curriculum Reform`;

  const facts = JSON.parse(read(`${dir}/${model.slug}.json`)) as {dates: Record<string, string>};
  for (const [key, day] of Object.entries(facts.dates)) {
    facts.dates[key] = `${Number(day.slice(0, 4)) + shift}${day.slice(4)}`;
  }
  write(`${dir}/${slug}.json`, `${JSON.stringify(facts, null, 2)}\n`);

  const titles = {
    en: added.conferenceTitle,
    fa: `${label}: تدریس و آموزش پس از اصلاح نصاب`,
    ps: `${label}: له نصاب له اصلاح وروسته تدریس او زده کړه`,
  } as const;
  const cards = {
    en: 'Annual conference on higher education development, on teaching after curriculum reform.',
    fa: 'کنفرانس سالانهٔ انکشاف تحصیلات عالی، دربارهٔ تدریس پس از اصلاح نصاب.',
    ps: 'د لوړو زده کړو د پراختیا کلنی کنفرانس، له نصاب له اصلاح وروسته د تدریس په اړه.',
  } as const;
  const pages = pageFiles(`research/conferences/${model.slug}.mdx`);
  const indexes = pageFiles('research/conferences/index.mdx');
  for (const locale of ['en', 'fa', 'ps'] as const) {
    const page = read(pages[locale])
      .replace(/^title: .+$/m, `title: "${titles[locale]}"`)
      .replaceAll(`${model.slug}.json`, `${slug}.json`)
      .replaceAll(modelLabel, label);
    write(pages[locale].replace(`${model.slug}.mdx`, `${slug}.mdx`), page);
    added.conferencePages[locale] = {title: titles[locale], tabs: [...page.matchAll(/<Tab label="([^"]+)"/g)].map((match) => match[1]!)};
    const image = new RegExp(`<Card [^>]*link="/research/conferences/${model.slug}" image="([^"]+)"`).exec(read(indexes[locale]))?.[1];
    assert.ok(image, `${indexes[locale]} has a card for ${model.slug}`);
    insertBefore(
      indexes[locale],
      /^<Card /m,
      `<Card title="${label}" link="/research/conferences/${slug}" image="${image}">\n${cards[locale]} <LongDate date="${facts.dates.conference}" />\n</Card>\n`,
    );
  }
}

/**
 * Runs an npm or npx command in the copy; rejects with its output when it
 * does not exit 0. Asynchronous, so that the import and the translation check
 * run while the site builds.
 */
async function runInCopy(tool: 'npm' | 'npx', args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const started = Date.now();
  const {command, args: commandArgs, shell} = tool === 'npm' ? npm(args) : npx(args);
  const child = spawn(command, commandArgs, {shell, cwd: copy, env: {...process.env, TZ: 'UTC', FORCE_COLOR: '0', ...env}});
  let output = '';
  // Only the end is shown on failure; keep a little more than that.
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString('utf8')}`.slice(-16_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  assert.equal(status, 0, `${tool} ${args.join(' ')} exited ${status} after ${seconds} s:\n${output.slice(-4000)}`);
  console.log(`content edits: ${tool} ${args.join(' ')}: ok in ${seconds} s`);
}

/** The HTML of a built page, which must exist. */
function builtHtml(route: string): string {
  const file = path.join(out, `${route}.html`);
  assert.ok(existsSync(file), `the build has ${route} (${file})`);
  return readFileSync(file, 'utf8');
}

/** Text with the entities the build's HTML writes decoded. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

/** The text of a built page, without its tags. */
function builtText(route: string): string {
  return decodeEntities(builtHtml(route).replace(/<[^>]+>/g, ' '));
}

before(() => {
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.relative(ROOT, source).split(path.sep)[0]!),
  });
  // A junction on Windows: it needs no administrator rights there, and is a plain directory link elsewhere.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'junction');
  addNews();
  addEvent();
  addJob();
  addParagraph();
  addHistoryYear();
  addConference();
});

after(() => {
  rmSync(work, {recursive: true, force: true});
});

// The three side by side: the import and the translation check take a few
// seconds each, the build a minute or more, and none of them writes where
// another reads.
describe('the edited copy', {concurrency: true}, () => {
  test('the import loads data/ with the new news item, event and job', async () => {
    await runInCopy('npm', ['run', '--silent', 'data:import'], {DATABASE_URL: `sqlite:${path.join(work, 'import.sqlite')}`});
  });

  test('i18n:check passes with the new pages, paragraph, year and items translated', async () => {
    await runInCopy('npm', ['run', '--silent', 'i18n:check', '--', '--quiet']);
  });

  test('the site builds in its three languages, with the new news item, event, job, paragraph, year and conference', async () => {
    // No persistent bundler cache: node_modules (and its .cache) is this repository's own, and the
    // copy's paths change on every run, so its entries would only pile up there.
    await runInCopy('npx', ['docusaurus', 'build', '--out-dir', out], {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
    assert.ok(builtText(`news/general/${added.newsId}`).includes(added.newsTitle), 'the news page shows its title');
    assert.ok(builtText(`event/${added.eventId}`).includes(added.eventTitle), 'the event page shows its title');
    assert.ok(builtText(`career/current-opportunities/position/${added.jobId}`).includes(added.jobTitle), 'the job page shows its title');
    assert.ok(builtText('students/library').includes(added.paragraph), 'the library page shows the new paragraph');
    const history = builtText('about/history');
    assert.ok(history.includes(String(added.year)) && history.includes(added.historyLine), `the history shows ${added.year}`);
    for (const [locale, {title, tabs}] of Object.entries(added.conferencePages)) {
      const prefix = locale === 'en' ? '' : `${locale}/`;
      const route = `${prefix}research/conferences/${added.conferenceSlug}`;
      const html = builtHtml(route);
      assert.ok(builtText(route).includes(title), `${locale}: the conference page shows its title`);
      // Its tabs, as its MDX gives them, each with its panel in the HTML (a tab is a link to its panel).
      const labels = [...html.matchAll(/<a\b[^>]*\brole="?tab"?[^>]*>([^<]*)<\/a>/g)].map((match) => decodeEntities(match[1]!.trim()));
      assert.ok(tabs.length > 0, `${locale}: the model conference has tabs`);
      assert.deepEqual(labels, tabs, `${locale}: the conference page has the tabs of its MDX`);
      assert.equal([...html.matchAll(/role="?tabpanel"?/g)].length, tabs.length, `${locale}: one panel per tab`);
      assert.match(
        builtHtml(`${prefix}research/conferences`),
        new RegExp(`href="?/${prefix}research/conferences/${added.conferenceSlug}["\\s>]`),
        `${locale}: the conferences index links it`,
      );
    }
  });
});
