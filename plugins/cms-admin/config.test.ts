/**
 * @jest-environment node
 */
/**
 * The web editor's configuration follows the data schemas and the files of
 * the repository: every field the import reads is in the editor with the
 * right language scope, uploads go where the data's paths point, ids are
 * suggested from data/, and every page and translation can be opened.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {identity} from '../../content/identity';
import {readDataDirSync} from '../../content/read-data';
import {ENTITIES, ENTITY_NAMES} from '../../content/schemas/data';
import {cmsConfigYaml} from './build';

const ROOT = path.join(__dirname, '..', '..');
type Field = {
  name: string;
  widget: string;
  i18n?: unknown;
  required?: boolean;
  default?: unknown;
  media_folder?: string;
  public_folder?: string;
  fields?: Field[];
};
type Collection = {name: string; folder?: string; i18n?: unknown; fields?: Field[]; files?: {file: string; fields: Field[]}[]};

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
    expect(config.local_backend.url).toBe('http://localhost:8081/api/v1');
    expect(config.i18n).toEqual({structure: 'multiple_files', locales: ['en', 'fa', 'ps'], default_locale: 'en'});
  });

  it.each(ENTITY_NAMES)('has every field of %s, record fields in English only and text fields in every language', (entity) => {
    const spec = ENTITIES[entity];
    const found = collection(entity);
    expect(found).toMatchObject({folder: `data/${entity}`, extension: 'md', format: 'frontmatter', i18n: true});
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

  it('suggests the next free id of each entity: the highest in data/ plus one', () => {
    for (const entity of ENTITY_NAMES.filter((name) => ENTITIES[name].key === 'id')) {
      const ids = (data[entity].records as readonly {id: number}[]).map((record) => record.id);
      const id = collection(entity).fields?.find((field) => field.name === 'id');
      expect([entity, id?.widget, id?.default]).toEqual([entity, 'number', Math.max(...ids) + 1]);
    }
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

  it('opens every English page and every translation that exists, at its own path', () => {
    const mdx = (dir: string): string[] =>
      (readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'}) as string[])
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
        .sort();
    const english = collection('pages_en').files?.map((file) => file.file);
    expect(english).toEqual(mdx('docs'));
    for (const locale of ['fa', 'ps']) {
      const dir = `i18n/${locale}/docusaurus-plugin-content-docs/current`;
      const files = collection(`pages_${locale}`).files ?? [];
      expect(files.map((file) => file.file)).toEqual(mdx(dir));
      for (const file of files) expect(existsSync(path.join(ROOT, file.file))).toBe(true);
    }
    const history = collection('pages_en').files?.find((file) => file.file === 'docs/about/history.mdx');
    expect(history?.fields.map((field) => field.name)).toEqual(['title', 'description', 'sidebar_label', 'sidebar_position', 'body']);
  });
});
