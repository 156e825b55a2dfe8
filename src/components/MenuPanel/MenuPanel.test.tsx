/**
 * The menu panel as the build renders it: everything it does without a
 * script is in its markup (the dialog, the commands and popovers that open
 * and close its parts, the links). What a browser does with that markup is
 * checked in Chromium (e2e/frame.spec.ts), scripts held back included.
 */
import {within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import fa from '@site/i18n/fa/code.json';
import identity from '@site/content/identity';
import {LOCALE_CONFIG} from '@site/content/locales';
import {NAV_SECTIONS} from '@site/src/frame/navigation';
import {routeLabel, sectionCopy} from '@site/src/frame/labels';
import MenuPanel, {MENU_ID} from './index';

function menu(): HTMLElement {
  // A closed <dialog> is hidden from the accessibility tree; read it as markup.
  const dialog = document.getElementById(MENU_ID);
  expect(dialog?.tagName).toBe('DIALOG');
  return dialog as HTMLElement;
}

describe('MenuPanel', () => {
  it('is a dialog that the page dismisses by a press beside it, closed by its close button', () => {
    renderWithDocusaurus(<MenuPanel />);
    const dialog = menu();
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(dialog).toHaveAttribute('aria-label', 'Main menu');
    const close = within(dialog).getByRole('button', {name: 'Close', hidden: true});
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', MENU_ID);
  });

  it('opens each section as a popover submenu with a back button, its pages and its preview', () => {
    renderWithDocusaurus(<MenuPanel />, {url: NAV_SECTIONS[1]!.routes[0]});
    const dialog = menu();
    const sections = within(within(dialog).getByRole('navigation', {name: 'Site sections', hidden: true})).getAllByRole('button', {hidden: true});
    const sectionButtons = sections.filter((button) => button.getAttribute('popovertargetaction') !== 'hide');
    expect(sectionButtons.map((button) => button.textContent)).toEqual(NAV_SECTIONS.map((section) => sectionCopy(section.key).label));
    NAV_SECTIONS.forEach((section, index) => {
      const button = sectionButtons[index]!;
      const submenu = document.getElementById(button.getAttribute('popovertarget')!)!;
      expect(submenu).toHaveAttribute('popover', 'auto');
      const back = within(submenu).getByRole('button', {hidden: true});
      expect(back).toHaveAttribute('popovertarget', submenu.id);
      expect(back).toHaveAttribute('popovertargetaction', 'hide');
      expect(back).toHaveTextContent(sectionCopy(section.key).label);
      const links = within(submenu).getAllByRole('link', {hidden: true});
      expect(links.map((link) => link.getAttribute('href'))).toEqual([...section.routes]);
      expect(links.map((link) => link.textContent)).toEqual(section.routes.map((route) => routeLabel(route)));
      expect(within(submenu).getByRole('heading', {hidden: true})).toHaveTextContent(sectionCopy(section.key).heading);
    });
    const current = NAV_SECTIONS[1]!.routes[0];
    expect(dialog.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(dialog.querySelector('[aria-current="page"]')).toHaveAttribute('href', current);
  });

  it('links the Login entry to the portal in a new tab, and the page in the other languages', () => {
    renderWithDocusaurus(<MenuPanel />, {locale: 'fa', url: '/fa/about/history', translations: fa});
    const dialog = menu();
    const login = within(dialog).getByRole('link', {name: new RegExp(fa['frame.sidebar.login.label'].message), hidden: true});
    expect(login).toHaveAttribute('href', identity.portalLoginUrl);
    expect(login).toHaveAttribute('target', '_blank');
    for (const locale of ['en', 'ps'] as const) {
      const link = within(dialog).getByRole('link', {name: LOCALE_CONFIG[locale].label, hidden: true});
      expect(link).toHaveAttribute('href', locale === 'en' ? '/about/history' : '/ps/about/history');
      expect(link).toHaveAttribute('data-locale', locale);
    }
  });
});
