/**
 * The preview pane of every collection (`CMS.registerPreviewTemplate`): a
 * frame with the site's own preview page in the pane's language
 * (`/admin/preview`, `/fa/admin/preview`, `/ps/admin/preview`; see
 * ../preview/), to which the item is sent as it is edited
 * (../preview/protocol.ts). The site's page draws it with the site's
 * components, styles and translations, right to left for Dari and Pashto:
 * Decap renders templates with its own React tree in its own frame, without
 * the site's Docusaurus context, routes, translations or styles, so the
 * site draws its own pages rather than Decap drawing them.
 *
 * The pane's language is the left editor pane's (Decap shows the preview
 * beside it). Photos and files chosen and not saved yet are passed as the
 * addresses Decap keeps them at (`getAsset`), so they show before saving.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {DEFAULT_LOCALE, isLocale, localePrefix, type Locale} from '../../../content/locales';
import {isMessage, PREVIEW_PATH, type PreviewItem, type PreviewReady} from '../preview/protocol';
import {backendPath, isLoaded} from './assets';
import {draftEnglish} from './draft';
import {collectionLocale} from './languages';

/** A collection's fields (an Immutable list) as the template searches them. */
interface FieldList {
  find(test: (field: {get(key: string): unknown}) => boolean): {get(key: string): unknown} | undefined;
}

/** What the template reads of Decap's preview props. */
interface PreviewProps {
  readonly entry: {get(key: string): unknown};
  readonly collection: {get(key: string): unknown};
  readonly locale?: string;
  readonly getAsset: (path: string, field?: unknown) => unknown;
  readonly window: Window;
}

/** Plain data of an Immutable map (or {} when there is none). */
function plain(value: unknown): Record<string, unknown> {
  const data = value as {toJS?: () => Record<string, unknown>} | undefined;
  return typeof data?.toJS === 'function' ? data.toJS() : {};
}

/** The photo and file paths an item names: `/img/...` and `/files/...` values, and its attached files. */
function assetPaths(data: Record<string, unknown>): {path: string; field: string}[] {
  const paths: {path: string; field: string}[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'string' && /^\/(img|files)\//.test(value)) paths.push({path: value, field});
    if (Array.isArray(value)) {
      for (const entry of value as {file?: unknown}[]) {
        if (typeof entry?.file === 'string' && entry.file !== '') paths.push({path: entry.file, field});
      }
    }
  }
  return paths;
}

/** The item as the site's preview page takes it. */
function previewItem(props: PreviewProps, locale: Locale): PreviewItem {
  const collection = String(props.collection.get('name'));
  const text = plain(props.entry.get('data'));
  const english = locale === DEFAULT_LOCALE || collectionLocale(collection) !== undefined ? text : (draftEnglish() ?? {});
  const assets: Record<string, string> = {};
  // The collection's own field objects: Decap finds a field's media folder by identity among them.
  const fields = props.collection.get('fields') as FieldList | undefined;
  for (const {path, field} of assetPaths(english)) {
    const asset = props.getAsset(
      backendPath(path),
      fields?.find((candidate) => candidate.get('name') === field),
    );
    if (isLoaded(asset)) assets[path] = String(asset);
  }
  const file = props.entry.get('path');
  return {type: 'site-preview-item', collection, locale, english, text, assets, ...(typeof file === 'string' && file !== '' ? {file} : {})};
}

/** The preview pane's content: the site's preview page of the pane's language, kept up to date. */
export default function SitePreview(props: PreviewProps): ReactNode {
  const collection = String(props.collection.get('name'));
  const locale: Locale = collectionLocale(collection) ?? (isLocale(props.locale) ? props.locale : DEFAULT_LOCALE);
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef<PreviewItem>(previewItem(props, locale));
  latest.current = previewItem(props, locale);

  const send = (): void => {
    if (ready.current) frame.current?.contentWindow?.postMessage(latest.current, window.location.origin);
  };

  // The page announces itself once it runs (and again after a reload); it gets the item then.
  useEffect(() => {
    const host = props.window;
    const receive = (event: MessageEvent): void => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isMessage<PreviewReady>(event.data, 'site-preview-ready')) return;
      ready.current = true;
      send();
    };
    host.addEventListener('message', receive);
    return () => host.removeEventListener('message', receive);
  });

  // Every edit.
  useEffect(send);

  const src = `${localePrefix(locale)}/${PREVIEW_PATH}`;
  return (
    <iframe
      ref={frame}
      key={src}
      src={src}
      title="Preview of this item on the site"
      style={{display: 'block', width: '100%', height: '100vh', border: 0}}
    />
  );
}
