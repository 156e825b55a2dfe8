import {act, fireEvent, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import fa from '@site/i18n/fa/code.json';
import identity from '@site/content/identity';
import {SUBMENU_SLIDE_OUT_MS} from '@site/src/frame/useSidebarState';
import SiteHeader from '@site/src/components/SiteHeader';

// The sidebar's state lives in the header, so the tests drive the real pair.
// jsdom's <dialog> methods are the stand-ins of test/setup-tests.ts; what the
// browser adds (the inert page behind) is checked in e2e/frame.spec.ts.
const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');

function setup(options: Parameters<typeof renderWithDocusaurus>[1] = {}) {
  const user = userEvent.setup({advanceTimers: (ms) => jest.advanceTimersByTime(ms)});
  const view = renderWithDocusaurus(<SiteHeader />, options);
  const toggle = screen.getByRole('button', {name: options.locale === 'fa' ? fa['frame.header.menuButton.menuLabel'].message : 'Menu'});
  return {user, view, toggle};
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, toggle: HTMLElement) {
  await user.click(toggle);
  return screen.getByRole('dialog');
}

function sectionButton(dialog: HTMLElement, name: string): HTMLElement {
  return within(dialog).getByRole('button', {name});
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Sidebar', () => {
  it('opens as a labelled modal dialog, focused on its close button, with the page scroll locked', async () => {
    const {user, toggle} = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openMenu(user, toggle);
    expect(dialog).toHaveAccessibleName('Main menu');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(within(dialog).getByRole('button', {name: 'Close'})).toHaveFocus();
    expect(document.documentElement).toHaveAttribute('data-app-scroll-locked');
  });

  it('lists the six sections as collapsed buttons that enter from 0.2 s to 0.9 s', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    const sections = within(within(dialog).getByRole('navigation', {name: 'Site sections'})).getAllByRole('button');
    expect(sections.map((button) => button.textContent)).toEqual(['About', 'Academics', 'Students', 'Admissions', 'Research', 'Career']);
    for (const button of sections) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(sections[0]!.closest('li')!.style.getPropertyValue('--frame-enter-delay')).toBe('0.2s');
    const social = within(dialog).getByRole('list', {name: 'Social media'});
    expect(social.style.getPropertyValue('--frame-enter-delay')).toBe('0.9s');
  });

  it('shows a section submenu with a back control, its links and the preview panel', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    const about = sectionButton(dialog, 'About');
    await user.click(about);

    expect(about).toHaveAttribute('aria-expanded', 'true');
    const back = within(dialog).getByRole('button', {name: 'Back to the main menu: About'});
    expect(back).toHaveFocus();
    const submenu = within(dialog).getByRole('navigation', {name: 'About pages'});
    expect(
      within(submenu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Founder’s Message', '/about/founder-message'],
      ['Strategic Plan', '/about/strategic-plan'],
      ['History', '/about/history'],
      ['International Affairs', '/about/international-affairs'],
      ['Sustainability', '/about/sustainability'],
    ]);
    expect(within(dialog).getByRole('heading', {name: 'Discover Our Story'})).toBeInTheDocument();
    const image = within(dialog).getByRole('img', {name: 'Illustration of an arched doorway'});
    expect(image).toHaveAttribute('src', '/img/menu/about.webp?v=1');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('plays the 300 ms slide-out before switching to another section', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    await user.click(sectionButton(dialog, 'About'));
    await user.click(sectionButton(dialog, 'Academics'));

    // The old submenu is still there, sliding out; the new choice is already "expanded".
    expect(within(dialog).getByRole('heading', {name: 'Discover Our Story'})).toBeInTheDocument();
    expect(sectionButton(dialog, 'Academics')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton(dialog, 'About')).toHaveAttribute('aria-expanded', 'false');

    act(() => jest.advanceTimersByTime(SUBMENU_SLIDE_OUT_MS - 10));
    expect(within(dialog).getByRole('heading', {name: 'Discover Our Story'})).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(within(dialog).queryByRole('heading', {name: 'Discover Our Story'})).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', {name: 'Academic Excellence'})).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', {name: /Programs|Faculties|Center|Quality|Accreditation/})).toHaveLength(6);
    expect(within(dialog).getByRole('button', {name: 'Back to the main menu: Academics'})).toHaveFocus();
  });

  it('goes back to the main list after the slide-out, hiding the panel and refocusing the section', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    await user.click(sectionButton(dialog, 'Research'));
    await user.click(within(dialog).getByRole('button', {name: 'Back to the main menu: Research'}));

    expect(within(dialog).getByRole('heading', {name: 'Innovation & Research'})).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SUBMENU_SLIDE_OUT_MS));
    expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', {name: /Back to the main menu/})).not.toBeInTheDocument();
    expect(sectionButton(dialog, 'Research')).toHaveFocus();
    expect(sectionButton(dialog, 'Research')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, gives focus back to the menu button, and starts over when reopened', async () => {
    const {user, toggle} = setup();
    let dialog = await openMenu(user, toggle);
    await user.click(sectionButton(dialog, 'Career'));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Menu');
    expect(document.documentElement).not.toHaveAttribute('data-app-scroll-locked');

    dialog = await openMenu(user, toggle);
    expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
    expect(sectionButton(dialog, 'Career')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open menu', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    const close = within(dialog).getByRole('button', {name: 'Close'});
    const links = within(dialog).getAllByRole('link');
    links[links.length - 1]!.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({shift: true});
    expect(links[links.length - 1]).toHaveFocus();
  });

  it('follows the browser when it closes the dialog without asking (Escape pressed again and again)', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Menu');
    expect(toggle).toHaveFocus();
    expect(document.documentElement).not.toHaveAttribute('data-app-scroll-locked');
  });

  it('closes on a mouse press beside it, not inside it', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    fireEvent.mouseDown(sectionButton(dialog, 'About'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A press on a modal dialog's backdrop reaches the dialog element, at a
    // point outside its box (jsdom lays nothing out: every box is empty at 0, 0).
    fireEvent.mouseDown(dialog, {clientX: 900, clientY: 300});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when the visitor follows a submenu link, and the page changes', async () => {
    const {user, toggle, view} = setup();
    const dialog = await openMenu(user, toggle);
    await user.click(sectionButton(dialog, 'Students'));
    await user.click(within(dialog).getByRole('link', {name: 'Library'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/students/library');
  });

  it('offers the external Login link in a new tab, and the five social links', async () => {
    const {user, toggle} = setup();
    const dialog = await openMenu(user, toggle);
    const login = within(dialog).getByRole('link', {name: 'Login (opens in a new tab)'});
    expect(login).toHaveAttribute('href', identity.portalLoginUrl);
    expect(login).toHaveAttribute('target', '_blank');
    expect(login).toHaveAttribute('rel', 'noopener noreferrer');

    const social = within(within(dialog).getByRole('list', {name: 'Social media'})).getAllByRole('link');
    expect(social.map((link) => link.textContent)).toEqual(identity.social.map(({label}) => `${label} (opens in a new tab)`));
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(dialog).getByRole('navigation', {name: 'Language'})).toBeInTheDocument();
  });

  it('speaks Dari and links within the Dari site', async () => {
    const {user, toggle} = setup({locale: 'fa', url: '/fa/about/history', translations: fa});
    const dialog = await openMenu(user, toggle);
    expect(dialog).toHaveAccessibleName(fa['frame.sidebar.ariaLabel'].message);
    await user.click(sectionButton(dialog, 'دربارهٔ ما'));
    expect(within(dialog).getByRole('heading', {name: 'با داستان ما آشنا شوید'})).toBeInTheDocument();
    const history = within(dialog).getByRole('link', {name: 'تاریخچه'});
    expect(history).toHaveAttribute('href', '/fa/about/history');
    expect(history).toHaveAttribute('aria-current', 'page');
  });
});
