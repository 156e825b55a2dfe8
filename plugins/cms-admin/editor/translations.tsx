/**
 * Dari and Pashto pages that do not exist yet. The page collections of the
 * two languages list every English page (../config.ts); Decap CMS opens a
 * missing file as an empty entry (decap-server locally and GitHub alike),
 * and saving it creates the file at the English page's path under
 * i18n/<locale>/.
 *
 * So that a translator writes over the page rather than rebuilding its
 * blocks from nothing, {@link startFromEnglish} fills each field of such an
 * empty page with the English page's value when it opens (through the
 * `loadEntry` function Decap gives field controls). {@link untranslatedTitle}
 * keeps a copy saved unchanged from publishing English as Dari or Pashto.
 */
import {useEffect, type ComponentType, type ReactNode} from 'react';
import {DEFAULT_LOCALE, isLocale} from '../../../content/locales';
import {collectionLocale, LANGUAGE_NAMES} from './languages';

/** What the wrapper reads of Decap's control props; the rest passes through. */
interface StartProps {
  readonly value?: unknown;
  readonly field?: {get(key: string): unknown};
  readonly collection?: {get(key: string): unknown};
  readonly onChange?: (value: unknown) => void;
  readonly getEntry?: () => {get(key: string): unknown} | undefined;
  readonly loadEntry?: (collection: string, slug: string) => Promise<{data?: Record<string, unknown>}>;
  readonly [prop: string]: unknown;
}

/** The English pages read so far, by entry name: every field of a page asks for the same one. */
const englishPages = new Map<string, Promise<Record<string, unknown>>>();

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Whether the draft is a page file that does not exist yet: nothing in any field. */
function isMissingPage(props: StartProps): boolean {
  const data = props.getEntry?.()?.get('data') as {toJS?: () => Record<string, unknown>} | undefined;
  const values = Object.values(data?.toJS?.() ?? {});
  return values.every(isBlank);
}

/** `Control`, which in an empty Dari or Pashto page starts with the English page's value. Refs and props pass through. */
export function startFromEnglish<P extends StartProps>(Control: ComponentType<P>): ComponentType<P> {
  function StartFromEnglish(props: P): ReactNode {
    const locale = collectionLocale(props.collection?.get('name') as string | undefined);
    const translating = locale !== undefined && locale !== DEFAULT_LOCALE;
    useEffect(() => {
      if (!translating || !isBlank(props.value) || !isMissingPage(props) || props.loadEntry === undefined) return;
      const slug = String(props.getEntry?.()?.get('slug') ?? '');
      const name = String(props.field?.get('name') ?? '');
      let english = englishPages.get(slug);
      if (english === undefined) {
        english = props.loadEntry(`pages_${DEFAULT_LOCALE}`, slug).then((entry) => entry.data ?? {});
        englishPages.set(slug, english);
        english.catch(() => englishPages.delete(slug));
      }
      let current = true;
      english.then(
        (data) => {
          if (current && !isBlank(data[name])) props.onChange?.(data[name]);
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
      // Once, when the field opens: later an empty field is the translator's choice.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    }, []);
    return <Control {...props} />;
  }
  StartFromEnglish.displayName = `StartFromEnglish(${Control.displayName ?? Control.name})`;
  return StartFromEnglish;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/**
 * Why a translated page cannot be saved as it is, or undefined when it can:
 * its title must be written in the page's language (a page opened with its
 * English text and saved unchanged would publish English as Dari).
 */
export function untranslatedTitle(locale: string | undefined, title: unknown): string | undefined {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return undefined;
  if (typeof title === 'string' && ARABIC_SCRIPT.test(title)) return undefined;
  return `The title is not in ${LANGUAGE_NAMES[locale]} yet: translate the page (its title, description and text) before saving`;
}
