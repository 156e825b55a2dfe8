/**
 * @jest-environment node
 */
/**
 * The web editor's configuration follows the data schemas and the files of
 * the repository: every field the import reads is in the editor with the
 * right language scope, uploads go where the data's paths point, the key
 * field is the one that offers and checks ids, files are written and named
 * by the editor's own format, lists are newest first, "View Live" opens the
 * item's page, and every page can be opened in English, Dari and Pashto.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {identity} from '../../content/identity';
import {readDataDirSync} from '../../content/read-data';
import {detailPath} from '../../content/routes';
import {ENTITIES, ENTITY_NAMES} from '../../content/schemas/data';
import {cmsConfigYaml} from './build';
import {localBackendUrl} from './config';
import {FILE_NAME_KEY} from './item-format';

const ROOT = path.join(__dirname, '..', '..');
type Field = {
  name: string;
  widget: string;
  value_type?: string;
  i18n?: unknown;
  required?: boolean;
  default?: unknown;
  media_folder?: string;
  public_folder?: string;
  fields?: Field[];
};
type Collection = {
  name: string;
  folder?: string;
  format?: string;
  slug?: string;
  i18n?: unknown;
  preview_path?: string;
  editor?: {preview?: boolean};
  sortable_fields?: (string | {field: string; default_sort?: string})[];
  fields?: Field[];
  files?: {name: string; file: string; preview_path?: string; fields: Field[]}[];
};

const config = parse(cmsConfigYaml({rootDir: ROOT})) as {
  backend: {name: string; repo: string; branch: string};
  publish_mode: string;
  local_backend: {url: string};
  i18n: {structure: string; locales: string[]; default_locale: string};
  collections: Collection[];
};
const data = readDataDirSync(path.join(ROOT, 'data'));
const collection = (name: string): Collection => {
  const found = config.collections.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no collection ${name}`);
  return found;
};

describe('the web editor configuration', () => {
  it('edits the repository named in content/identity.ts through pull requests, and the working copy locally', () => {
    expect(config.backend).toMatchObject({name: 'github', repo: identity.repository.name, branch: identity.repository.branch});
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend.url).toBe(localBackendUrl());
    expect(config.i18n).toEqual({structure: 'multiple_files', locales: ['en', 'fa', 'ps'], default_locale: 'en'});
  });

  it.each(ENTITY_NAMES)('has every field of %s, record fields in English only and text fields in every language', (entity) => {
    const spec = ENTITIES[entity];
    const found = collection(entity);
    expect(found).toMatchObject({folder: `data/${entity}`, extension: 'md', i18n: true});
    const fields = new Map((found.fields ?? []).map((field) => [field.name, field]));
    const body = 'body' in spec ? spec.body : undefined;
    const records = Object.keys(spec.records.properties);
    const texts = Object.keys(spec.text.full.properties).filter((name) => name !== body);
    expect([...fields.keys()].sort()).toEqual([...new Set([...records, ...texts, ...(body === undefined ? [] : ['body'])])].sort());
    for (const name of records) {
      if (name === 'files') continue;
      expect([name, fields.get(name)?.i18n]).toEqual([name, 'none']);
    }
    for (const name of [...texts, ...(body === undefined ? [] : ['body'])]) {
      expect([name, fields.get(name)?.i18n]).toEqual([name, true]);
    }
    const required = new Set<string>([...spec.records.required, ...spec.text.full.required].map((name) => (name === body ? 'body' : name)));
    // The list of PDFs may be empty, which an editor leaves out.
    required.delete('files');
    for (const [name, field] of fields) {
      expect([name, field.required !== false]).toEqual([name, required.has(name)]);
    }
  });

  it('uses the key widget for each entity’s key (an id is offered when an item is created, not fixed here) and the editor’s own files', () => {
    for (const entity of ENTITY_NAMES) {
      const found = collection(entity);
      const key = found.fields?.find((field) => field.name === ENTITIES[entity].key);
      expect([entity, key?.widget, key?.value_type, key?.default]).toEqual([
        entity,
        'item-key',
        ENTITIES[entity].key === 'id' ? 'int' : undefined,
        undefined,
      ]);
      expect([entity, found.format, found.slug]).toEqual([entity, `data-${entity}`, `{{fields.${FILE_NAME_KEY}}}`]);
    }
  });

  it('lists dated items newest first and opens each item’s own page from "View Live"', () => {
    expect(collection('news').sortable_fields?.[0]).toEqual({field: 'posted_date', label: 'Date posted', default_sort: 'desc'});
    expect(collection('events').sortable_fields?.[0]).toMatchObject({field: 'start_date', default_sort: 'desc'});
    expect(collection('jobs').sortable_fields?.[0]).toMatchObject({field: 'post_date', default_sort: 'desc'});
    const sample = data.news.records[0].id;
    expect(`/${collection('news').preview_path?.replace('{{fields.id}}', String(sample))}`).toBe(detailPath('news', sample));
    expect(`/${collection('events').preview_path?.replace('{{fields.id}}', '3')}`).toBe(detailPath('event', 3));
    for (const found of config.collections) expect([found.name, found.editor?.preview]).toEqual([found.name, true]);
  });

  it('points the editor on this machine at decap-server on CMS_PORT (8081 by default)', () => {
    expect(localBackendUrl({})).toBe('http://localhost:8081/api/v1');
    expect(localBackendUrl({CMS_PORT: '8181'})).toBe('http://localhost:8181/api/v1');
    expect(() => localBackendUrl({CMS_PORT: 'eighty'})).toThrow(/CMS_PORT=eighty is not a port/);
    expect(parse(cmsConfigYaml({rootDir: ROOT, localBackendUrl: localBackendUrl({CMS_PORT: '8181'})}))).toMatchObject({
      local_backend: {url: 'http://localhost:8181/api/v1'},
    });
  });

  it('uploads photos and PDFs to the folder their paths in data/ point to', () => {
    for (const entity of ENTITY_NAMES) {
      for (const field of collection(entity).fields ?? []) {
        const uploads = [field, ...(field.fields ?? [])].filter((candidate) => candidate.widget === 'image' || candidate.widget === 'file');
        for (const upload of uploads) {
          expect(upload.media_folder).toBe(`/static${upload.public_folder}`);
          const values = (data[entity].records as readonly Record<string, unknown>[]).flatMap((record) => {
            const value = record[field.name];
            return Array.isArray(value) ? value.map((entry) => (entry as Record<string, unknown>)[upload.name]) : [value];
          });
          expect(values.length).toBeGreaterThan(0);
          for (const value of values) {
            expect([entity, upload.name, String(value).startsWith(`${upload.public_folder}/`)]).toEqual([entity, upload.name, true]);
          }
        }
      }
    }
  });

  it('opens every English page, and its Dari and Pashto translation at the same path, written or not', () => {
    const mdx = (dir: string): string[] =>
      (readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'}) as string[])
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => file.split(path.sep).join('/'))
        .sort();
    const english = mdx('docs');
    expect(collection('pages_en').files?.map((file) => file.file)).toEqual(english.map((file) => `docs/${file}`));
    for (const locale of ['fa', 'ps']) {
      const dir = `i18n/${locale}/docusaurus-plugin-content-docs/current`;
      const files = collection(`pages_${locale}`).files ?? [];
      expect(files.map((file) => file.file)).toEqual(english.map((file) => `${dir}/${file}`));
      // The same entry names in every language: a translation starts from its English page by name.
      expect(files.map((file) => file.name)).toEqual(collection('pages_en').files?.map((file) => file.name));
      for (const file of files) expect(file.preview_path?.startsWith(`${locale}/`)).toBe(true);
    }
    const history = collection('pages_en').files?.find((file) => file.file === 'docs/about/history.mdx');
    expect(history?.fields.map((field) => field.name)).toEqual(['title', 'description', 'sidebar_label', 'sidebar_position', 'body']);
    expect(history?.preview_path).toBe('about/history');
    expect(existsSync(path.join(ROOT, 'docs', 'about', 'history.mdx'))).toBe(true);
    expect(collection('pages_en').format).toBe('page');
  });
});
