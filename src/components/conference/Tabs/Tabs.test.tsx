import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithDocusaurus} from '@site/test/docusaurus/renderWithDocusaurus';
import Tabs, {TabPanel, TabsView, nextTabIndex} from '.';

// userEvent types with real timers; leave room for a busy CI machine.
jest.setTimeout(15_000);

const LABELS = ['About the university', 'About the conference', 'Agenda', 'Secretariat', 'Images'];

function ConferenceTabs({direction}: {direction?: 'ltr' | 'rtl'}) {
  return (
    <TabsView id="demo" label="Demo conference" direction={direction}>
      {LABELS.map((label, index) => (
        <TabPanel key={label} id={`tab${index + 1}`} label={label}>
          <p>Content of {label}</p>
        </TabPanel>
      ))}
    </TabsView>
  );
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
    render(<ConferenceTabs />);
    expect(screen.getByRole('tablist', {name: 'Demo conference'})).toBeInTheDocument();
    expect(tabs().map((tab) => tab.textContent)).toEqual(LABELS);
    expectSelected(0);
  });

  it('gives tabs and panels the ids of the page (tab1 … tabN)', () => {
    render(<ConferenceTabs />);
    expect(tabs()[2]).toHaveAttribute('id', 'demo-tab3');
    expect(tabs()[2]).toHaveAttribute('aria-controls', 'demo-tab3-panel');
  });

  it('selects any tab from any other with a click', () => {
    const {container} = render(<ConferenceTabs />);
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
    render(<ConferenceTabs direction="ltr" />);
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
    render(<ConferenceTabs direction="rtl" />);
    await user.click(tabs()[0]!);
    await user.keyboard('{ArrowLeft}');
    expectSelected(1);
    expect(tabs()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected(LABELS.length - 1);
  });

  it('goes to the first tab with Home and to the last with End', async () => {
    const user = userEvent.setup();
    render(<ConferenceTabs />);
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
    render(<ConferenceTabs />);
    await user.click(tabs()[1]!);
    await user.tab();
    expect(visiblePanels()[0]).toHaveFocus();
  });

  it('leaves other keys alone', async () => {
    const user = userEvent.setup();
    render(<ConferenceTabs />);
    await user.click(tabs()[1]!);
    await user.keyboard('{ArrowDown}a');
    expectSelected(1);
  });

  it('ignores text and other elements between the panels (as MDX may leave)', () => {
    render(
      <TabsView id="x" label="Mixed">
        {'\n  '}
        <TabPanel label="One">1</TabPanel>
        <span>not a panel</span>
        <TabPanel label="Two">2</TabPanel>
      </TabsView>,
    );
    expect(tabs().map((tab) => tab.textContent)).toEqual(['One', 'Two']);
  });

  it('takes the arrow direction of a Dari page from the site configuration', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(
      <Tabs id="fa-demo" label="کنفرانس">
        <TabPanel label="یک">۱</TabPanel>
        <TabPanel label="دو">۲</TabPanel>
        <TabPanel label="سه">۳</TabPanel>
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
        <TabPanel label="One">1</TabPanel>
        <TabPanel label="Two">2</TabPanel>
      </Tabs>,
    );
    await user.click(tabs()[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs()[1]).toHaveAttribute('aria-selected', 'true');
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
});
