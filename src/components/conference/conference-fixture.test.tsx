/**
 * Adding a conference takes one MDX file per language (plus its data file
 * and photos), no TypeScript: the fixture conference in
 * jest/fixtures/conference-site, written as README.md "Adding a conference"
 * says, is compiled by Docusaurus's MDX pipeline and rendered with the
 * site's MDX components in English, Dari and Pashto. Each language shows
 * its tabs, every panel, the dates and times in its own words and digits,
 * and keeps papers and abstracts in their authors' language and direction.
 *
 * The full site build covers the five real pages; this runs in seconds.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {ReactNode} from 'react';
import {act} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {HelmetProvider} from 'react-helmet-async';
import {MemoryRouter} from 'react-router-dom';
import {fireEvent, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MDXProvider} from '@mdx-js/react';
import internals from '@site/jest/docusaurus/internals.cjs';
import {BLOCKS} from '@site/plugins/mdx-auto-import/blocks';
import {docusaurusContextFor, renderWithDocusaurus, setCodeTranslations} from '@site/jest/docusaurus/renderWithDocusaurus';
import {loadMdxPages} from '@site/jest/mdx/loadMdx';
import MDXComponents from '@site/src/theme/MDXComponents';
import fa from '@site/i18n/fa/code.json';
import ps from '@site/i18n/ps/code.json';

// The theme's own MDX components need a built site; the site's blocks on top of them are what matter here.
jest.mock(
  '@theme/MDXComponents/A',
  () => ({__esModule: true, default: ({children, ...props}: {children?: ReactNode}) => <a {...props}>{children}</a>}),
  {virtual: true},
);
jest.mock('@theme/MDXComponents/Heading', () => ({__esModule: true, default: ({as: Tag, ...props}: {as: 'h2'}) => <Tag {...props} />}), {
  virtual: true,
});
jest.mock('@theme/MDXComponents/Code', () => ({__esModule: true, default: (props: object) => <code {...props} />}), {virtual: true});
jest.mock('@theme/MDXComponents/Pre', () => ({__esModule: true, default: (props: object) => <pre {...props} />}), {virtual: true});
jest.mock('@theme/MDXComponents/Ul', () => ({__esModule: true, default: (props: object) => <ul {...props} />}), {virtual: true});
jest.mock('@theme/MDXComponents/Li', () => ({__esModule: true, default: (props: object) => <li {...props} />}), {virtual: true});
jest.mock('@theme/MDXComponents/Img', () => ({__esModule: true, default: (props: object) => <img alt="" {...props} />}), {virtual: true});

// Compiling runs Docusaurus's MDX pipeline in a child process.
jest.setTimeout(60_000);

const SITE = path.resolve(__dirname, '../../../jest/fixtures/conference-site');
const PAGE = 'research/conferences/demo-2030.mdx';
const FILES = {
  en: path.join(SITE, 'docs', PAGE),
  fa: path.join(SITE, 'i18n/fa/docusaurus-plugin-content-docs/current', PAGE),
  ps: path.join(SITE, 'i18n/ps/docusaurus-plugin-content-docs/current', PAGE),
} as const;
const facts = JSON.parse(readFileSync(path.join(SITE, 'docs/research/conferences/demo-2030.json'), 'utf8')) as {
  photos: string[];
};

/** How the fixture's conference day (2030-10-15) and first agenda row (09:00–10:30) read in each language. */
const EXPECTED = {
  en: {direction: 'ltr', day: 'Tuesday, 15 October 2030', time: '9:00\u00A0– 10:30\u00A0AM', next: 'ArrowRight', translations: {}},
  fa: {direction: 'rtl', day: 'سه‌شنبه، ۲۳ میزان ۱۴۰۹ (۱۵ اکتوبر ۲۰۳۰)', time: '۹:۰۰\u00A0– ۱۰:۳۰\u00A0ق.ظ', next: 'ArrowLeft', translations: fa},
  ps: {direction: 'rtl', day: 'سه‌شنبه، ۲۳ تله ۱۴۰۹ (۱۵ اکتوبر ۲۰۳۰)', time: '۹:۰۰\u00A0– ۱۰:۳۰\u00A0غ.م', next: 'ArrowLeft', translations: ps},
} as const;

/** The tab labels a page's source gives, in order. */
function tabLabels(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^<Tab label="([^"]+)">/gm)].map((match) => match[1]!);
}

const {htmlOnlyPanels} = require('@site/plugins/lean-bundle/html-only-panels.cjs') as {
  htmlOnlyPanels: (source: string, autoImported?: readonly string[]) => string;
};

/** The fixture site again, with each page as the browser build rewrites it (plugins/lean-bundle/html-only-panels.cjs). */
const BROWSER_SITE = mkdtempSync(path.join(tmpdir(), 'conference-browser-'));
const browserFile = (file: string) => path.join(BROWSER_SITE, path.relative(SITE, file));

let pages: ReturnType<typeof loadMdxPages>;
let browserPages: ReturnType<typeof loadMdxPages>;
beforeAll(() => {
  pages = loadMdxPages(Object.values(FILES), {siteRoot: SITE});
  cpSync(SITE, BROWSER_SITE, {recursive: true});
  for (const file of Object.values(FILES)) {
    writeFileSync(browserFile(file), htmlOnlyPanels(readFileSync(file, 'utf8'), Object.keys(BLOCKS)));
  }
  browserPages = loadMdxPages(Object.values(FILES).map(browserFile), {siteRoot: BROWSER_SITE});
});
afterAll(() => rmSync(BROWSER_SITE, {recursive: true, force: true}));

describe.each(Object.keys(FILES) as (keyof typeof FILES)[])('the fixture conference in %s', (locale) => {
  const expected = EXPECTED[locale];

  function renderPage() {
    const Page = pages[FILES[locale]]!.default;
    return renderWithDocusaurus(
      <MDXProvider components={MDXComponents}>
        <Page />
      </MDXProvider>,
      {locale, url: `${locale === 'en' ? '' : `/${locale}`}/research/conferences/demo-2030`, translations: expected.translations},
    );
  }

  it('has the tabs its page names, the first selected, every panel in the page', () => {
    renderPage();
    const labels = tabLabels(FILES[locale]);
    expect(labels.length).toBeGreaterThan(1);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(labels);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(labels.length);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('opens every tab, and the arrow keys follow the reading direction', async () => {
    const user = userEvent.setup();
    renderPage();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    tabs.forEach((tab) => {
      fireEvent.click(tab);
      expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab.id);
    });
    await user.click(tabs[0]!);
    await user.keyboard(`{${expected.next}}`);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the dates and times from the data file in the language of the page', () => {
    renderPage();
    const banner = document.querySelector('img[src="/img/conferences/demo-2030/banner.webp"]')!.closest('picture')!.parentElement!;
    expect(within(banner).getByText(expected.day)).toHaveAttribute('datetime', '2030-10-15');
    const table = document.querySelector('table')!;
    expect(table.querySelector('caption')).toHaveTextContent(expected.day);
    const firstRow = table.querySelector('tbody tr')!;
    expect(firstRow.querySelector('th[scope="row"]')!.textContent).toBe(expected.time);
  });

  it('keeps each abstract and paper in its authors’ language and direction', () => {
    renderPage();
    for (const code of ['en', 'fa'] as const) {
      const entry = document.querySelector(`article[lang="${code}"]`);
      expect(entry).toHaveAttribute('dir', EXPECTED[code].direction);
    }
    const papers = Array.from(document.querySelectorAll('section ol > li'));
    expect(papers.length).toBeGreaterThan(0);
    for (const paper of papers) {
      const own = paper.querySelector('[lang]');
      const language = own?.getAttribute('lang') ?? locale;
      expect(/\p{Script=Arabic}/u.test(paper.textContent ?? '')).toBe(language !== 'en');
      if (own) {
        expect(own).toHaveAttribute('dir', EXPECTED[language as keyof typeof EXPECTED].direction);
      }
    }
  });

  it('shows every photo of the data file in the gallery', () => {
    renderPage();
    const gallery = document.querySelector('ul[aria-label]')!;
    expect(gallery.querySelectorAll('li > button img')).toHaveLength(facts.photos.length);
  });

  it('links the submissions address of the site', () => {
    renderPage();
    const link = document.querySelector('a[href^="mailto:"]');
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(link?.textContent).toMatch(/@/);
  });
});

describe.each(Object.keys(FILES) as (keyof typeof FILES)[])('the browser build’s copy of the fixture conference in %s', (locale) => {
  const url = `${locale === 'en' ? '' : `/${locale}`}/research/conferences/demo-2030`;
  const {DocusaurusContext: Context, BrowserContextProvider} = internals as unknown as {
    DocusaurusContext: import('react').Context<ReturnType<typeof docusaurusContextFor>>;
    BrowserContextProvider: (props: {children: ReactNode}) => ReactNode;
  };

  /** The page in the providers a built page has. */
  function pageTree(Page: import('react').ComponentType): ReactNode {
    return (
      <HelmetProvider>
        <Context.Provider value={docusaurusContextFor(locale)}>
          <BrowserContextProvider>
            <MemoryRouter initialEntries={[url]}>
              <MDXProvider components={MDXComponents}>
                <Page />
              </MDXProvider>
            </MemoryRouter>
          </BrowserContextProvider>
        </Context.Provider>
      </HelmetProvider>
    );
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('carries less of the page, and hydrates the build’s HTML keeping every panel’s content', async () => {
    setCodeTranslations(EXPECTED[locale].translations);
    // Every panel's content left out but the gallery's, which needs the page's scripts.
    const browserSource = readFileSync(browserFile(FILES[locale]), 'utf8');
    expect(browserSource.match(/ htmlOnly\b/g)).toHaveLength(tabLabels(FILES[locale]).length - 1);
    expect(browserSource).toContain('<Gallery ');
    const container = document.createElement('div');
    container.innerHTML = renderToString(pageTree(pages[FILES[locale]]!.default));
    document.body.append(container);
    const built = Array.from(container.querySelectorAll('[role="tabpanel"]'), (panel) => panel.innerHTML);
    const fetchPage = jest.fn();
    globalThis.fetch = fetchPage;

    const root = await act(async () => hydrateRoot(container, pageTree(browserPages[browserFile(FILES[locale])]!.default)));
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    for (const [index, tab] of tabs.entries()) {
      fireEvent.click(tab);
      const panel = screen.getByRole('tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      expect(panel.innerHTML).toBe(built[index]);
    }
    expect(document.querySelectorAll('[role="tabpanel"][data-island]').length).toBeGreaterThan(0);
    expect(fetchPage).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('after a move inside the site, fills the panels from the page’s HTML, or says they could not be loaded', async () => {
    const Page = browserPages[browserFile(FILES[locale])]!.default;
    const builtHtml = `<!doctype html><html><body>${renderToString(pageTree(pages[FILES[locale]]!.default))}</body></html>`;
    // jsdom has no Response: the fields the tabs read.
    const fetchPage = jest.fn(async () => ({ok: true, status: 200, text: async () => builtHtml}));
    globalThis.fetch = fetchPage as unknown as typeof fetch;
    const options = {locale, url, translations: EXPECTED[locale].translations};
    const {unmount} = renderWithDocusaurus(
      <MDXProvider components={MDXComponents}>
        <Page />
      </MDXProvider>,
      options,
    );
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    fireEvent.click(tabs.at(-2)!);
    const container = document.createElement('div');
    container.innerHTML = builtHtml;
    const built = Array.from(container.querySelectorAll('[role="tabpanel"]'), (panel) => panel.innerHTML);
    await waitFor(() => expect(Array.from(document.querySelectorAll('[role="tabpanel"]'), (panel) => panel.innerHTML)).toEqual(built));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs.at(-2)!.id);
    expect(fetchPage).toHaveBeenCalledWith(url, expect.anything());
    unmount();

    globalThis.fetch = jest.fn(async () => ({ok: false, status: 503, text: async () => ''})) as unknown as typeof fetch;
    renderWithDocusaurus(
      <MDXProvider components={MDXComponents}>
        <Page />
      </MDXProvider>,
      options,
    );
    fireEvent.click(within(screen.getByRole('tablist')).getAllByRole('tab').at(-2)!);
    const reload = await within(screen.getByRole('tabpanel')).findByRole('link');
    // The whole page again, on the same tab.
    expect(reload.getAttribute('href')).toBe(`${url}?tab=tab${within(screen.getByRole('tablist')).getAllByRole('tab').length - 1}`);
  });
});
