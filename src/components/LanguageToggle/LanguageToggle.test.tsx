import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import fa from '@site/i18n/fa/code.json';
import {LANGUAGE_STORAGE_KEY} from '@site/src/frame/language';
import LanguageToggle from './index';

// jsdom cannot load another page: stop the browser's default action of a link
// click, after React has handled it.
function preventNavigation(event: MouseEvent): void {
  event.preventDefault();
}

beforeEach(() => {
  window.addEventListener('click', preventNavigation);
});

afterEach(() => {
  window.removeEventListener('click', preventNavigation);
  window.sessionStorage.clear();
});

function languageLinks(): HTMLElement[] {
  return within(screen.getByRole('navigation', {name: /Language|زبان/})).getAllByRole('link');
}

describe('LanguageToggle', () => {
  it('lists Dari and Pashto, in their own script, on an English page', () => {
    renderWithDocusaurus(<LanguageToggle />, {url: '/about/history'});
    expect(languageLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['دری', '/fa/about/history'],
      ['پښتو', '/ps/about/history'],
    ]);
  });

  it('lists English and Pashto on a Dari page, keeping the path and query', () => {
    renderWithDocusaurus(<LanguageToggle />, {
      locale: 'fa',
      url: '/fa/academics/faculty?faculty=Law&title=Law',
      translations: fa,
    });
    const [english, pashto] = languageLinks();
    expect(english).toHaveTextContent('English');
    expect(english).toHaveAttribute('href', '/academics/faculty?faculty=Law&title=Law');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(pashto).toHaveTextContent('پښتو');
    expect(pashto).toHaveAttribute('href', '/ps/academics/faculty?faculty=Law&title=Law');
    expect(pashto).toHaveAttribute('hreflang', 'ps-AF');
    expect(pashto).toHaveAttribute('lang', 'ps-AF');
    expect(languageLinks()).toHaveLength(2);
  });

  it('links the home page of another language to its folder', () => {
    renderWithDocusaurus(<LanguageToggle />, {locale: 'ps', url: '/ps/'});
    expect(languageLinks().map((link) => link.getAttribute('href'))).toEqual(['/', '/fa/']);
  });

  it('remembers the chosen language for the session, English included', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<LanguageToggle />, {locale: 'fa', url: '/fa/contact', translations: fa});
    await user.click(screen.getByRole('link', {name: 'English'}));
    expect(window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await user.click(screen.getByRole('link', {name: 'پښتو'}));
    expect(window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ps');
  });
});
