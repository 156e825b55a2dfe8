/**
 * What the web editor's preview pane and the site's preview page say to each
 * other. The pane (../editor/preview.tsx, in Decap CMS) shows the page
 * `/admin/preview` of the pane's language (`/fa/admin/preview` for Dari) in a
 * frame; that page (./PreviewPage.tsx) is a page of the site, built by
 * Docusaurus like the others, so it draws the item with the site's own
 * components, styles, translations and direction. It announces itself with
 * a {@link PreviewReady}, and the pane then sends a {@link PreviewItem} at
 * once and after every edit. Both sides accept messages from their own
 * origin only.
 */
import type {Locale} from '../../../content/locales';

/** The address of the preview page, after the locale's base URL. */
export const PREVIEW_PATH = 'admin/preview';

/** The preview page is ready for an item. */
export interface PreviewReady {
  readonly type: 'site-preview-ready';
  /** The language the page is built in. */
  readonly locale: string;
}

/** The item the pane shows, as the editor holds it now. */
export interface PreviewItem {
  readonly type: 'site-preview-item';
  /** Decap's collection: a data entity (`news`) or a page collection (`pages_fa`). */
  readonly collection: string;
  /** The language of the pane. */
  readonly locale: Locale;
  /** The English fields (the record and the English text); the body is `body`. */
  readonly english: Readonly<Record<string, unknown>>;
  /** The pane language's text fields (for English, the same as `english`). */
  readonly text: Readonly<Record<string, unknown>>;
  /**
   * Where to load each photo and file the item names, when not from the site:
   * one chosen in the editor and not saved yet (a `blob:` address of the
   * editor's page, which this same-origin frame may read).
   */
  readonly assets: Readonly<Record<string, string>>;
  /** For a page, its file (`docs/about/history.mdx`). */
  readonly file?: string;
}

/** Whether `data` is a message of `type` (anything else that arrives is ignored). */
export function isMessage<T extends {type: string}>(data: unknown, type: T['type']): data is T {
  return typeof data === 'object' && data !== null && (data as {type?: unknown}).type === type;
}
