/**
 * `npm run i18n:check`: lists, per locale, every missing or outdated
 * translation and exits non-zero when one is missing.
 *
 * - Pages: every English MDX page under docs/ needs a file at the same path
 *   under i18n/{fa,ps}/docusaurus-plugin-content-docs/current/. It is
 *   outdated when git's last change to the English file is newer than the
 *   last change to the translation (reported, not fatal).
 * - Interface strings: every translate() id in src/ (found by
 *   `docusaurus write-translations` logic: the ids in the English source) must
 *   be in i18n/{fa,ps}/code.json with a message in Arabic script, and so must
 *   every theme.* string.
 * - Data: every record key of data/<entity>/en.json needs an entry with every
 *   text field in fa.json and ps.json.
 *
 * Usage: npm run i18n:check [-- --quiet]
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const LOCALES = ['fa', 'ps'] as const;
type Locale = (typeof LOCALES)[number];

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const quiet = process.argv.includes('--quiet');

interface Finding {
  readonly locale: Locale;
  readonly kind: 'missing' | 'outdated';
  readonly what: string;
}

function walk(dir: string, suffixes: readonly string[]): string[] {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => suffixes.some((suffix) => file.endsWith(suffix)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Unix time of git's last commit touching `file`, or undefined when untracked. */
function lastCommitTime(file: string): number | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: root, encoding: 'utf8'}).trim();
    return out ? Number(out) : undefined;
  } catch {
    return undefined;
  }
}

function checkPages(findings: Finding[]): void {
  const docsDir = path.join(root, 'docs');
  for (const page of walk(docsDir, ['.md', '.mdx'])) {
    if (page.split('/').some((part) => part.startsWith('_'))) {
      continue;
    }
    const english = path.join('docs', page);
    for (const locale of LOCALES) {
      const translated = path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current', page);
      if (!existsSync(path.join(root, translated))) {
        findings.push({locale, kind: 'missing', what: `page ${translated} (translation of ${english})`});
        continue;
      }
      const englishTime = lastCommitTime(english);
      const translatedTime = lastCommitTime(translated);
      if (englishTime !== undefined && translatedTime !== undefined && englishTime > translatedTime) {
        findings.push({locale, kind: 'outdated', what: `page ${translated}: ${english} changed after it`});
      }
    }
  }
}

/** Translation ids used in the site's source: translate({id: '...'}) and <Translate id="...">. */
function sourceIds(): Set<string> {
  const ids = new Set<string>();
  const pattern = /\b(?:translate\(\s*\{\s*id:\s*|<Translate\s+id=)['"]([^'"]+)['"]/g;
  for (const file of walk(path.join(root, 'src'), ['.ts', '.tsx'])) {
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
    const codes = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, {message?: string}>;
    const wanted = new Set([...ids, ...Object.keys(codes).filter((id) => id.startsWith('theme.'))]);
    for (const id of [...wanted].sort()) {
      const message = codes[id]?.message;
      if (message === undefined) {
        findings.push({locale, kind: 'missing', what: `string ${id} in ${file}`});
      } else if (/[A-Za-z]/.test(message.replace(/\{[^}]*\}/g, '')) && !ARABIC_LETTER.test(message)) {
        findings.push({locale, kind: 'missing', what: `string ${id} in ${file} is still English: "${message}"`});
      }
    }
  }
}

function checkData(findings: Finding[]): void {
  const dataDir = path.join(root, 'data');
  for (const entity of readdirSync(dataDir, {withFileTypes: true}).filter((e) => e.isDirectory())) {
    const englishFile = path.join(dataDir, entity.name, 'en.json');
    if (!existsSync(englishFile)) {
      continue;
    }
    const english = JSON.parse(readFileSync(englishFile, 'utf8')) as Record<string, Record<string, unknown>>;
    for (const locale of LOCALES) {
      const file = path.join('data', entity.name, `${locale}.json`);
      const translated = existsSync(path.join(root, file))
        ? (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, unknown>>)
        : {};
      for (const [key, fields] of Object.entries(english)) {
        const entry = translated[key];
        if (!entry) {
          findings.push({locale, kind: 'missing', what: `record ${key} in ${file}`});
          continue;
        }
        for (const field of Object.keys(fields)) {
          if (entry[field] === undefined || entry[field] === '') {
            findings.push({locale, kind: 'missing', what: `field ${field} of record ${key} in ${file}`});
          }
        }
      }
    }
  }
}

const findings: Finding[] = [];
checkPages(findings);
checkCodeStrings(findings);
checkData(findings);

for (const locale of LOCALES) {
  const mine = findings.filter((f) => f.locale === locale);
  const missing = mine.filter((f) => f.kind === 'missing');
  const outdated = mine.filter((f) => f.kind === 'outdated');
  console.log(`i18n:check ${locale}: ${missing.length} missing, ${outdated.length} outdated`);
  if (!quiet || missing.length > 0) {
    for (const finding of [...missing, ...outdated]) {
      console.log(`  ${finding.kind.padEnd(8)} ${finding.what}`);
    }
  }
}
process.exit(findings.some((f) => f.kind === 'missing') ? 1 : 0);
