/**
 * Fields written in the direction of their language. Decap CMS gives every
 * field control the language of its pane (`locale`, in an i18n collection)
 * but sets no direction, so a Dari title ran left to right with its full
 * stop at the wrong end. {@link withDirection} wraps a widget's control (the
 * built-in string, text, Markdown, rich-text and list controls are
 * re-registered wrapped, see ../app.tsx):
 *
 * - the control sits in an element with the pane language's `dir` and
 *   `lang` (Dari and Pashto right to left), so labels stay English while the
 *   text runs the right way, in Decap's inputs and in its Markdown and
 *   rich-text editors alike;
 * - an input or text area that holds text gets `dir="auto"`, so mixed text
 *   (an English address in a Dari field) takes the direction of its first
 *   letters, and each paragraph of a text area its own; an empty one keeps
 *   the pane's direction, so the cursor starts on the right side.
 *
 * A control without a language of its own (a field inside a list) inherits
 * the direction of the field around it.
 */
import {useEffect, useRef, type ComponentType, type ReactNode} from 'react';
import {isLocale} from '../../../content/locales';
import {collectionLocale, writingOf} from './languages';

/** What the wrapper reads of Decap's control props; the rest passes through. */
export interface DirectionProps {
  readonly locale?: string;
  readonly collection?: {get(key: string): unknown};
  readonly [prop: string]: unknown;
}

/** Elements whose text an editor types. */
const TYPED = 'input:not([type]), input[type="text"], input[type="search"], input[type="url"], textarea, [contenteditable="true"]';

/** Whether an element holds text (its value, or the text of an editable block). */
function holdsText(element: Element): boolean {
  const value = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : element.textContent;
  return (value ?? '').trim() !== '';
}

/** Sets `dir="auto"` on the typed elements under `root` that hold text, and the pane's direction on the empty ones. */
function directTyped(root: HTMLElement, dir: 'ltr' | 'rtl' | undefined): void {
  for (const element of Array.from(root.querySelectorAll(TYPED))) {
    const wanted = holdsText(element) ? 'auto' : dir;
    if (wanted === undefined) element.removeAttribute('dir');
    else if (element.getAttribute('dir') !== wanted) element.setAttribute('dir', wanted);
  }
}

/** The language a control's text is in: its pane's, or the one language of its collection. */
function languageOf(props: DirectionProps): ReturnType<typeof writingOf> | undefined {
  const locale = isLocale(props.locale) ? props.locale : collectionLocale(props.collection?.get('name') as string | undefined);
  return locale === undefined ? undefined : writingOf(locale);
}

/** `Control` in the direction of its language (see above). Refs and every prop pass through. */
export function withDirection<P extends DirectionProps>(Control: ComponentType<P>): ComponentType<P> {
  function Directed(props: P): ReactNode {
    const root = useRef<HTMLDivElement>(null);
    const writing = languageOf(props);
    const dir = writing?.dir;
    // After every render (a value typed or filled in) and on every edit.
    useEffect(() => {
      if (root.current !== null) directTyped(root.current, dir);
    });
    useEffect(() => {
      const element = root.current;
      if (element === null) return undefined;
      const update = (): void => directTyped(element, dir);
      element.addEventListener('input', update);
      // Editors that add their inputs later (a list's new entry, Markdown's rich mode).
      const observer = new MutationObserver(update);
      observer.observe(element, {childList: true, subtree: true});
      return () => {
        element.removeEventListener('input', update);
        observer.disconnect();
      };
    }, [dir]);
    return (
      <div ref={root} dir={dir} lang={writing?.lang} data-writing={dir}>
        <Control {...props} />
      </div>
    );
  }
  Directed.displayName = `Directed(${Control.displayName ?? Control.name})`;
  return Directed;
}
