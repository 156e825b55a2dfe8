/**
 * `npm run i18n:check`: lists, per locale, every missing, outdated or
 * inconsistent Dari and Pashto translation, and exits non-zero when anything
 * but an outdated translation is found. What it checks (i18n/README.md tells
 * translators how to fix each):
 *
 * - Pages: every English MDX page under docs/ needs a file at the same path
 *   under i18n/{fa,ps}/docusaurus-plugin-content-docs/current/, and so does
 *   every partial (`_name.mdx`, such as the conferences' "About the
 *   university"). It is outdated when git's last change to the English file
 *   is newer than the last change to the translation (reported, not fatal).
 * - Interface strings: every translate() id in src/ must be in
 *   i18n/{fa,ps}/code.json with a message in Arabic script, and so must every
 *   theme.* string.
 * - Sidebar labels: every category and link label of sidebars.ts and the
 *   docs folders' _category_.json must be translated in current.json.
 * - Data: every English item file (data/<entity>/<name>.en.md) needs a
 *   <name>.fa.md and <name>.ps.md beside it giving every text field the
 *   English file gives (an item with no translation file yet is reported as
 *   to translate, not fatal: the site shows its English text meanwhile);
 *   a field is outdated when git's last change to its English text is
 *   newer than the last change to its translation.
 * - The glossary (i18n/glossary.yml): no variant it says to avoid anywhere in
 *   Dari or Pashto text, in any of its spellings and inflected forms (see
 *   lib/glossary.ts).
 * - Orthography, in pages, interface strings and data alike: no letter of the
 *   other language (or of an Arabic keyboard) outside the loanwords the
 *   glossary lists and quotations; the Dari ezafe after a silent ه written
 *   ـهٔ; thousands separators in numbers of running text (lib/orthography.ts).
 * - Pashto grammar slips a pattern can find: the oblique of یو after a
 *   preposition, له with سره and څخه, the agreement of adjectives in ـیز
 *   (lib/grammar.ts).
 * - Menus: each menu and sidebar label is the title of the page it opens, or
 *   that page's `sidebar_label` (its short form).
 * - Dates and times: none typed by hand in a page's body (the date and time
 *   tags write them), and elsewhere each written the one way of its kind; the
 *   events' time spans in data/ as src/lib/format.ts writes the English ones.
 *
 * Usage: npm run i18n:check [-- --quiet]
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {formatTimeRange} from '../src/lib/format';
import {GLOSSARY_FILE, findVariants, indexVariants, readGlossary, renderingsOf} from './lib/glossary';
import {checkPashtoGrammar, type GrammarRule} from './lib/grammar';
import {advice, checkOrthography, ezafeLists, type OrthographyRule} from './lib/orthography';
import {itemFields} from '../content/read-data';
import {ENTITIES, type EntityName} from '../content/schemas/data';
import {
  TRANSLATED_LOCALES,
  dataFields,
  dataItemFiles,
  frontMatter,
  listFiles,
  pagesDir,
  translatedText,
  type DataItemFile,
  type TranslatedLocale,
} from './lib/translated-text';
import {checkWrittenDates} from './lib/written-dates';

const root = path.resolve(__dirname, '..');
const LOCALES = TRANSLATED_LOCALES;
type Locale = TranslatedLocale;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * What is wrong with a translation. `outdated` and `pending` (a page or a
 * data item not yet translated at all: the site shows its English text
 * meanwhile, and an editor may publish it before the translators reach it)
 * let the check pass; the rest fail it.
 */
export type FindingKind = 'missing' | 'pending' | 'outdated' | 'glossary' | 'orthography' | 'grammar' | 'menu' | 'date';

const PASSING: ReadonlySet<FindingKind> = new Set(['outdated', 'pending']);

/** One missing, outdated or inconsistent translation. */
export interface Finding {
  readonly locale: Locale;
  readonly kind: FindingKind;
  readonly what: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Whether a message is still the English text (Latin letters and no Arabic ones). */
function isEnglish(message: string): boolean {
  return /[A-Za-z]/.test(message.replace(/\{[^}]*\}/g, '')) && !ARABIC_LETTER.test(message);
}

/** Git's last commit touching `file` (its hash and Unix time), or undefined when untracked. */
function lastCommit(repo: string, file: string): {readonly hash: string; readonly time: number} | undefined {
  try {
    const [hash, time] = execFileSync('git', ['log', '-1', '--format=%H %ct', '--', file], {cwd: repo, encoding: 'utf8'}).trim().split(' ');
    return hash ? {hash, time: Number(time)} : undefined;
  } catch {
    return undefined;
  }
}

/** What a reader of a page gets from its source: without MDX and HTML comments, whitespace collapsed. */
export function readerText(source: string): string {
  return source
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether the English page's text for readers differs from what it was when
 * the translation was last committed: a change to comments or line breaks
 * only leaves the translation as up to date as it was.
 */
function changedForReaders(repo: string, english: string, translationCommit: string): boolean {
  try {
    const then = execFileSync('git', ['show', `${translationCommit}:${english.split(path.sep).join('/')}`], {
      cwd: repo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return readerText(then) !== readerText(readFileSync(path.join(repo, english), 'utf8'));
  } catch {
    // The English page did not exist under this name then.
    return true;
  }
}

/**
 * The pending (not written yet) and outdated translations of the MDX pages (and partials) of
 * the repository at `repo`. A translation is outdated when its English page
 * was committed after it with a change a reader sees (not only comments or
 * line breaks).
 */
export function checkPages(repo: string, findings: Finding[] = []): Finding[] {
  const docsDir = path.join(repo, 'docs');
  for (const page of listFiles(docsDir, ['.md', '.mdx'])) {
    const english = path.join('docs', page);
    for (const locale of LOCALES) {
      const translated = path.join(pagesDir(locale), page);
      if (!existsSync(path.join(repo, translated))) {
        // Not translated yet: the site shows the English page meanwhile.
        findings.push({locale, kind: 'pending', what: `page ${translated} (translation of ${english})`});
        continue;
      }
      const englishCommit = lastCommit(repo, english);
      const translatedCommit = lastCommit(repo, translated);
      if (
        englishCommit !== undefined &&
        translatedCommit !== undefined &&
        englishCommit.time > translatedCommit.time &&
        changedForReaders(repo, english, translatedCommit.hash)
      ) {
        findings.push({locale, kind: 'outdated', what: `page ${translated}: ${english} changed after it`});
      }
    }
  }
  return findings;
}

/** Translation ids used in the site's source: translate({id: '...'}) and <Translate id="...">. */
function sourceIds(): Set<string> {
  const ids = new Set<string>();
  const pattern = /\b(?:translate\(\s*\{\s*id:\s*|<Translate\s+id=)['"]([^'"]+)['"]/g;
  for (const file of listFiles(path.join(root, 'src'), ['.ts', '.tsx'])) {
    if (/\.test\.tsx?$/.test(file) || file.includes('/testing/')) {
      continue;
    }
    const text = readFileSync(path.join(root, 'src', file), 'utf8');
    for (const match of text.matchAll(pattern)) {
      ids.add(match[1]!);
    }
  }
  return ids;
}

function checkCodeStrings(findings: Finding[]): void {
  const ids = sourceIds();
  for (const locale of LOCALES) {
    const file = path.join('i18n', locale, 'code.json');
    const codes = readJson<Record<string, {message?: string}>>(path.join(root, file));
    const wanted = new Set([...ids, ...Object.keys(codes).filter((id) => id.startsWith('theme.'))]);
    for (const id of [...wanted].sort()) {
      const message = codes[id]?.message;
      if (message === undefined) {
        findings.push({locale, kind: 'missing', what: `string ${id} in ${file}`});
      } else if (isEnglish(message)) {
        findings.push({locale, kind: 'missing', what: `string ${id} in ${file} is still English: "${message}"`});
      }
    }
  }
}

// --- sidebars ---

/** The part of a sidebars.ts item this check reads. */
export type SidebarItem =
  | {readonly type: 'link'; readonly label: string; readonly href: string}
  | {readonly type: 'autogenerated'; readonly dirName: string}
  | {readonly type: string};

/** sidebars.ts: sidebar id → items. */
export type Sidebars = Readonly<Record<string, readonly SidebarItem[]>>;

/** A label the docs sidebar shows, with the current.json key that translates it and what it opens. */
interface SidebarLabel {
  readonly key: string;
  readonly label: string;
  /** The page it opens: a site path (`/career/inspire`) or a docs folder with an index page (`about/strategic-plan`). */
  readonly opens?: {readonly href: string} | {readonly docsFolder: string};
}

function sidebarLabels(repo: string, sidebars: Sidebars): SidebarLabel[] {
  const labels: SidebarLabel[] = [];
  for (const [id, items] of Object.entries(sidebars)) {
    for (const item of items) {
      if (item.type === 'link' && 'label' in item) {
        labels.push({key: `sidebar.${id}.link.${item.label}`, label: item.label, opens: {href: item.href}});
      } else if (item.type === 'autogenerated' && 'dirName' in item) {
        const base = path.join(repo, 'docs', item.dirName);
        const folders = listFiles(base, ['.md', '.mdx'])
          .map((file) => path.posix.dirname(file))
          .filter((folder) => folder !== '.');
        for (const folder of [...new Set(folders.flatMap((f) => f.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))))].sort()) {
          const categoryFile = path.join(base, folder, '_category_.json');
          const category = existsSync(categoryFile) ? readJson<{label?: string; link?: {type?: string; id?: string}}>(categoryFile) : {};
          const label = category.label ?? path.posix.basename(folder);
          const docsFolder = path.posix.join(item.dirName, folder);
          labels.push({key: `sidebar.${id}.category.${label}`, label, opens: category.link?.type === 'doc' ? {docsFolder} : undefined});
        }
      }
    }
  }
  return labels;
}

/**
 * The sidebar and category labels of `sidebars` that current.json of the
 * repository at `repo` leaves untranslated (missing, or still English).
 */
export function checkSidebarLabels(repo: string, sidebars: Sidebars, findings: Finding[] = []): Finding[] {
  const wanted = ['version.label', ...sidebarLabels(repo, sidebars).map((label) => label.key)];
  for (const locale of LOCALES) {
    const file = `${pagesDir(locale)}.json`;
    const labels = existsSync(path.join(repo, file)) ? readJson<Record<string, {message?: string}>>(path.join(repo, file)) : {};
    for (const key of wanted) {
      const message = labels[key]?.message;
      if (message === undefined || message.trim() === '') {
        findings.push({locale, kind: 'missing', what: `sidebar label ${key} in ${file}`});
      } else if (isEnglish(message)) {
        findings.push({locale, kind: 'missing', what: `sidebar label ${key} in ${file} is still English: "${message}"`});
      }
    }
  }
  return findings;
}

// --- data ---

const LANGUAGE_NAME: Record<Locale, string> = {fa: 'Dari', ps: 'Pashto'};

/** The text fields of an item's fields (what a translation gives), without empty ones. */
function textFields(entity: EntityName, fields: Record<string, unknown>): Map<string, unknown> {
  const text = new Set(Object.keys(ENTITIES[entity].text.full.properties));
  return new Map(Object.entries(fields).filter(([field, value]) => text.has(field) && value !== null && value !== ''));
}

/** The names of a `files` list by key: what a translation of attached files must give. */
function attachedNames(value: unknown): Map<string, unknown> {
  const entries = Array.isArray(value) ? (value as Array<{key?: unknown; name?: unknown}>) : [];
  return new Map(entries.filter((entry) => typeof entry?.key === 'string').map((entry) => [entry.key as string, entry.name]));
}

/**
 * Every English item needs a Dari and a Pashto file beside it, giving every
 * text field the English file gives (and a name for every attached file).
 */
export function checkData(repo: string, findings: Finding[] = []): Finding[] {
  for (const english of dataItemFiles(repo, 'en')) {
    const englishText = textFields(english.entity, dataFields(repo, english));
    for (const locale of LOCALES) {
      const item = {...english, file: english.file.replace(/\.en\.md$/, `.${locale}.md`)};
      const translated = existsSync(path.join(repo, item.file)) ? dataFields(repo, item) : {};
      // No file, or one with nothing in it yet (the web editor writes such a file for a language left empty).
      if (textFields(english.entity, translated).size === 0) {
        findings.push({locale, kind: 'pending', what: `${item.file}: the ${LANGUAGE_NAME[locale]} text of ${english.file}`});
        continue;
      }
      for (const [field, value] of englishText) {
        if (field === 'files') {
          const names = attachedNames(translated.files);
          for (const key of attachedNames(value).keys()) {
            if (!names.get(key)) {
              findings.push({locale, kind: 'missing', what: `${item.file} (field files): the name of the attached file "${key}"`});
            }
          }
        } else if (translated[field] === undefined || translated[field] === null || translated[field] === '') {
          findings.push({locale, kind: 'missing', what: `${item.file} (field ${field})`});
        }
      }
    }
  }
  return findings;
}

/** Every commit that touched data/, newest first, with the files it touched: file → [{hash, time}]. */
function dataHistory(repo: string): Map<string, Array<{hash: string; time: number}>> {
  const history = new Map<string, Array<{hash: string; time: number}>>();
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%H %ct', '--name-only', '--', 'data'], {
      cwd: repo,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return history;
  }
  for (const block of log.split('\0').filter((text) => text.trim() !== '')) {
    const [head, ...files] = block.split('\n').filter((line) => line.trim() !== '');
    const [hash, time] = head!.split(' ');
    for (const file of files) {
      const commits = history.get(file) ?? [];
      commits.push({hash: hash!, time: Number(time)});
      history.set(file, commits);
    }
  }
  return history;
}

/**
 * When each text field of an item file last changed in git: field → Unix
 * time of the commit that gave it its current text. A file changed by one
 * commit only is read once; older versions are read only when there are some.
 */
function fieldTimes(repo: string, item: DataItemFile, commits: ReadonlyArray<{hash: string; time: number}>): Map<string, number> {
  const times = new Map<string, number>();
  let previous = new Map<string, string>();
  for (const {hash, time} of [...commits].reverse()) {
    let source: string;
    try {
      source =
        commits.length === 1
          ? readFileSync(path.join(repo, item.file), 'utf8')
          : execFileSync('git', ['show', `${hash}:${item.file}`], {cwd: repo, encoding: 'utf8'});
    } catch {
      // A commit that deleted the file tells nothing about its fields.
      continue;
    }
    const current = new Map(
      [...textFields(item.entity, itemFields(item.entity, source) ?? {})].map(([field, value]) => [field, JSON.stringify(value)]),
    );
    for (const [field, text] of current) {
      if (previous.get(field) !== text) {
        times.set(field, time);
      }
    }
    previous = current;
  }
  return times;
}

/**
 * The data translations of the repository at `repo` whose English text was
 * changed in a later commit than the translation, field by field.
 */
export function checkDataOutdated(repo: string, findings: Finding[] = []): Finding[] {
  const history = dataHistory(repo);
  for (const english of dataItemFiles(repo, 'en')) {
    const englishCommits = history.get(english.file);
    if (englishCommits === undefined) {
      continue;
    }
    const englishTimes = fieldTimes(repo, english, englishCommits);
    for (const locale of LOCALES) {
      const item = {...english, file: english.file.replace(/\.en\.md$/, `.${locale}.md`)};
      const commits = history.get(item.file);
      if (commits === undefined || !existsSync(path.join(repo, item.file))) {
        continue;
      }
      const translatedTimes = fieldTimes(repo, item, commits);
      for (const [field, englishTime] of englishTimes) {
        const translatedTime = translatedTimes.get(field);
        if (translatedTime !== undefined && englishTime > translatedTime) {
          findings.push({locale, kind: 'outdated', what: `${item.file} (field ${field}): its English text in ${english.file} changed after it`});
        }
      }
    }
  }
  return findings;
}

// --- glossary, orthography and grammar ---

/** Every avoided variant of the glossary in the Dari and Pashto text of the repository at `repo`. */
export function checkGlossary(repo: string, findings: Finding[] = []): Finding[] {
  const index = indexVariants(readGlossary(repo));
  for (const piece of translatedText(repo)) {
    for (const hit of findVariants(index, piece.locale, piece.text)) {
      findings.push({
        locale: piece.locale,
        kind: 'glossary',
        what: `${piece.file} (${piece.where}): «${hit.found}» → write ${renderingsOf(hit, piece.locale)} (${GLOSSARY_FILE})`,
      });
    }
  }
  return findings;
}

/** Where i18n/README.md explains each orthography and grammar rule. */
const RULE_NOTE: Record<OrthographyRule | GrammarRule, string> = {
  letters: 'letters',
  ezafe: 'the ezafe after ه',
  numbers: 'thousands separators',
  'oblique-yaw': 'یو after a preposition',
  'la-with-postposition': 'له with سره and څخه',
  agreement: 'adjectives in ـیز',
};

/**
 * The orthography problems (letters, the ezafe after ه, thousands
 * separators) of the Dari and Pashto text of the repository at `repo`, and
 * the grammar slips of its Pashto text.
 */
export function checkOrthographyAndGrammar(repo: string, findings: Finding[] = []): Finding[] {
  const glossary = readGlossary(repo);
  const lists = ezafeLists(glossary);
  for (const piece of translatedText(repo)) {
    const problems = [
      ...checkOrthography(glossary, lists, piece.locale, piece.text, piece.kind).map((problem) => ({
        kind: 'orthography' as const,
        rule: problem.rule,
        found: problem.found,
        says: advice(problem, piece.locale),
      })),
      ...(piece.locale === 'ps' ? checkPashtoGrammar(piece.text) : []).map((problem) => ({
        kind: 'grammar' as const,
        rule: problem.rule,
        found: problem.found,
        says: `→ write ${problem.write}`,
      })),
    ];
    for (const {kind, rule, found, says} of problems) {
      findings.push({locale: piece.locale, kind, what: `${piece.file} (${piece.where}): «${found}» ${says} (i18n/README.md, ${RULE_NOTE[rule]})`});
    }
  }
  return findings;
}

// --- menus ---

const normalize = (text: string) => text.replace(/\u00A0/g, ' ').trim();

function frontMatterOf(file: string): {title?: string; sidebar_label?: string} {
  const head = frontMatter(readFileSync(file, 'utf8'));
  return head ? ((parseYaml(head) as {title?: string; sidebar_label?: string} | null) ?? {}) : {};
}

/**
 * The names a page goes by in `locale`: the title of its translated MDX
 * page and that page's sidebar_label, or the title string of the React page
 * at that path. Empty when the page cannot be found.
 */
function pageNames(repo: string, locale: Locale, target: {href: string} | {docsFolder: string}): string[] {
  const docPath = 'docsFolder' in target ? `${target.docsFolder}/index` : target.href.replace(/^\//, '');
  for (const candidate of [`${docPath}.mdx`, `${docPath}/index.mdx`, `${docPath}.md`]) {
    const file = path.join(repo, pagesDir(locale), candidate);
    if (existsSync(file)) {
      const {title, sidebar_label: short} = frontMatterOf(file);
      return [...new Set([title, short].filter((name): name is string => typeof name === 'string').map(normalize))];
    }
  }
  if ('href' in target) {
    for (const candidate of [`src/pages${target.href}.tsx`, `src/pages${target.href}/index.tsx`]) {
      const file = path.join(repo, candidate);
      if (existsSync(file)) {
        const ids = [...new Set([...readFileSync(file, 'utf8').matchAll(/id:\s*'(pages\.[\w.]+\.title)'/g)].map((m) => m[1]!))];
        const codes = readJson<Record<string, {message?: string}>>(path.join(repo, 'i18n', locale, 'code.json'));
        return ids.length === 1 && codes[ids[0]!]?.message ? [normalize(codes[ids[0]!]!.message!)] : [];
      }
    }
  }
  return [];
}

/**
 * Menu labels (`frame.nav.route.<path>` in code.json, for each of `routes`)
 * and docs sidebar labels (current.json) of the repository at `repo` that
 * differ from the title of the page they open and from its sidebar_label.
 */
export function checkMenuLabels(repo: string, routes: readonly string[], sidebars: Sidebars, findings: Finding[] = []): Finding[] {
  for (const locale of LOCALES) {
    const codeFile = path.join('i18n', locale, 'code.json');
    const codes = readJson<Record<string, {message?: string}>>(path.join(repo, codeFile));
    const labelsFile = `${pagesDir(locale)}.json`;
    const sidebarStrings = existsSync(path.join(repo, labelsFile)) ? readJson<Record<string, {message?: string}>>(path.join(repo, labelsFile)) : {};
    const entries = [
      ...routes.map((route) => ({
        file: codeFile,
        key: `frame.nav.route.${route}`,
        label: codes[`frame.nav.route.${route}`]?.message,
        opens: {href: route},
      })),
      ...sidebarLabels(repo, sidebars)
        .filter((item) => item.opens !== undefined)
        .map((item) => ({file: labelsFile, key: item.key, label: sidebarStrings[item.key]?.message, opens: item.opens!})),
    ];
    for (const {file, key, label, opens} of entries) {
      const names = pageNames(repo, locale, opens);
      if (label === undefined || names.length === 0 || names.includes(normalize(label))) {
        continue;
      }
      findings.push({
        locale,
        kind: 'menu',
        what: `${key} in ${file}: «${normalize(label)}» is not the title of the page it opens: write «${names.join('» or «')}», or change the page`,
      });
    }
  }
  return findings;
}

// --- dates and times ---

/** Dates and times written by hand another way than the site's, in the Dari and Pashto text of `repo`. */
export function checkDates(repo: string, findings: Finding[] = []): Finding[] {
  for (const piece of translatedText(repo)) {
    // The events' time spans are compared with their English text below.
    if (piece.kind === 'data' && piece.file.startsWith('data/events/') && piece.where.endsWith('field time_period')) {
      continue;
    }
    for (const problem of checkWrittenDates(piece.text, piece.locale, piece.kind)) {
      findings.push({locale: piece.locale, kind: 'date', what: `${piece.file} (${piece.where}): «${problem.found}» → write ${problem.write}`});
    }
  }
  return findings;
}

const ENGLISH_TIME_RANGE = /^(\d{1,2}):(\d{2}) (AM|PM) [–-] (\d{1,2}):(\d{2}) (AM|PM)$/;

function to24h(hour: string, minute: string, mark: string): string {
  const h = (Number(hour) % 12) + (mark === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute}`;
}

/**
 * The events' `time_period` translations of the repository at `repo` that
 * differ from src/lib/format.ts's writing of the English span ("9:00 AM –
 * 12:00 PM"). Spans the English gives in words ("Two days") are left alone.
 */
export function checkEventTimes(repo: string, findings: Finding[] = []): Finding[] {
  for (const english of dataItemFiles(repo, 'en').filter((item) => item.entity === 'events')) {
    const span = dataFields(repo, english).time_period;
    const match = ENGLISH_TIME_RANGE.exec(typeof span === 'string' ? span.trim() : '');
    if (!match) {
      continue;
    }
    for (const locale of LOCALES) {
      const item = {...english, file: english.file.replace(/\.en\.md$/, `.${locale}.md`)};
      const text = existsSync(path.join(repo, item.file)) ? dataFields(repo, item).time_period : undefined;
      if (typeof text !== 'string') {
        continue;
      }
      const expected = formatTimeRange(to24h(match[1]!, match[2]!, match[3]!), to24h(match[4]!, match[5]!, match[6]!), locale).replace(
        /\u00A0/g,
        ' ',
      );
      if (normalize(text) !== expected) {
        findings.push({locale, kind: 'date', what: `${item.file} (field time_period): «${text}» → write «${expected}»`});
      }
    }
  }
  return findings;
}

// --- the command ---

const KIND_ORDER: readonly FindingKind[] = ['missing', 'glossary', 'orthography', 'grammar', 'menu', 'date', 'pending', 'outdated'];

function main(): void {
  const quiet = process.argv.includes('--quiet');
  // Loaded here, not at the top: the tests import this file's checks without the site's config.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, see above
  const sidebars = (require('../sidebars') as {default: Sidebars}).default;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, see above
  const {FOOTER_COLUMNS, NAV_SECTIONS} = require('../src/frame/navigation') as typeof import('../src/frame/navigation');
  const routes = [...new Set([...NAV_SECTIONS.flatMap((section) => section.routes), ...FOOTER_COLUMNS.flat()])];

  const findings: Finding[] = [];
  checkPages(root, findings);
  checkCodeStrings(findings);
  checkSidebarLabels(root, sidebars, findings);
  checkData(root, findings);
  checkDataOutdated(root, findings);
  checkGlossary(root, findings);
  checkOrthographyAndGrammar(root, findings);
  checkMenuLabels(root, routes, sidebars, findings);
  checkDates(root, findings);
  checkEventTimes(root, findings);

  for (const locale of LOCALES) {
    const mine = findings.filter((f) => f.locale === locale);
    const count = (kind: FindingKind) => mine.filter((f) => f.kind === kind).length;
    console.log(
      `i18n:check ${locale}: ${count('missing')} missing, ${count('glossary')} off the glossary, ${count('orthography')} orthography, ` +
        `${count('grammar')} grammar, ${count('menu')} menu labels, ` +
        `${count('date')} dates and times, ${count('pending')} pages and data items to translate, ${count('outdated')} outdated`,
    );
    const fatal = mine.some((f) => !PASSING.has(f.kind));
    for (const kind of KIND_ORDER) {
      if (quiet && !fatal) {
        break;
      }
      for (const finding of mine.filter((f) => f.kind === kind)) {
        console.log(`  ${kind.padEnd(11)} ${finding.what}`);
      }
    }
  }
  process.exit(findings.some((f) => !PASSING.has(f.kind)) ? 1 : 0);
}

// Run as a command; imported by its test, it only lends its checks.
if (require.main === module) {
  main();
}
