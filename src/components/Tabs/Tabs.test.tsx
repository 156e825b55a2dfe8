import {fireEvent, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router-dom';
import internals from '@site/jest/docusaurus/internals.cjs';
import {docusaurusContextFor, renderWithDocusaurus, type RenderOptions} from '@site/jest/docusaurus/renderWithDocusaurus';
import fs from 'node:fs';
import path from 'node:path';
import Tabs, {MAX_TABS, Tab, nextTabIndex, type TabsProps} from '.';

// userEvent types with real timers; leave room for a busy CI machine.
jest.setTimeout(15_000);

const LABELS = ['About the university', 'About the conference', 'Agenda', 'Secretariat', 'Images'];

function DemoTabs(props: Partial<TabsProps>) {
  return (
    <Tabs id="demo" label="Demo conference" {...props}>
      {LABELS.map((label, index) => (
        <Tab key={label} label={label}>
          <p>Content of {label}</p>
          <h3 id={`heading-${index + 1}`}>Heading of {label}</h3>
        </Tab>
      ))}
    </Tabs>
  );
}

function renderTabs(props: Partial<TabsProps> = {}, options: RenderOptions = {}) {
  return renderWithDocusaurus(<DemoTabs {...props} />, {url: '/research/conferences/demo', ...options});
}

function tabs(): HTMLElement[] {
  return screen.getAllByRole('tab');
}

/** The panels a visitor can see (hidden ones are left out by the query). */
function visiblePanels(): HTMLElement[] {
  return screen.queryAllByRole('tabpanel');
}

/** Checks the whole state for "tab `index` is selected". */
function expectSelected(index: number): void {
  tabs().forEach((tab, i) => {
    expect(tab).toHaveAttribute('aria-selected', String(i === index));
    expect(tab).toHaveAttribute('tabindex', i === index ? '0' : '-1');
    const panel = document.getElementById(tab.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    if (i === index) {
      expect(panel).not.toHaveAttribute('hidden');
    } else {
      expect(panel).toHaveAttribute('hidden');
    }
  });
  expect(visiblePanels()).toHaveLength(1);
  expect(visiblePanels()[0]).toHaveTextContent(`Content of ${LABELS[index]}`);
}

describe('Tabs', () => {
  it('shows one tab per panel in a named tab list, the first selected on load', () => {
    renderTabs();
    expect(screen.getByRole('tablist', {name: 'Demo conference'})).toBeInTheDocument();
    expect(tabs().map((tab) => tab.textContent)).toEqual(LABELS);
    expectSelected(0);
  });

  it('puts every panel in the built HTML with the first selected, whatever the address says', () => {
    const {DocusaurusContext: Context} = internals as {DocusaurusContext: import('react').Context<ReturnType<typeof docusaurusContextFor>>};
    const html = renderToString(
      <Context.Provider value={docusaurusContextFor('en')}>
        <MemoryRouter initialEntries={['/research/conferences/demo?tab=tab2']}>
          <DemoTabs />
        </MemoryRouter>
      </Context.Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'));
    expect(panels.map((panel) => panel.querySelector('p')?.textContent)).toEqual(LABELS.map((label) => `Content of ${label}`));
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual(LABELS.map((_, i) => i !== 0));
  });

  it('names tabs and panels tab1 … tabN by position unless a tab has an id', () => {
    renderWithDocusaurus(
      <Tabs id="demo" label="Demo">
        <Tab label="One">1</Tab>
        <Tab label="Two" id="agenda">
          2
        </Tab>
        <Tab label="Three">3</Tab>
      </Tabs>,
    );
    expect(tabs().map((tab) => tab.id)).toEqual(['demo-tab1', 'demo-agenda', 'demo-tab3']);
    expect(tabs()[1]).toHaveAttribute('aria-controls', 'demo-agenda-panel');
  });

  it('gives two tab sets on one page different ids when they have none', () => {
    renderWithDocusaurus(
      <>
        <Tabs label="First" urlParam={false}>
          <Tab label="A">a</Tab>
        </Tabs>
        <Tabs label="Second" urlParam={false}>
          <Tab label="B">b</Tab>
        </Tabs>
      </>,
    );
    const [first, second] = tabs();
    expect(first!.id).not.toBe(second!.id);
    expect(first!.id).toMatch(/^[\w-]+$/);
  });

  it('selects any tab from any other with a click', () => {
    const {container} = renderTabs();
    // Plain DOM queries here: 25 pairs through the accessibility tree are slow in jsdom.
    const all = Array.from(container.querySelectorAll<HTMLElement>('[role="tab"]'));
    const panels = Array.from(container.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    for (let from = 0; from < LABELS.length; from++) {
      for (let to = 0; to < LABELS.length; to++) {
        fireEvent.click(all[from]!);
        fireEvent.click(all[to]!);
        expect(all.map((tab) => tab.getAttribute('aria-selected'))).toEqual(LABELS.map((_, i) => String(i === to)));
        expect(panels.map((panel) => panel.hidden)).toEqual(LABELS.map((_, i) => i !== to));
      }
    }
    expectSelected(LABELS.length - 1);
  });

  it('moves with the arrow keys in a left-to-right page, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderTabs({direction: 'ltr'});
    await user.click(tabs()[0]!);
    await user.keyboard('{ArrowRight}');
    expectSelected(1);
    expect(tabs()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expectSelected(LABELS.length - 1);
    expect(tabs()[LABELS.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expectSelected(0);
  });

  it('swaps Left and Right in a right-to-left page, where the next tab is on the left', async () => {
    const user = userEvent.setup();
    renderTabs({direction: 'rtl'});
    await user.click(tabs()[0]!);
    await user.keyboard('{ArrowLeft}');
    expectSelected(1);
    expect(tabs()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected(LABELS.length - 1);
  });

  it('goes to the first tab with Home and to the last with End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tabs()[2]!);
    await user.keyboard('{End}');
    expectSelected(LABELS.length - 1);
    expect(tabs()[LABELS.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expectSelected(0);
    expect(tabs()[0]).toHaveFocus();
  });

  it('is one stop for Tab: from the tab list, Tab goes to the shown panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tabs()[1]!);
    await user.tab();
    expect(visiblePanels()[0]).toHaveFocus();
  });

  it('leaves other keys alone', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tabs()[1]!);
    await user.keyboard('{ArrowDown}a');
    expectSelected(1);
  });

  it('ignores text and other elements between the tabs (as MDX may leave)', () => {
    renderWithDocusaurus(
      <Tabs id="x" label="Mixed">
        {'\n  '}
        <Tab label="One">1</Tab>
        <span>not a tab</span>
        <Tab label="Two">2</Tab>
      </Tabs>,
    );
    expect(tabs().map((tab) => tab.textContent)).toEqual(['One', 'Two']);
  });

  it('takes the arrow direction of a Dari page from the site configuration', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(
      <Tabs id="fa-demo" label="کنفرانس">
        <Tab label="یک">۱</Tab>
        <Tab label="دو">۲</Tab>
        <Tab label="سه">۳</Tab>
      </Tabs>,
      {locale: 'fa'},
    );
    await user.click(tabs()[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(tabs()[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('takes the arrow direction of an English page from the site configuration', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(
      <Tabs id="en-demo" label="Conference">
        <Tab label="One">1</Tab>
        <Tab label="Two">2</Tab>
      </Tabs>,
    );
    await user.click(tabs()[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs()[1]).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tabs and the address', () => {
  it('writes the selected tab into the address and keeps other parameters and the anchor', () => {
    const view = renderTabs({}, {url: '/research/conferences/demo?lang=x#top'});
    fireEvent.click(tabs()[2]!);
    expect(view.location().pathname).toBe('/research/conferences/demo');
    expect(new URLSearchParams(view.location().search).get('tab')).toBe('tab3');
    expect(new URLSearchParams(view.location().search).get('lang')).toBe('x');
    expect(view.location().hash).toBe('#top');
  });

  it('leaves the address plain for the first tab', () => {
    const view = renderTabs();
    fireEvent.click(tabs()[3]!);
    fireEvent.click(tabs()[0]!);
    expect(view.location().search).toBe('');
  });

  it('opens the tab the address names', () => {
    renderTabs({}, {url: '/research/conferences/demo?tab=tab4'});
    expectSelected(3);
  });

  it('opens the first tab when the address names a tab that does not exist', () => {
    renderTabs({}, {url: '/research/conferences/demo?tab=tab9'});
    expectSelected(0);
  });

  it('keeps out of the address when told to', () => {
    const view = renderTabs({urlParam: false});
    fireEvent.click(tabs()[2]!);
    expect(view.location().search).toBe('');
  });

  it('opens the panel that holds the anchor of the address and scrolls to it', async () => {
    const scrolled = jest.fn();
    window.HTMLElement.prototype.scrollIntoView = scrolled;
    renderTabs({}, {url: '/research/conferences/demo#heading-3'});
    expectSelected(2);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'heading-3');
  });
});

/** The tabs of a lecturer profile: the underlined look, the selection kept out of the address. */
describe('Tabs without the address (a lecturer profile)', () => {
  const PANELS = [
    {id: 'education', label: 'Education', text: 'PhD in Economics'},
    {id: 'experience', label: 'Experience', text: 'Ten years of teaching'},
    {id: 'courses', label: 'Courses Taught', text: 'Microeconomics'},
    {id: 'publications', label: 'Publications', text: 'A paper on trade'},
  ];

  function renderLecturerTabs(locale: 'en' | 'fa' = 'en') {
    const view = renderWithDocusaurus(
      <Tabs look="underline" urlParam={false} label="Lecturer details">
        {PANELS.map((panel) => (
          <Tab key={panel.id} id={panel.id} label={panel.label}>
            <p>{panel.text}</p>
          </Tab>
        ))}
      </Tabs>,
      {locale, url: locale === 'en' ? '/academics/programs/faculty-profile/7' : '/fa/academics/programs/faculty-profile/7'},
    );
    return {view, user: userEvent.setup()};
  }

  const tab = (name: string) => screen.getByRole('tab', {name});

  it('selects the first tab on load and shows only its panel', () => {
    renderLecturerTabs();
    expect(screen.getByRole('tablist', {name: 'Lecturer details'})).toBeInTheDocument();
    expect(tab('Education')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Experience')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('PhD in Economics')).toBeVisible();
    expect(screen.getByText('Ten years of teaching')).not.toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('ties each tab to its panel', () => {
    renderLecturerTabs();
    const education = tab('Education');
    const panel = screen.getByRole('tabpanel', {name: 'Education'});
    expect(education).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', education.id);
  });

  it('keeps one tab stop: Tab goes from the selected tab into its panel', async () => {
    const {user} = renderLecturerTabs();
    await user.tab();
    expect(tab('Education')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', {name: 'Education'})).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at the ends', async () => {
    const {user} = renderLecturerTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Experience')).toHaveFocus();
    expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Experience')).toHaveAttribute('tabindex', '0');
    expect(tab('Education')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Ten years of teaching')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Publications')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Education')).toHaveFocus();
  });

  it('goes to the first and last tab with Home and End', async () => {
    const {user} = renderLecturerTabs();
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Publications')).toHaveFocus();
    expect(screen.getByText('A paper on trade')).toBeVisible();
    await user.keyboard('{Home}');
    expect(tab('Education')).toHaveFocus();
  });

  it('reverses the arrow keys in right-to-left pages', async () => {
    const {user} = renderLecturerTabs('fa');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Experience')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Publications')).toHaveFocus();
  });

  it('selects a tab on click, leaving the address as it was', async () => {
    const {user, view} = renderLecturerTabs();
    await user.click(tab('Courses Taught'));
    expect(tab('Courses Taught')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Microeconomics')).toBeVisible();
    expect(screen.getByText('PhD in Economics')).not.toBeVisible();
    expect(view.location().search).toBe('');
  });
});

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 'ltr', 0, 1],
    ['ArrowLeft', 'ltr', 0, 3],
    ['ArrowLeft', 'rtl', 0, 1],
    ['ArrowRight', 'rtl', 0, 3],
    ['Home', 'rtl', 2, 0],
    ['End', 'ltr', 1, 3],
  ] as const)('%s in a %s strip moves from %i to %i of 4', (key, direction, from, to) => {
    expect(nextTabIndex(key, from, 4, direction)).toBe(to);
  });

  it('answers undefined for keys the tabs do not use', () => {
    expect(nextTabIndex('Enter', 0, 4, 'ltr')).toBeUndefined();
  });

  it('makes each tab a link to its panel, which works before the scripts run', () => {
    renderTabs();
    for (const tab of tabs()) {
      expect(tab.tagName).toBe('A');
      expect(tab.getAttribute('href')).toBe(`#${tab.getAttribute('aria-controls')}`);
    }
  });

  it(`has at most ${MAX_TABS} tabs in every strip of the site's pages (the stylesheet marks no more)`, () => {
    const siteDir = path.resolve(__dirname, '../../..');
    const pages = ['docs', 'i18n'].flatMap((folder) =>
      (fs.readdirSync(path.join(siteDir, folder), {recursive: true}) as string[])
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => path.join(siteDir, folder, file)),
    );
    const strips = pages.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('<Tabs')
        .slice(1)
        .map((strip) => ({file, count: (strip.split('</Tabs>')[0]!.match(/<Tab\b/g) ?? []).length})),
    );
    expect(strips.length).toBeGreaterThan(0);
    expect(strips.filter(({count}) => count > MAX_TABS)).toEqual([]);
  });
});
