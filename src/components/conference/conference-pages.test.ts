/** @jest-environment node */
/**
 * The conference pages as editors and translators write them: each English
 * page under docs/research/conferences with a data file beside it has a Dari
 * and a Pashto twin that says the same things in the same places (tabs,
 * dates, times, papers, abstracts, photos and documents), and the data file
 * holds real dates and only what the pages use. A translation that drops an
 * agenda row, a paper or an abstract fails here, naming the page.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseIsoDate} from '@site/src/lib/format';

const ROOT = path.resolve(__dirname, '../../..');
const DOCS = path.join(ROOT, 'docs/research/conferences');
const LOCALES = ['fa', 'ps'] as const;

/** The conference pages: the English pages that read a data file of the same name. */
const SLUGS = readdirSync(DOCS)
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
  .map((file) => file.replace(/\.mdx$/, ''))
  .filter((slug) => existsSync(path.join(DOCS, `${slug}.json`)));

function source(locale: 'en' | (typeof LOCALES)[number], slug: string): string {
  const dir = locale === 'en' ? DOCS : path.join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs/current/research/conferences');
  return readFileSync(path.join(dir, `${slug}.mdx`), 'utf8');
}

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[0]);
const sorted = (items: string[]) => [...items].sort();

/** What must be the same in every language of a page, read from its source. */
function skeleton(text: string) {
  return {
    tabs: all(text, /^<Tab label=/gm).length,
    imports: sorted(all(text, /^import .*$/gm)),
    facts: sorted(all(text, /\bfacts(\.\w+)+/g)),
    times: sorted(all(text, /<Time [^>]*\/>/g)),
    dates: sorted(all(text, /<(LongDate|MonthYear) [^>]*\/>/g)),
    agendaRows: all(text, /^\| <Time/gm).length,
    numbered: all(text, /^\d+\. /gm),
    abstracts: all(text, /<Abstract lang="\w+"/g),
    blocks: sorted(all(text, /<(Agenda|KeyDates|Papers|Panel|Secretariat|Session|Sessions|Gallery|CtaButton|SubmissionsEmail)\b/g)),
    emails: sorted(all(text, /[\w.+-]+@[\w-]+(\.[\w-]+)+/g)),
  };
}

/** The values of `facts` a page uses (`facts.dates.conference` → the date). */
function lookup(facts: unknown, reference: string): unknown {
  return reference
    .split('.')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], facts);
}

it('finds the conference pages', () => {
  expect(SLUGS.length).toBeGreaterThan(0);
});

describe.each(SLUGS)('%s', (slug) => {
  const english = source('en', slug);
  const facts = JSON.parse(readFileSync(path.join(DOCS, `${slug}.json`), 'utf8')) as {
    dates: Record<string, string>;
    photos?: string[];
  };

  it.each(LOCALES)('has a %s twin with the same tabs, dates, times, papers, abstracts and blocks', (locale) => {
    expect(skeleton(source(locale, slug))).toEqual(skeleton(english));
  });

  it('reads the data file in every language the same way', () => {
    const line = `import facts from '@site/docs/research/conferences/${slug}.json';`;
    for (const locale of ['en', ...LOCALES] as const) {
      expect([locale, source(locale, slug).includes(line)]).toEqual([locale, true]);
    }
  });

  it('uses only facts its data file has, and its data file holds no fact the page leaves unused', () => {
    const used = new Set(all(english, /\bfacts(\.\w+)+/g));
    for (const reference of used) {
      expect([reference, lookup(facts, reference) === undefined]).toEqual([reference, false]);
    }
    const leaves = (value: unknown, at: string): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([key, item]) => leaves(item, `${at}.${key}`))
        : [at];
    for (const fact of leaves(facts, 'facts')) {
      expect([fact, used.has(fact)]).toEqual([fact, true]);
    }
  });

  it('has real calendar days, and a conference day', () => {
    expect(facts.dates.conference).toBeDefined();
    for (const [name, iso] of Object.entries(facts.dates)) {
      expect([name, iso]).toEqual([name, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
      expect([name, parseIsoDate(iso) === undefined]).toEqual([name, false]);
    }
  });

  it('lists each photo once', () => {
    const photos = facts.photos ?? [];
    expect(new Set(photos).size).toBe(photos.length);
  });

  it('uses only sample e-mail addresses at the reserved .example domain', () => {
    for (const email of skeleton(english).emails) {
      expect(email).toMatch(/\.example$/);
    }
  });
});
