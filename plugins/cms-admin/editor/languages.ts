/**
 * The site's languages as the web editor names and writes them: English,
 * Dari and Pashto (not en, fa and ps), Dari and Pashto right to left with
 * their `lang` tags (content/locales.ts).
 *
 * Decap CMS labels its language menus with the codes of `i18n.locales`
 * ("Writing in FA", and menu items fa and ps) and offers no setting for
 * their names, so {@link nameLanguageMenus} renames those texts where Decap
 * puts them; its own phrases are changed through its documented
 * `CMS.registerLocale` (see ../app.tsx).
 */
import {isLocale, LOCALE_CONFIG, type Locale} from '../../../content/locales';

/** Each language's name in the editor (whose interface is English). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {en: 'English', fa: 'Dari', ps: 'Pashto'};

/** How text in `locale` is written: its direction and `lang` tag. */
export function writingOf(locale: Locale): {readonly dir: 'ltr' | 'rtl'; readonly lang: string} {
  return {dir: LOCALE_CONFIG[locale].direction, lang: LOCALE_CONFIG[locale].htmlLang};
}

/** The language of a collection that holds one language only (`pages_fa`), else undefined. */
export function collectionLocale(collectionName: string | undefined): Locale | undefined {
  const suffix = collectionName?.split('_').pop();
  return collectionName?.startsWith('pages_') === true && isLocale(suffix) ? suffix : undefined;
}

const WRITING_IN = /^Writing in (EN|FA|PS)$/;

/** The text a language menu should show instead of `text`, or undefined when it is not one of Decap's codes. */
export function languageMenuText(text: string, isMenuItem: boolean): string | undefined {
  const writing = WRITING_IN.exec(text);
  if (writing !== null) return `Writing in ${LANGUAGE_NAMES[writing[1].toLowerCase() as Locale]}`;
  return isMenuItem && isLocale(text) ? LANGUAGE_NAMES[text] : undefined;
}

/**
 * Renames one element's text when it is a language code of Decap's menus.
 * The text node itself is changed, not replaced: React keeps writing into
 * that node when the pane's language changes, and the observer sees it.
 */
function rename(element: Element): void {
  const node = element.firstChild;
  if (node === null || node.nodeType !== Node.TEXT_NODE || element.childNodes.length !== 1) return;
  const text = node.nodeValue ?? '';
  const named = languageMenuText(text, element.parentElement?.getAttribute('role') === 'menuitem');
  if (named !== undefined && named !== text) node.nodeValue = named;
}

/**
 * Keeps Decap's language menus named in words: the menu button ("Writing in
 * Dari") and its items (English, Dari, Pashto). Decap re-renders them with
 * the codes whenever a pane changes, so an observer renames them each time.
 */
export function nameLanguageMenus(root: HTMLElement): () => void {
  const renameAll = (): void => {
    for (const element of Array.from(root.querySelectorAll('button, [role="button"], [role="menuitem"] > span'))) {
      if (element.children.length === 0) rename(element);
    }
  };
  renameAll();
  const observer = new MutationObserver(renameAll);
  observer.observe(root, {childList: true, subtree: true, characterData: true});
  return () => observer.disconnect();
}
