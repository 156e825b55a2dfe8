/** @jest-environment node */
/**
 * `npm run i18n:check` on throw-away repositories: a page (a conference page
 * like any other) or a partial without its Dari or Pashto twin is missing,
 * and a twin committed before the last change of its English page is
 * outdated; a data field likewise. Every variant the glossary says to avoid
 * fails wherever it is written, in every spelling and inflected form a reader
 * takes for it; the orthography rules (letters, the ezafe after ه, thousands
 * separators) and the Pashto grammar rules find their planted cases and
 * leave the look-alikes alone; menu labels must be their page's title;
 * sidebar labels must be translated; dates and times typed by hand must be
 * written the one way of their kind.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  checkData,
  checkDataOutdated,
  checkEventTimes,
  checkGlossary,
  checkMenuLabels,
  checkOrthographyAndGrammar,
  checkPages,
  checkSidebarLabels,
} from './i18n-check';
import {GAP, GLOSSARY_FILE, isJoiningVariant, readGlossary, type GlossaryTerm} from './lib/glossary';
import {checkPashtoGrammar} from './lib/grammar';
import {checkEzafe, checkThousands, ezafeLists} from './lib/orthography';
import {TRANSLATED_LOCALES, pagesDir, type TranslatedLocale} from './lib/translated-text';
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

  it('reports a conference page that has no Pashto twin as pending, and nothing else', () => {
    expect(checkPages(repo)).toEqual([{locale: 'ps', kind: 'pending', what: `page ${twin('ps', CONFERENCE)} (translation of docs/${CONFERENCE})`}]);
  });

  it('reports a partial without its twin, like a page', () => {
    rmSync(path.join(repo, twin('fa', PARTIAL)));
    expect(checkPages(repo)).toContainEqual({
      locale: 'fa',
      kind: 'pending',
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

/** A variant of the glossary, with its term and language, and the text it stands for (a `…` filled with words). */
interface VariantCase {
  readonly term: GlossaryTerm;
  readonly locale: TranslatedLocale;
  readonly variant: string;
  readonly written: string;
}

// A word around planted text, and words to stand in a variant's gap (…).
const FILLER: Record<TranslatedLocale, string> = {fa: 'متن', ps: 'متن'};
const GAP_WORDS: Record<TranslatedLocale, string> = {fa: 'برای سمستر', ps: 'د سمستر'};

const variants: VariantCase[] = glossary.terms.flatMap((term) =>
  TRANSLATED_LOCALES.flatMap((locale) =>
    (term.avoid?.[locale] ?? []).map((variant) => ({
      term,
      locale,
      variant,
      written: variant.replace(/\*$/, '').replace(` ${GAP} `, ` ${GAP_WORDS[locale]} `),
    })),
  ),
);

const JOINER = /[ \u200C]+/;
const PASHTO_PARTICLES = new Set(['د', 'له', 'په', 'تر', 'پر', 'او', 'کې', 'ته', 'سره', 'څخه']);
/** The parts of a variant's text, or undefined when it has one part, a gap, or differs from the rendering only in its joining. */
function partsOf(c: VariantCase): string[] | undefined {
  const parts = c.written.split(JOINER);
  return parts.length > 1 && !c.variant.includes(GAP) && !isJoiningVariant(c.variant, c.term[c.locale], c.locale) ? parts : undefined;
}
const isPrefix = (c: VariantCase) => c.variant.endsWith('*');

/**
 * The variant with its parts joined by `joiner`. Pashto writes the words of a
 * phrase apart (their last letters, ي or ه, only end a word), so a Pashto
 * phrase is joined only where the glossary joins it with a ZWNJ.
 */
function joinedBy(c: VariantCase, joiner: string): string | undefined {
  const isPashtoPhrase = c.locale === 'ps' && c.written.includes(' ');
  return isPashtoPhrase && joiner === '' ? undefined : partsOf(c)?.join(joiner);
}

// A word of three letters or more in a silent ه (not a preposition like به, not گاه or گروه).
const SILENT_HEH = /^.{2,}[^اوی]ه$/u;

/** A Dari variant with an ezafe written `form` on its first word in a silent ه that another word follows. */
function withEzafe(c: VariantCase, form: string): string | undefined {
  const words = c.locale === 'fa' && partsOf(c) !== undefined ? c.written.split(' ') : [];
  const at = words.findIndex((word, index) => index < words.length - 1 && SILENT_HEH.test(word));
  return at < 0 ? undefined : words.map((word, index) => (index === at ? word.slice(0, -1) + form : word)).join(' ');
}

/**
 * Whether a variant differs from the term's rendering only in the last
 * letters of its words (ماسټری for ماسټري، کمپیوټري ساینس for کمپیوټر ساینس):
 * its inflected forms are forms of the rendering, so it is found only as
 * listed.
 */
function differsInEndingsOnly(c: VariantCase): boolean {
  const stems = (phrase: string) => phrase.replace(/\*$/, '').replace(/[یيۍېه](?=\s|$)/gu, '');
  return stems(c.variant) === stems(c.term[c.locale]);
}

/** A Dari variant with a kasra (the ezafe's vowel) on its first part ending in a consonant. */
function withKasra(c: VariantCase): string | undefined {
  const parts = c.locale === 'fa' ? partsOf(c) : undefined;
  const at = parts?.findIndex((part, index) => index < parts.length - 1 && !/[هاوی]$/.test(part)) ?? -1;
  return at < 0 ? undefined : parts!.map((part, index) => (index === at ? `${part}\u0650` : part)).join(' ');
}

/** A Dari variant (not a prefix) with the plural ‌ها. */
const withDariPlural = (c: VariantCase) => (c.locale === 'fa' && !isPrefix(c) ? `${c.written}\u200Cها` : undefined);

/** A Pashto variant (not a prefix) whose last word takes an oblique or plural ending of its class. */
function withPashtoEnding(c: VariantCase): string | undefined {
  const last = c.written.split(' ').at(-1)!;
  if (c.locale !== 'ps' || isPrefix(c) || PASHTO_PARTICLES.has(last) || differsInEndingsOnly(c)) {
    return undefined;
  }
  const endings: Record<string, string> = {ه: 'ې', ی: 'یو', ي: 'ۍ', ۍ: 'یو', ې: 'و', ا: 'ګانې', و: 'ګانې'};
  const ending = endings[last.at(-1)!];
  return ending === undefined ? `${c.written}ونو` : `${c.written.slice(0, ending === 'ګانې' ? undefined : -1)}${ending}`;
}

/** A Pashto variant of two words or more with a د before its last noun («… د پراختیا د مرکز»). */
function withOwnedLastNoun(c: VariantCase): string | undefined {
  const words = c.locale === 'ps' && !c.variant.includes(GAP) && !differsInEndingsOnly(c) ? c.written.split(' ') : [];
  return words.length > 1 && words.at(-2) !== 'د' && !PASHTO_PARTICLES.has(words.at(-1)!)
    ? [...words.slice(0, -1), 'د', words.at(-1)].join(' ')
    : undefined;
}

/** The variant typed with the Arabic ك for ک, and ي for ی (in Pashto only inside a word, where the two look alike). */
function withArabicLetters(c: VariantCase): string | undefined {
  const typed = c.written.replace(/ک/g, 'ك').replace(c.locale === 'fa' ? /ی/g : /ی(?=\p{L})/gu, 'ي');
  return typed === c.written ? undefined : typed;
}

describe('i18n:check on the glossary', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  beforeEach(() => {
    repo = fixtureRepo();
    repo.write(GLOSSARY_FILE, REAL_GLOSSARY);
  });
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  it('has variants to avoid in both languages', () => {
    expect(variants.filter((c) => c.locale === 'fa').length).toBeGreaterThan(0);
    expect(variants.filter((c) => c.locale === 'ps').length).toBeGreaterThan(0);
  });

  // Every variant as the glossary lists it, and each kind of spelling a reader
  // takes for the same words, planted for every variant it applies to, one
  // per line of a page: each line must fail on the planted words and name the
  // term's rendering.
  const kinds: Array<[string, (c: VariantCase) => string | undefined]> = [
    ['as listed', (c) => c.written],
    ['its parts joined by a ZWNJ', (c) => joinedBy(c, '\u200C')],
    ['its parts joined by a space', (c) => joinedBy(c, ' ')],
    ['its parts written as one word', (c) => joinedBy(c, '')],
    ['with the ezafe ـهٔ after a part in ه (Dari)', (c) => withEzafe(c, 'ه\u0654')],
    ['with the ezafe ـه‌ی after a part in ه (Dari)', (c) => withEzafe(c, 'ه\u200Cی')],
    ['with the ezafe written ی after a part in ه (Dari)', (c) => withEzafe(c, 'هی')],
    ['with a kasra for the ezafe (Dari)', (c) => withKasra(c)],
    ['with the Dari plural ها or ‌های', (c) => withDariPlural(c)],
    ['with a Pashto oblique or plural ending', (c) => withPashtoEnding(c)],
    ['with a د before its last noun (Pashto)', (c) => withOwnedLastNoun(c)],
    ['typed with the Arabic ي and ك', (c) => withArabicLetters(c)],
  ];

  it.each(kinds)('finds every variant %s', (_kind, plant) => {
    const planted = variants.flatMap((c) => {
      const text = plant(c);
      return text === undefined ? [] : [{...c, text}];
    });
    expect(planted.length).toBeGreaterThan(0);
    for (const locale of TRANSLATED_LOCALES) {
      const mine = planted.filter((c) => c.locale === locale);
      repo.write(`${pagesDir(locale)}/about/page.mdx`, mine.map((c) => `${FILLER[locale]} ${c.text} ${FILLER[locale]}`).join('\n') + '\n');
    }
    const findings = checkGlossary(repo.root).map((f) => f.what);
    const missed = planted.filter((c, index) => {
      const line = planted.slice(0, index).filter((other) => other.locale === c.locale).length + 1;
      const at = `${pagesDir(c.locale)}/about/page.mdx (line ${line}): `;
      return !findings.some((what) => what.startsWith(`${at}«${c.text}» → write `) && what.includes(`«${c.term[c.locale]}» for "${c.term.en}"`));
    });
    expect(missed.map((c) => `${c.locale} «${c.text}» (${c.variant})`)).toEqual([]);
  });

  it('finds a variant that differs from the rendering only in its joining as written, and leaves the rendering alone', () => {
    const term = glossary.terms.find((t) => t.avoid?.fa?.some((v) => !v.endsWith('*') && isJoiningVariant(v, t.fa, 'fa')))!;
    const variant = term.avoid!.fa!.find((v) => !v.endsWith('*') && isJoiningVariant(v, term.fa, 'fa'))!;
    repo.write(`${pagesDir('fa')}/about/page.mdx`, `${FILLER.fa} ${variant} ${FILLER.fa}\n${FILLER.fa} ${term.fa} ${FILLER.fa}\n`);
    expect(checkGlossary(repo.root).map((f) => f.what.split(': ')[0])).toEqual([`${pagesDir('fa')}/about/page.mdx (line 1)`]);
  });

  it('names every term a variant belongs to', () => {
    const shared = variants.find((c) =>
      variants.some((other) => other !== c && other.locale === c.locale && other.written === c.written && other.term !== c.term),
    )!;
    const terms = variants.filter((c) => c.locale === shared.locale && c.written === shared.written).map((c) => c.term);
    repo.write(`${pagesDir(shared.locale)}/about/page.mdx`, `${FILLER[shared.locale]} ${shared.written} ${FILLER[shared.locale]}\n`);
    const findings = checkGlossary(repo.root);
    expect(findings).toHaveLength(1);
    for (const term of terms) {
      expect(findings[0]!.what).toContain(`«${term[shared.locale]}» for "${term.en}"`);
    }
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
    const text = (locale: TranslatedLocale) => glossary.terms.map((term) => term[locale].replace(` ${GAP} `, ` ${FILLER[locale]} `)).join('، ');
    repo.write(`${pagesDir('fa')}/about/page.mdx`, `${text('fa')}\n`);
    repo.write(`${pagesDir('ps')}/about/page.mdx`, `${text('ps')}\n`);
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

  it('names the glossary line that does not parse', () => {
    repo.write(GLOSSARY_FILE, `${REAL_GLOSSARY.replace('  - en: university\n', '  - en: university: the institution\n')}`);
    expect(() => checkGlossary(repo.root)).toThrow(/i18n\/glossary\.yml: .*line \d+/s);
  });

  it('refuses a variant it cannot read, naming the term', () => {
    repo.write(GLOSSARY_FILE, REAL_GLOSSARY.replace('fa: [دانشگاه*]', 'fa: [دانش*گاه]'));
    expect(() => checkGlossary(repo.root)).toThrow('the fa variant «دانش*گاه» of "university" cannot be read: a * may only end it');
  });
});

/**
 * The defects a native review of the Dari and Pashto text found, one planted
 * case of each kind. What the check must say comes from the glossary (the
 * term whose variant it is, with its rendering) or from the rule.
 */
describe('i18n:check on the defects of a native review', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  beforeEach(() => {
    repo = fixtureRepo();
    repo.write(GLOSSARY_FILE, REAL_GLOSSARY);
  });
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  /** The findings of a Pashto or Dari data file holding `text`. */
  function glossaryFindings(locale: TranslatedLocale, text: string): string[] {
    const file = `data/news/001-item.${locale}.md`;
    repo.write(file, `---\ntitle: ${JSON.stringify(text)}\n---\n`);
    const at = `${file} (field title): `;
    return checkGlossary(repo.root)
      .filter((f) => f.what.startsWith(at))
      .map((f) => f.what.slice(at.length));
  }
  const names = (english: string, locale: TranslatedLocale) => {
    const term = glossary.terms.find((t) => t.en === english)!;
    return `«${term[locale]}» for "${term.en}"`;
  };
  const firstVariant = (english: string, locale: TranslatedLocale) =>
    glossary.terms.find((t) => t.en === english)!.avoid![locale]![0]!.replace(/\*$/, '');

  it('finds an avoided phrase of a Pashto chain inflected by a د before its last noun', () => {
    // «د استادانو د پراختیا مرکز» as the owner of another noun: «د استادانو د پراختیا د مرکز رئیس».
    const words = firstVariant('Faculty Development Center', 'ps').split(' ');
    const owned = [...words.slice(0, -1), 'د', words.at(-1)].join(' ');
    expect(glossaryFindings('ps', `${owned} رئیس`)).toEqual([`«${owned}» → write ${names('Faculty Development Center', 'ps')} (${GLOSSARY_FILE})`]);
  });

  it('finds جذب for admission in Pashto, and leaves other uses of the word alone', () => {
    const variant = firstVariant('admission(s)', 'ps');
    expect(glossaryFindings('ps', `پوهنتون ${variant} پیل کړ`)).toEqual([`«${variant}» → write ${names('admission(s)', 'ps')} (${GLOSSARY_FILE})`]);
    expect(glossaryFindings('ps', 'کورس ډېر محصلین جذب کړل')).toEqual([]);
  });

  it('finds the load-error and spinner calques of Pashto interface strings', () => {
    repo.write('i18n/ps/code.json', strings({'x.loadError': 'د پوهنځي معلومات پورته نه شول.', 'spinner.loading': 'د پورته کېدو په حال کې…'}));
    expect(checkGlossary(repo.root).map((f) => f.what)).toEqual([
      `i18n/ps/code.json (string x.loadError): «پورته نه شول» → write ${names('could not be loaded (error messages)', 'ps')} (${GLOSSARY_FILE})`,
      `i18n/ps/code.json (string spinner.loading): «د پورته کېدو په حال کې» → write ${names("loading (the spinner's text)", 'ps')} (${GLOSSARY_FILE})`,
    ]);
  });

  it('finds the Iranian داوطلب, naming both terms it is a variant of', () => {
    expect(glossaryFindings('fa', 'کلب داوطلبان')).toEqual([
      `«داوطلبان» → write ${names('applicant', 'fa')} or ${names('volunteer', 'fa')} (${GLOSSARY_FILE})`,
    ]);
  });

  it('finds the calque «پذیرش … باز است» whatever stands between its words', () => {
    expect(glossaryFindings('fa', 'پذیرش برای سمستر بهاری ۲۰۲۶ باز است')).toEqual([
      `«پذیرش برای سمستر بهاری ۲۰۲۶ باز است» → write ${names('admission open (the page and its title)', 'fa')} (${GLOSSARY_FILE})`,
    ]);
    expect(glossaryFindings('fa', 'پذیرش محصلان جدید. کتابخانه باز است')).toEqual([]);
  });

  it('finds پېښه for an event in Pashto, and leaves a problem that happened alone', () => {
    expect(glossaryFindings('ps', 'راتلونکې پېښې')).toEqual([`«پېښې» → write ${names('event', 'ps')} (${GLOSSARY_FILE})`]);
    expect(glossaryFindings('ps', glossary.terms.find((t) => t.en === 'a problem occurred (error messages)')!.ps)).toEqual([]);
  });

  it('finds the blanket "development" of web building and of the draft banner', () => {
    expect(glossaryFindings('ps', 'د وېب پراختیا مهارتونه')).toEqual([
      `«د وېب پراختیا» → write ${names('software development, web development', 'ps')} (${GLOSSARY_FILE})`,
    ]);
    expect(glossaryFindings('fa', 'تنها در حالت انکشاف دیده می‌شود')).toEqual([
      `«حالت انکشاف» → write ${names('the working copy of the site (where drafts show)', 'fa')} (${GLOSSARY_FILE})`,
    ]);
  });
});

describe('i18n:check on orthography', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  beforeEach(() => {
    repo = fixtureRepo();
    repo.write(GLOSSARY_FILE, REAL_GLOSSARY);
  });
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  const lists = ezafeLists(glossary);
  const ezafe = (text: string) => checkEzafe(lists, text).map((p) => [p.found, p.write]);
  const heads = glossary.orthography!.ezafe!.heads!;

  it('lists heads that end in a silent ه, and words of each list', () => {
    expect(heads.filter((head) => !head.endsWith('ه'))).toEqual([]);
    for (const list of ['notBefore', 'lightVerbs', 'determiners'] as const) {
      expect(glossary.orthography!.ezafe![list]!.length).toBeGreaterThan(0);
    }
  });

  it('wants the ezafe ـهٔ on every head before a word it governs, in pages, strings and data alike', () => {
    repo.write(`${pagesDir('fa')}/about/page.mdx`, `${heads.map((head) => `${head} محصلان`).join('، ')}\n`);
    repo.write('i18n/fa/code.json', strings({'a.title': 'برنامه ماستری'}));
    repo.write('data/programs/01-bba.fa.md', '---\ntitle: لیسانس اداره تجارت\n---\n');
    const findings = checkOrthographyAndGrammar(repo.root).map((f) => f.what);
    expect(findings.filter((what) => what.includes('/about/page.mdx'))).toHaveLength(heads.length);
    expect(findings).toContainEqual(
      `${pagesDir('fa')}/about/page.mdx (line 1): «${heads[0]} محصلان» → write «${heads[0]}\u0654 محصلان» (i18n/README.md, the ezafe after ه)`,
    );
    expect(findings).toContainEqual(
      'i18n/fa/code.json (string a.title): «برنامه ماستری» → write «برنامهٔ ماستری» (i18n/README.md, the ezafe after ه)',
    );
    expect(findings).toContainEqual(
      'data/programs/01-bba.fa.md (field title): «اداره تجارت» → write «ادارهٔ تجارت» (i18n/README.md, the ezafe after ه)',
    );
  });

  it('wants ـهٔ for the ezafe written ـه‌ی or ـهی, and on a compound in نامه', () => {
    expect(ezafe('اداره‌ی تجارت و ادارهی عامه')).toEqual([
      ['اداره‌ی', '«ادارهٔ» (the ezafe after ه is written ـهٔ; «a …» is ـه‌ای)'],
      ['ادارهی', '«ادارهٔ» (the ezafe after ه is written ـهٔ; «a …» is ـه‌ای)'],
    ]);
    expect(ezafe('درخواست‌نامه شما')).toEqual([['درخواست‌نامه شما', '«درخواست‌نامهٔ شما»']]);
  });

  it('reads no ezafe before a word of notBefore, a verb, or a compound verb or predicate', () => {
    const notBefore = glossary.orthography!.ezafe!.notBefore!;
    const verbs = glossary.orthography!.ezafe!.lightVerbs!;
    expect(ezafe(notBefore.map((word) => `برنامه ${word}`).join('. '))).toEqual([]);
    expect(ezafe(verbs.map((verb) => `برنامه ${verb}`).join('. '))).toEqual([]);
    expect(ezafe(verbs.map((verb) => `مقاله ارائه ${verb}`).join('. '))).toEqual([]);
    expect(ezafe('برنامه می‌خواند. نامه بنویسید. خانواده متکی‌اند. برنامه مفید است.')).toEqual([]);
  });

  it('leaves a head after a determiner or a number, همه as a pronoun, the exceptions and a head already written ـهٔ alone', () => {
    const determiners = glossary.orthography!.ezafe!.determiners!;
    expect(ezafe(determiners.map((word) => `${word} مقاله منابع را بررسی می‌کند`).join('. '))).toEqual([]);
    expect(ezafe('۲ هفته زودتر. همه فرصت سخن گفتن دارند. برنامهٔ ماستری.')).toEqual([]);
    expect(ezafe(glossary.orthography!.ezafe!.exceptions!.join('. '))).toEqual([]);
    expect(ezafe('همه محصلان')).toEqual([['همه محصلان', '«همهٔ محصلان»']]);
  });

  it('does not join the words on either side of a tag in a page', () => {
    repo.write(`${pagesDir('fa')}/about/page.mdx`, '| مراسم افتتاحیه<ul><li>تلاوت قرآن</li></ul> |\n');
    expect(checkOrthographyAndGrammar(repo.root)).toEqual([]);
  });

  it('wants thousands separators in numbers of four digits or more in running text', () => {
    expect(checkThousands('کتابخانه ۳۰۰۰ عنوان و ۱۲۰۰۰۰ جلد دارد', 'data').map((p) => [p.found, p.write])).toEqual([
      ['۳۰۰۰', '«۳٬۰۰۰»'],
      ['۱۲۰۰۰۰', '«۱۲۰٬۰۰۰»'],
    ]);
    expect(checkThousands('۴۵,۰۰۰ افغانی و ۶۰،۰۰۰ افغانی', 'data').map((p) => [p.found, p.write])).toEqual([
      ['۴۵,۰۰۰', '«۴۵٬۰۰۰»'],
      ['۶۰،۰۰۰', '«۶۰٬۰۰۰»'],
    ]);
  });

  it('leaves years, codes, phone numbers, grouped numbers and the markup of a page alone', () => {
    const text = 'در سال ۲۰۲۴ و ۱۴۰۳، شمارهٔ HR-۲۰۲۶-۰۱۱ و ۱۰/۲۰۲۵، تیلفون ۰۷۹۹۱۲۳۴۵۶ و +۹۳۷۰۰۰۰۰۲۰۱، مبلغ ۴۵٬۰۰۰ و ۲٫۵۰۰۰، ICAMR 2024.';
    expect(checkThousands(text, 'data')).toEqual([]);
    expect(checkThousands('<Time from="08:00" /> {facts.count} [لینک](/x/۱۲۳۴۵) `۹۸۷۶۵`', 'page')).toEqual([]);
  });

  it('fails on a letter of the other language or of an Arabic keyboard, outside the loanwords and quotations', () => {
    repo.write(`${pagesDir('ps')}/about/page.mdx`, 'د پوهنتون گټه، پوهنځي، كتاب\n');
    repo.write(`${pagesDir('fa')}/about/page.mdx`, 'پوهنځی‌ها و درسی ښه، مي‌شود، كتاب، «د پوهنتون کتابتون»، «الجامعة»\n');
    expect(checkOrthographyAndGrammar(repo.root).map((f) => [f.locale, f.what.split(': ')[1]])).toEqual([
      ['fa', `«ښه» has «ښ», a letter Dari does not write (${GLOSSARY_FILE}, loanwords) (i18n/README.md, letters)`],
      ['fa', `«مي» has «ي», a letter Dari does not write (${GLOSSARY_FILE}, loanwords) (i18n/README.md, letters)`],
      ['fa', `«كتاب» has «ك», a letter Dari does not write (${GLOSSARY_FILE}, loanwords) (i18n/README.md, letters)`],
      ['ps', `«گټه» has «گ», a letter Pashto does not write (${GLOSSARY_FILE}, loanwords) (i18n/README.md, letters)`],
      ['ps', `«كتاب» has «ك», a letter Pashto does not write (${GLOSSARY_FILE}, loanwords) (i18n/README.md, letters)`],
    ]);
  });
});

describe('i18n:check on Pashto grammar', () => {
  const grammar = (text: string) => checkPashtoGrammar(text).map((p) => [p.found, p.write]);
  const withLa = (postposition: string) => `«له … ${postposition}» (${postposition} takes له: «د … له … ${postposition}» when a د owns the noun)`;

  it('wants the oblique یوه after a preposition', () => {
    expect(grammar('ډېری یې له یو کال څخه په لږ وخت کې کار وموند، د یو انسان لپاره')).toEqual([
      ['له یو کال', '«له یوه کال»'],
      ['د یو انسان', '«د یوه انسان»'],
    ]);
    expect(grammar('له یوه کال، له یو بل سره، د یو شمېر محصلینو، درې پر یو سیټ، یو کال')).toEqual([]);
  });

  it('wants له with سره and څخه where a د stands instead', () => {
    expect(grammar('غونډه د فارغانو سره وشوه. هغه د اقتصاد پوهنځي سره یوځای شو. د ۴٬۰۰۰ څخه ډېر')).toEqual([
      ['د فارغانو سره', withLa('سره')],
      ['د اقتصاد پوهنځي سره', withLa('سره')],
      ['د ۴٬۰۰۰ څخه', withLa('څخه')],
    ]);
  });

  it('leaves له … سره, په … سره, سره as "together" and a د of another phrase alone', () => {
    expect(
      grammar(
        'له فارغانو سره، د اقتصاد له پوهنځي سره، د وخت په تېرېدو سره، کنفرانس څېړونکي سره راټولوي، تیوري او قضاوت سره یوځای کوي، محصلین سره کار کوي، د پوهنتون په لوبغالي کې سره ووېشل شول',
      ),
    ).toEqual([]);
  });

  it('wants an adjective in ـیز to agree with the plural noun after it', () => {
    expect(grammar('سوداګریز اړیکې او د ټولنیز خدمتونو')).toEqual([
      ['سوداګریز اړیکې', '«سوداګریزې اړیکې»'],
      ['ټولنیز خدمتونو', '«ټولنیزو خدمتونو»'],
    ]);
    expect(grammar('سوداګریزې اړیکې، په دهلیز کې، لنډیز یې، څېړنیز کار')).toEqual([]);
  });
});

/**
 * The Pashto pass: the defects a native read of every Pashto page, string
 * and data record found that the check can see, one planted case of each,
 * as the text had them. The term each one is reported for, and its
 * rendering, come from the glossary.
 */
describe('Pashto pass', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  beforeEach(() => {
    repo = fixtureRepo();
    repo.write(GLOSSARY_FILE, REAL_GLOSSARY);
  });
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  /** The glossary findings of a Pashto data file whose title is `text`. */
  function findings(text: string): string[] {
    const file = 'data/news/001-item.ps.md';
    repo.write(file, `---\ntitle: ${JSON.stringify(text)}\n---\n`);
    const at = `${file} (field title): `;
    return checkGlossary(repo.root)
      .filter((f) => f.what.startsWith(at))
      .map((f) => f.what.slice(at.length));
  }
  const write = (english: string) => {
    const term = glossary.terms.find((t) => t.en === english)!;
    return `«${term.ps}» for "${term.en}"`;
  };

  // [the text as the pass found it, the words reported, the term they are a variant of]
  const found: Array<[string, string, string]> = [
    // A prefix variant in an inflected form: تصدیق‌نامې، کارآموزۍ.
    ['د تصدیق‌نامو وېش', 'تصدیق‌نامو', 'certificate (of attendance, a professional certificate)'],
    ['د تعلیمي سند او سرټیفیکیټونو کاپي', 'سرټیفیکیټونو', 'certificate (of attendance, a professional certificate)'],
    ['د زده کړې په مهارتونو او کارآموزۍ کې', 'کارآموزۍ', 'intern, internship'],
    // Both words of a phrase in the oblique.
    ['د سوداګریزې ادارې پروګرامونه', 'سوداګریزې ادارې', 'business administration'],
    ['د ۳٫۰ یا تر هغې د لوړې اوسطې نمرې', 'اوسطې نمرې', 'grade point average'],
    // Words between the parts of a name.
    ['د استعداد او اړتیا پر بنسټ بورسونه', 'د استعداد او اړتیا پر بنسټ بورسونه', 'merit scholarship'],
    ['د استادانو د پراختیا په مرکز کې روزونکی', 'د استادانو د پراختیا په مرکز', 'Faculty Development Center'],
    ['غوښتنلیکونه د دندو د لارښوونې په دفتر کې منل کېږي', 'د دندو د لارښوونې په دفتر', 'career services (the office), careers'],
    ['د سافټویر انجنیري او د وېب او موبایل پراختیا', 'د وېب او موبایل پراختیا', 'software development, web development'],
    // Words the glossary has a rendering for, written another way.
    ['د پروګرام لیکنې سیالۍ', 'پروګرام لیکنې', 'program (of study)'],
    ['د تجربه لرونکو پروګرام لیکونکو په څېر', 'پروګرام لیکونکو', 'program (of study)'],
    ['د اصلي سالون دهلېز', 'اصلي سالون', "main hall (the university's auditorium, a main conference hall)"],
    ['د تحریر بورډ', 'د تحریر بورډ', 'editorial board'],
    ['د تحریر او بیاکتونکو بورډ', 'د تحریر او بیاکتونکو بورډ', 'editorial board'],
    ['نهادي اعتبار یې وغځول شو', 'نهادي اعتبار', 'accreditation'],
    ['ګروپي پروژې', 'ګروپي', 'group (adjective), collective'],
    ['د ثبت او راجستر مدیریت', 'د ثبت او راجستر', "registrar's office"],
    ['د کلب د ثبت فورمه', 'د ثبت فورمه', 'registration (for an event, a course)'],
    ['د پوهنتون کورني ګرانټونه', 'کورني ګرانټونه', 'research grant'],
    ['سوانح او د غوښتنې لیک', 'د غوښتنې لیک', 'cover letter'],
    ['کمپیوټري علوم او د ټکنالوژۍ مدیریت', 'کمپیوټري علوم', 'computer science'],
    ['د څو اړخیزو څېړنو لومړی نړیوال کنفرانس', 'څو اړخیزو څېړنو', 'International Conference on Applied Multidisciplinary Research (ICAMR)'],
  ];

  it.each(found)('finds «%s»', (text, words, english) => {
    expect(findings(text)).toEqual([`«${words}» → write ${write(english)} (${GLOSSARY_FILE})`]);
  });

  it('leaves the words these variants are made of alone where they say something else', () => {
    for (const text of [
      'عامه مالي مدیریت او د پروژې مدیریت',
      'د استادانو د پراختیا لپاره روزنه',
      'اسناد د راجستر په دفتر کې ثبتېږي',
      'کورني محصولات او کورني کاروبارونه',
      'یوه څو اړخیزه ستونزه',
      'استعداد او هڅه باید وټاکي چې څوک زده کړه وکړي',
      'د پامیر سالون او د ورزش سالون',
      'خپل لومړی پروګرام لیکي',
    ]) {
      expect(findings(text)).toEqual([]);
    }
  });

  it('passes what the pass wrote in their place', () => {
    expect(
      findings(
        'د تصدیق‌لیکونو وېش، کارروزنې، د سوداګرۍ ادارې لیسانس، د نمرو اوسط، د وړتیا او اړتیا پر بنسټ بورسونه، د علمي کادر د پراختیا په مرکز کې، د مسلکي خدمتونو په دفتر کې، د وېب او موبایل اپلیکیشنونو جوړونه، پروګرام‌جوړونه، لوی تالار، د تحریر هیئت، بنسټیز اعتبار، ډله‌ییزې پروژې، د راجستر دفتر، د نوم لیکنې فورمه، داخلي ګرانټونه، غوښتنلیک، کمپیوټر ساینس، د څو رشته‌ییزو څېړنو کنفرانس',
      ),
    ).toEqual([]);
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

/**
 * The Dari pass: one planted case of each kind of slip the native reading of
 * the Dari pages, strings and data found and the glossary now lists, and the
 * correct spelling beside it left alone. What the check must say comes from
 * the glossary entry the slip belongs to.
 */
describe('i18n:check on the Dari pass', () => {
  let repo: ReturnType<typeof fixtureRepo>;
  beforeEach(() => {
    repo = fixtureRepo();
    repo.write(GLOSSARY_FILE, REAL_GLOSSARY);
  });
  afterEach(() => rmSync(repo.root, {recursive: true, force: true}));

  /** The glossary findings of a Dari data field holding `text`, without the file and field. */
  function findings(text: string): string[] {
    const file = 'data/news/001-item.fa.md';
    repo.write(file, `---\ntitle: ${JSON.stringify(text)}\n---\n`);
    const at = `${file} (field title): `;
    return checkGlossary(repo.root)
      .filter((f) => f.what.startsWith(at))
      .map((f) => f.what.slice(at.length));
  }
  /** What the check says for `found`, a variant of the term named `english`. */
  const write = (found: string, english: string) => {
    const term = glossary.terms.find((t) => t.en === english)!;
    return `«${found}» → write «${term.fa}» for "${term.en}" (${GLOSSARY_FILE})`;
  };

  // [planted slip, the words the check quotes (a prefix variant quotes the
  // prefix, an ezafe sign is left out), the term it belongs to, the right text]
  const cases: Array<[string, string, string, string]> = [
    ['دفتر در بارهٔ پالیسی‌ها مشوره می‌دهد', 'در باره', 'about, on (the preposition)', 'دفتر دربارهٔ پالیسی‌ها مشوره می‌دهد'],
    ['برنامه‌های اداره و تجارت پوهنتون', 'اداره و تجارت', 'business administration', 'برنامه‌های ادارهٔ تجارت پوهنتون'],
    ['پوهنځی کمپیوترساینس', 'کمپیوترساینس', 'computer science', 'پوهنځی کمپیوتر ساینس'],
    ['جلسهٔ ساخت در کارگاه انجنیری', 'کارگاه', 'workshop', 'جلسهٔ ساخت در ورکشاپ انجنیری'],
    ['صندوق بورسیه‌های نیازمحور', 'بورسیه‌های نیازمحور', 'need-based scholarship', 'صندوق بورسیه‌های نیازمندی'],
    ['برندگان در پایان روز اعلام می‌شوند', 'اعلام می‌شوند', 'announcement, to announce', 'برندگان در پایان روز اعلان می‌شوند'],
    ['فورمه‌های ارزیابی مضامین', 'فورمه', 'form (to fill in)', 'فورم‌های ارزیابی مضامین'],
    ['در پلان استراتژیک بعدی پوهنتون', 'پلان استراتژیک', 'strategic plan', 'در پلان استراتیژیک بعدی پوهنتون'],
    ['مهارت‌های دیجیتل و تحقیقی', 'دیجیتل', 'digital', 'مهارت‌های دیجیتال و تحقیقی'],
    ['مصونیت خانه‌های خشتی', 'مصونیت', 'safe, safety (Dari spelling)', 'مصئونیت خانه‌های خشتی'],
    ['محفل فراغت در سالون اصلی', 'سالون اصلی', "main hall (the university's auditorium, a main conference hall)", 'محفل فراغت در تالار اصلی'],
  ];

  it.each(cases)('finds «%s» and leaves the corrected text alone', (slip, found, english, corrected) => {
    expect(findings(slip)).toEqual([write(found, english)]);
    expect(findings(corrected)).toEqual([]);
  });

  it('finds the noun «اعلام» of results, not only its verbs', () => {
    expect(findings('اعلام نتیجهٔ خلاصه‌ها')).toEqual([write('اعلام نتیجه', 'announcement, to announce')]);
    expect(findings('اعلام نتایج امتحان')).toEqual([write('اعلام نتایج', 'announcement, to announce')]);
  });

  it('leaves a sports hall and the main conference hall alone', () => {
    expect(findings('سالون ورزشی، سالون کنفرانس و تالار اصلی کنفرانس‌ها')).toEqual([]);
  });
});
