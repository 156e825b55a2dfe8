/**
 * The web editor's script, bundled by plugins/cms-admin/build.ts into
 * `/admin/decap-cms.js`: Decap CMS with its standard widgets and backends,
 * made to work the site's way through Decap's documented extension points.
 * It reads its configuration from the `cms-config-url` link of
 * static/admin/index.html (`/admin/config.yml`, made by config.ts).
 *
 * - Item files and pages (`registerCustomFormat`): written as the files of
 *   data/ and docs/ are, a translation left empty writes no file, a page
 *   not translated yet opens (./item-format.ts, ./page-format.ts).
 * - The key field (`registerWidget('item-key')`) and a `preSave` listener:
 *   the next free id when an item is created, a taken id refused with the
 *   other file named, new files named like the others, translations saved
 *   with their text only and not at all when empty (./editor/item-key.tsx,
 *   ./editor/save.ts, ./naming.ts).
 * - Direction: the text widgets are registered again, wrapped, so the Dari
 *   and Pashto fields run right to left (./editor/direction.tsx); the
 *   language menus say English, Dari and Pashto (./editor/languages.ts).
 * - Preview (`registerPreviewTemplate`): every collection's preview is the
 *   site's own page for it (./editor/preview.tsx, ./preview/); photos show
 *   in the field and the preview before they are saved (./editor/assets.tsx).
 * - Translations of pages: a page not yet translated opens with its English
 *   text to write over, and is not saved with an English title
 *   (./editor/translations.tsx).
 * - On this machine (localhost) "View Live" and the site link go to the
 *   local site, not the public one (see start()).
 */
import CMS from 'decap-cms-app';
import {parse} from 'yaml';
import {ENTITY_NAMES} from '../../content/schemas/data';
import {itemFormat} from './item-format';
import {pageFormat} from './page-format';
import {withBackendAssets} from './editor/assets';
import {withDirection} from './editor/direction';
import {ItemKeyControl} from './editor/item-key';
import {nameLanguageMenus} from './editor/languages';
import SitePreview from './editor/preview';
import {beforeSave} from './editor/save';
import {startFromEnglish} from './editor/translations';

/** The widgets whose text an editor types: in the direction of its language, and started from English in a new translation. */
const TEXT_WIDGETS = ['string', 'text', 'markdown', 'richtext', 'list'];

/** Decap's registry entry of a widget, as `getWidget` returns it. */
interface RegisteredWidget {
  readonly control: Parameters<typeof withDirection>[0];
  readonly preview?: unknown;
  readonly schema?: unknown;
  readonly globalStyles?: unknown;
  readonly allowMapValue?: boolean;
}

for (const entity of ENTITY_NAMES) CMS.registerCustomFormat(`data-${entity}`, 'md', itemFormat(entity));
CMS.registerCustomFormat('page', 'mdx', pageFormat);

CMS.registerWidget({
  name: 'item-key',
  controlComponent: ItemKeyControl as never,
  schema: {properties: {value_type: {type: 'string', enum: ['int']}}},
} as never);

/** Registers Decap's own widget `name` again with its control wrapped. */
function wrapWidget(name: string, wrap: (control: RegisteredWidget['control']) => RegisteredWidget['control']): void {
  const widget = CMS.getWidget(name) as RegisteredWidget | undefined;
  if (widget === undefined) return;
  const {control, preview, ...rest} = widget;
  CMS.registerWidget({...rest, name, controlComponent: wrap(control), previewComponent: preview} as never);
}

for (const name of TEXT_WIDGETS) wrapWidget(name, (control) => withDirection(startFromEnglish(control)));
for (const name of ['image', 'file']) wrapWidget(name, withBackendAssets);

CMS.registerEventListener({name: 'preSave', handler: beforeSave as never});

// Decap's phrases that name a language by its code; the menus themselves are renamed by nameLanguageMenus.
const english = CMS.getLocale('en') as {editor: {editorControlPane: {i18n: Record<string, string>}}};
CMS.registerLocale('en', {
  ...english,
  editor: {
    ...english.editor,
    editorControlPane: {
      ...english.editor.editorControlPane,
      i18n: {
        ...english.editor.editorControlPane.i18n,
        copyFromLocale: 'Fill in from another language',
        copyFromLocaleConfirm: 'Fill in this language from the one you chose?\nWhat this language already has is replaced.',
      },
    },
  },
});

nameLanguageMenus(document.body);

/**
 * Starts Decap with config.yml, read here (Decap's manual initialisation,
 * `load_config_file: false`): servers send `.yml` as a download type, which
 * Decap accepts only when it reads the file itself and nothing is merged
 * over it. On this machine (localhost) "View Live" and the site link go to
 * the local site.
 */
async function start(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]');
  const response = await fetch(link?.href ?? '/admin/config.yml', {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`the editor's configuration could not be loaded (HTTP ${response.status})`);
  const config = parse(await response.text()) as {collections?: {name: string; files?: {name: string}[]}[]};
  // Decap names a preview template after the collection, or for a collection of files after each file.
  for (const collection of config.collections ?? []) {
    for (const name of collection.files?.map((file) => file.name) ?? [collection.name]) CMS.registerPreviewTemplate(name, SitePreview as never);
  }
  const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
  const here = local ? {site_url: window.location.origin, display_url: window.location.origin} : {};
  CMS.init({config: {...config, ...here, load_config_file: false}} as never);
}

start().catch((error: unknown) => {
  document.body.textContent = `The web editor could not start: ${error instanceof Error ? error.message : String(error)}`;
});
