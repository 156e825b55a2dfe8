import {act, fireEvent, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import fa from '@site/i18n/fa/code.json';
import ps from '@site/i18n/ps/code.json';
import SiteHeader from './index';

function setScrollY(value: number): void {
  Object.defineProperty(window, 'scrollY', {value, configurable: true, writable: true});
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', {value: 0, configurable: true, writable: true});
  window.sessionStorage.clear();
});

describe('SiteHeader', () => {
  it('opens the menu dialog by itself: a button that commands the dialog, with no script needed', () => {
    renderWithDocusaurus(<SiteHeader />);
    const menuButton = screen.getByRole('button', {name: 'Menu'});
    expect(menuButton).toHaveAttribute('type', 'button');
    expect(menuButton).toHaveAttribute('command', 'show-modal');
    const dialog = document.getElementById(menuButton.getAttribute('commandfor')!);
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('aria-label', 'Main menu');
  });

  it('names the menu button in Dari too', () => {
    renderWithDocusaurus(<SiteHeader />, {locale: 'fa', translations: fa});
    expect(screen.getByRole('button', {name: fa['frame.header.menuButton.menuLabel'].message})).toHaveAttribute('command', 'show-modal');
  });

  it("links the logo to the home page of the visitor's language", () => {
    const {unmount} = renderWithDocusaurus(<SiteHeader />, {url: '/about/history'});
    expect(screen.getByRole('link', {name: 'Sapedar University, home page'})).toHaveAttribute('href', '/');
    unmount();

    renderWithDocusaurus(<SiteHeader />, {locale: 'ps', url: '/ps/about/history', translations: ps});
    expect(screen.getByRole('link', {name: /اصلي پاڼه/})).toHaveAttribute('href', '/ps/');
  });

  it('draws black icons and the dark logo on program and faculty pages only', () => {
    const {container, unmount} = renderWithDocusaurus(<SiteHeader />, {
      locale: 'fa',
      url: '/fa/academics/programs/cs',
    });
    const header = container.querySelector('header')!;
    expect(header).toHaveClass('light');
    expect(within(header).getByRole('link').querySelector('img')).toHaveAttribute('src', '/img/logo.svg');
    unmount();

    const other = renderWithDocusaurus(<SiteHeader />, {url: '/academics/faculty/law'});
    expect(other.container.querySelector('header')).toHaveClass('light');
    other.unmount();

    const plain = renderWithDocusaurus(<SiteHeader />, {url: '/about/history'});
    const plainHeader = plain.container.querySelector('header')!;
    expect(plainHeader).toHaveClass('dark');
    expect(plainHeader).not.toHaveClass('light');
    expect(within(plainHeader).getByRole('link').querySelector('img')).toHaveAttribute('src', '/img/logo-white.svg');
  });

  it('takes the scrolled style once the page is scrolled more than 50 px', () => {
    const {container} = renderWithDocusaurus(<SiteHeader />);
    const header = container.querySelector('header')!;
    act(() => setScrollY(50));
    expect(header).not.toHaveClass('scrolled');
    act(() => setScrollY(51));
    expect(header).toHaveClass('scrolled');
    act(() => setScrollY(10));
    expect(header).not.toHaveClass('scrolled');
  });

  it('opens the search dialog from the search button and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<SiteHeader />, {locale: 'ps', url: '/ps/about/history', translations: ps});
    const searchButton = screen.getByRole('button', {name: ps['frame.header.searchButton.label'].message});
    // Before the scripts run it is a link to the search page.
    expect(searchButton).toHaveAttribute('href', '/ps/search');
    const title = ps['search.dialog.title'].message;
    expect(screen.queryByRole('dialog', {name: title})).not.toBeInTheDocument();
    await user.click(searchButton);
    // The dialog's code loads on first open.
    expect(await screen.findByRole('dialog', {name: title})).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', {name: title})).not.toBeInTheDocument();
    expect(searchButton).toHaveFocus();
  });
});
