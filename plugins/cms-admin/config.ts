/**
 * The web editor's configuration (Decap CMS's `config.yml`), made from the
 * data schemas in content/schemas/data.ts and the pages under docs/, so the
 * editor's fields can never drift from what the import accepts.
 *
 * - One collection per entity folder of data/: Decap's i18n structure
 *   `multiple_files` reads and writes `data/<entity>/<name>.<locale>.md`,
 *   the layout content/read-data.ts reads, in the format `data-<entity>`
 *   (./item-format.ts: files written like the others, no empty
 *   translation). Record fields (ids, dates, paths, numbers) are
 *   English-only (`i18n: none`: Decap leaves them out of the Dari and Pashto
 *   files); text fields are translatable. The item's body field is Decap's
 *   `body`, written after the front matter. The key field is the `item-key`
 *   widget (./editor/item-key.tsx: the next free id when an item is
 *   created, a taken one refused), and a new item's files are named by the
 *   editor when it is saved (./naming.ts, through the slug template).
 * - Three collections of pages: the English MDX pages under docs/, and their
 *   Dari and Pashto translations under i18n/<locale>/docusaurus-plugin-content-docs/current/
 *   (a separate tree, which no Decap i18n structure describes), one entry per
 *   English page in each: a translation not written yet opens with the
 *   English text (./editor/translations.ts) and is created when saved.
 * - Every collection has a preview (the site's own page for the item,
 *   ./editor/preview.tsx), "View Live" opens the item's page
 *   (`preview_path`), and lists show the newest first.
 * - The backend is the GitHub repository named in content/identity.ts, in
 *   the editorial workflow: saving opens a pull request. On localhost the
 *   editor talks to `decap-server` (scripts/cms.ts) instead, which reads and
 *   writes the working copy.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {TSchema} from 'typebox';
import {parseDocument} from 'yaml';
import type {Repository} from '../../content/identity';
import {DEFAULT_LOCALE, LOCALES, localePrefix} from '../../content/locales';
import {detailPath, type DetailKind} from '../../content/routes';
import {ENTITIES, ENTITY_NAMES, type EntityName} from '../../content/schemas/data';
import {LANGUAGE_NAMES} from './editor/languages';
import {FILE_NAME_KEY} from './item-format';

/** A Decap field, as written in config.yml. */
export type CmsField = {name: string; label: string; widget: string} & Record<string, unknown>;

export interface CmsConfigOptions {
  /** The repository's root: data/, docs/ and i18n/ are read from it. */
  readonly rootDir: string;
  readonly repository: Repository;
  /** Public origin of the site (Decap's "view live" links). */
  readonly siteUrl: string;
  /**
   * The OAuth service that signs editors in to GitHub (Decap's `base_url`),
   * when it is not Decap's default; DECAP_AUTH_URL at build time.
   */
  readonly authUrl?: string;
  /** The address of decap-server's API on the editor's machine (default {@link localBackendUrl}). */
  readonly localBackendUrl?: string;
}

/** decap-server's default port: `npm run cms` listens there unless CMS_PORT says otherwise. */
export const DEFAULT_CMS_PORT = 8081;

/** The address of decap-server's API for CMS_PORT (`env`), as `npm run cms` serves it and the editor calls it. */
export function localBackendUrl(env: NodeJS.ProcessEnv = process.env): string {
  const port = env.CMS_PORT === undefined || env.CMS_PORT === '' ? DEFAULT_CMS_PORT : Number(env.CMS_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`CMS_PORT=${env.CMS_PORT} is not a port number (1 to 65535)`);
  return `http://localhost:${port}/api/v1`;
}

/**
 * How each entity appears in the editor: its label, description and list
 * line, the field its lists are sorted by (newest first), and the page
 * "View Live" opens (a detail route of content/routes.ts, or a list).
 */
const COLLECTIONS: Record<
  EntityName,
  {
    label: string;
    singular: string;
    description: string;
    summary: string;
    identifier: string;
    /** The field lists sort by, newest first; none: the files' order, which is the site's. */
    newest?: string;
    /** The item's own page (a detail route), or the page that shows it (an address, a Decap template). */
    page: {detail: Exclude<DetailKind, 'lecturer'>} | {path: string};
  }
> = {
  news: {
    label: 'News',
    singular: 'News story',
    description:
      'News stories. English on the left; the Dari and Pashto fields on the right hold the translations (the site shows English until they are written).',
    summary: '{{fields.posted_date}} · {{fields.title}}',
    identifier: 'title',
    newest: 'posted_date',
    page: {detail: 'news'},
  },
  events: {
    label: 'Events',
    singular: 'Event',
    description: 'Events on the calendar and the home page.',
    summary: '{{fields.start_date}} · {{fields.title}}',
    identifier: 'title',
    newest: 'start_date',
    page: {detail: 'event'},
  },
  jobs: {
    label: 'Job openings',
    singular: 'Job opening',
    description: 'Vacancies on the careers pages.',
    summary: '{{fields.post_date}} · {{fields.title}}',
    identifier: 'title',
    newest: 'post_date',
    page: {detail: 'position'},
  },
  employees: {
    label: 'Employees of the month',
    singular: 'Employee of the month',
    description: 'One entry per month.',
    summary: '{{fields.month}} · {{fields.name}}',
    identifier: 'name',
    newest: 'month',
    page: {detail: 'employee'},
  },
  inspires: {
    label: 'Inspire issues',
    singular: 'Inspire issue',
    description: 'Issues of the Inspire magazine (PDF).',
    summary: 'Issue {{fields.issue}} · {{fields.name}}',
    identifier: 'name',
    newest: 'issue',
    page: {path: '/career/inspire'},
  },
  lecturers: {
    label: 'Lecturers',
    singular: 'Lecturer',
    description: 'Lecturers; the site lists them in the order of their file names, which start with the id.',
    summary: '{{fields.id}} · {{fields.name}}',
    identifier: 'name',
    newest: 'id',
    // The old address: it leads to the profile under the lecturer's home program.
    page: {path: '/academics/programs/faculty-profile/{{fields.id}}'},
  },
  publications: {
    label: 'Publications',
    singular: 'Publication',
    description: 'Faculty publications.',
    summary: '{{fields.year}} · {{fields.title}}',
    identifier: 'title',
    newest: 'year',
    page: {path: '/research/faculty-publications'},
  },
  programs: {
    label: 'Programs',
    singular: 'Program',
    description: 'Degree programs. They are shown in the order of their file names: a new program comes after the existing ones.',
    summary: '{{fields.Tag}} · {{fields.title}}',
    identifier: 'title',
    // A program's address is its Tag in lower case (content/routes.ts).
    page: {path: '/academics/programs/{{fields.Tag | lower}}'},
  },
  faculties: {
    label: 'Faculties',
    singular: 'Faculty',
    description: 'The five faculties; a program names its faculty by key.',
    summary: '{{fields.key}} · {{fields.title}}',
    identifier: 'title',
    // The old address, which leads to the faculty's page (its address segment is the key spelt in words).
    page: {path: '/academics/faculty?faculty={{fields.key}}'},
  },
};

/** Labels and help text where the field name alone says too little. */
const FIELD_HELP: Record<string, {label?: string; hint?: string}> = {
  id: {
    label: 'Id (number)',
    hint: 'A number no other item of this list has. A new item is given the next free one (the highest id plus one) when you create it; an id another item has is refused, with that item named. It appears in the page address and never changes once published.',
  },
  keywords: {label: 'Address words', hint: 'Lower-case English words joined by hyphens (library-opens): the end of the page address.'},
  posted_date: {label: 'Date posted'},
  start_date: {label: 'Date'},
  upcoming: {
    label: 'Date still to be announced?',
    hint: '"Yes" while the date is not fixed (the site shows "To be announced"); "No" for every event with a date.',
  },
  time_period: {label: 'Time', hint: 'How long it lasts, e.g. 9:00 AM – 12:00 PM.'},
  shared_by: {label: 'Posted by', hint: 'e.g. Office of Communications'},
  month: {hint: 'YYYY-MM, e.g. 2026-11'},
  Tag: {label: 'Tag', hint: 'Short PascalCase name no other program has: BBA, MBA, MSCivilEngineering. Never change it once published.'},
  key: {label: 'Key', hint: 'A name no other faculty has; programs name their faculty by it.'},
  Bio: {label: 'Card text', hint: 'One sentence shown on the program card.'},
  deanMessage: {label: "Dean's message"},
  dean: {label: 'Dean', hint: "The dean's name and title."},
  serviceAt: {label: 'Service at'},
  coursesTaught: {label: 'Courses taught'},
  extension_posibility: {label: 'Extension possibility'},
  salary_range: {hint: 'e.g. 45,000 – 60,000 AFN'},
  probation_period: {label: 'Probation period (months)'},
  reference_no: {label: 'Reference number'},
  link: {hint: 'An https:// address, or a PDF path such as /files/publications/paper.pdf'},
  programs: {label: 'Programs taught', hint: 'The first is the home program.'},
  n_core_courses: {label: 'Core courses (2½-year track)'},
  n_total_master_courses: {label: 'Total master courses (2½-year track)'},
  n_fee_per_credit: {label: 'Fee per credit (2½-year track)'},
  n_total_tuition_fee: {label: 'Total tuition fee (2½-year track)'},
};

/** The body field's label, per entity (the item's main text). */
const BODY_LABEL: Partial<Record<EntityName, string>> = {
  news: 'Story',
  events: 'Description',
  programs: 'Overview',
  faculties: 'Overview',
  lecturers: 'Biography',
  jobs: 'Job summary',
  employees: 'Description',
};

const BODY_HINT = 'Plain text: a blank line starts a new paragraph. No Markdown formatting (bold, links, headings); pages show the text as written.';

function labelOf(name: string): string {
  const help = FIELD_HELP[name]?.label;
  if (help !== undefined) return help;
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  description?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** A string schema's pattern as a Decap validation: the expression and the message shown. */
function patternOf(schema: JsonSchema): [string, string] | undefined {
  if (schema.pattern === undefined) return undefined;
  return [schema.pattern, `Must be ${schema.description ?? `text matching ${schema.pattern}`}.`];
}

/** Multi-line text: the schemas' `Text` (long) rather than `Line` (≤ 300 characters). */
const isLongText = (schema: JsonSchema): boolean => schema.type === 'string' && (schema.maxLength ?? 0) > 300;

/** Where uploads of an entity's photos and files go, and the path the data names them by. */
function mediaOf(entity: EntityName, kind: 'image' | 'file'): {media_folder: string; public_folder: string} {
  const folder = kind === 'image' ? `img/${entity}` : entity === 'inspires' ? 'files/inspire' : `files/${entity}`;
  return {media_folder: `/static/${folder}`, public_folder: `/${folder}`};
}

/** The Decap field for one record or text field of an entity, from its schema. */
function fieldFor(entity: EntityName, name: string, schema: JsonSchema, options: {required: boolean; translatable: boolean}): CmsField {
  const base: CmsField = {name, label: labelOf(name), widget: 'string'};
  const hint = FIELD_HELP[name]?.hint;
  if (hint !== undefined) base.hint = hint;
  if (!options.required) base.required = false;
  base.i18n = options.translatable ? true : 'none';

  const literals = schema.anyOf?.every((branch) => branch.const !== undefined) ? schema.anyOf.map((branch) => String(branch.const)) : undefined;
  if (literals !== undefined) return {...base, widget: 'select', options: literals};

  const numeric =
    schema.type === 'integer' || schema.type === 'number'
      ? schema
      : schema.anyOf?.find((branch) => branch.type === 'number' || branch.type === 'integer');
  if (numeric !== undefined) {
    const field: CmsField = {...base, widget: 'number', value_type: numeric.type === 'integer' ? 'int' : 'float'};
    if (numeric.minimum !== undefined) field.min = numeric.minimum;
    if (numeric.maximum !== undefined) field.max = numeric.maximum;
    if (schema.anyOf !== undefined) field.hint = [field.hint, 'Leave empty when it does not apply.'].filter(Boolean).join(' ');
    return field;
  }

  if (schema.format === 'date') {
    return {...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true};
  }

  const isImage = schema.pattern?.startsWith('^/img/') === true;
  const isFile = schema.pattern?.startsWith('^/files/') === true;
  if (isImage || isFile) {
    return {
      ...base,
      widget: isImage ? 'image' : 'file',
      ...mediaOf(entity, isImage ? 'image' : 'file'),
      choose_url: false,
      hint: isImage ? 'A JPEG, PNG or WebP photo of any size, straight from a phone or camera; the site makes its small versions.' : 'A PDF.',
    };
  }

  if (schema.type === 'array' && schema.items?.type === 'string') {
    if (entity === 'lecturers' && name === 'programs') {
      return {
        ...base,
        widget: 'relation',
        collection: 'programs',
        value_field: 'Tag',
        search_fields: ['Tag', 'title'],
        display_fields: ['Tag', 'title'],
        multiple: true,
        min: 1,
      };
    }
    return {...base, widget: 'list', field: {name: 'item', label: labelOf(name), widget: 'string'}};
  }

  const pattern = patternOf(schema);
  const field: CmsField = {...base, widget: isLongText(schema) ? 'text' : 'string'};
  if (pattern !== undefined) {
    field.pattern = pattern;
    if (field.hint === undefined && schema.description !== undefined && /<ul>/.test(schema.description)) {
      field.hint = `HTML with only the tags <ul> <ol> <li> <p> <br>, without attributes.`;
    }
  }
  return field;
}

/**
 * The PDFs a program or faculty offers: in the English tab each entry has a
 * key, the PDF and its English name; the Dari and Pashto tabs give the same
 * keys their names (content/read-data.ts accepts a PDF there only when it is
 * the English one).
 */
function attachmentsField(entity: EntityName): CmsField {
  return {
    name: 'files',
    label: 'Files (PDF)',
    widget: 'list',
    required: false,
    i18n: true,
    summary: '{{fields.key}} · {{fields.name}}',
    hint: 'In a translation, list the same keys with the translated names only.',
    fields: [
      {
        name: 'key',
        label: 'Key',
        widget: 'string',
        i18n: true,
        pattern: ['^[A-Za-z0-9_-]{1,60}$', 'Must be a short name of letters, digits, - and _ (curriculum).'],
      },
      {name: 'file', label: 'PDF', widget: 'file', i18n: true, required: false, ...mediaOf(entity, 'file'), choose_url: false},
      {name: 'name', label: 'Link text', widget: 'string', i18n: true},
    ],
  };
}

/**
 * The key field (id, Tag, key) as the `item-key` widget: an id is offered
 * when an item is created, and a key another item has is refused.
 */
function keyFieldOf(field: CmsField): CmsField {
  const {widget, value_type: valueType, ...rest} = field;
  // The widget's own checks replace the number widget's range.
  delete rest.min;
  delete rest.max;
  return {...rest, widget: 'item-key', ...(widget === 'number' && valueType === 'int' ? {value_type: 'int'} : {})};
}

/** "View Live": the item's page on the site (Decap fills in `{{fields.…}}`). */
function previewPathOf(page: (typeof COLLECTIONS)[EntityName]['page']): string {
  if ('path' in page) return page.path.replace(/^\//, '');
  // A detail route's address with the id as Decap's template.
  const sample = 424242;
  return detailPath(page.detail, sample).replace(/^\//, '').replace(String(sample), '{{fields.id}}');
}

/** The collection of one entity folder. */
export function entityCollection(entity: EntityName): Record<string, unknown> {
  const spec = ENTITIES[entity];
  const records = spec.records as TSchema as JsonSchema;
  const text = spec.text.full as TSchema as JsonSchema;
  const body = 'body' in spec ? spec.body : undefined;
  const look = COLLECTIONS[entity];
  const recordRequired = new Set(records.required ?? []);
  const textRequired = new Set(text.required ?? []);
  const fields: CmsField[] = [];
  const keyField = spec.key;

  // The key first, then the text an editor writes, then the rest of the record.
  const recordNames = Object.keys(records.properties ?? {});
  const ordered = [keyField, ...Object.keys(text.properties ?? {}), ...recordNames.filter((name) => name !== keyField)];
  for (const name of ordered) {
    if (name === body) continue;
    if (name === 'files' && (entity === 'programs' || entity === 'faculties')) {
      if (!fields.some((field) => field.name === 'files')) fields.push(attachmentsField(entity));
      continue;
    }
    const inRecord = records.properties?.[name];
    const schema = inRecord ?? text.properties?.[name];
    if (schema === undefined) continue;
    const field = fieldFor(entity, name, schema, {
      required: inRecord !== undefined ? recordRequired.has(name) : textRequired.has(name),
      translatable: inRecord === undefined,
    });
    fields.push(name === keyField ? keyFieldOf(field) : field);
  }
  if (body !== undefined) {
    fields.push({
      name: 'body',
      label: BODY_LABEL[entity] ?? labelOf(body),
      widget: 'text',
      hint: BODY_HINT,
      i18n: true,
      required: textRequired.has(body),
    });
  }

  return {
    name: entity,
    label: look.label,
    label_singular: look.singular,
    description: look.description,
    folder: `data/${entity}`,
    extension: 'md',
    format: `data-${entity}`,
    create: true,
    i18n: true,
    // The editor names a new item's files when it is saved (./naming.ts, ./editor/item-key.tsx).
    slug: `{{fields.${FILE_NAME_KEY}}}`,
    identifier_field: look.identifier,
    summary: look.summary,
    sortable_fields: [
      ...(look.newest === undefined ? [] : [{field: look.newest, label: labelOf(look.newest), default_sort: 'desc'}]),
      ...[keyField, look.identifier].filter((name) => name !== look.newest),
    ],
    preview_path: previewPathOf(look.page),
    editor: {preview: true},
    fields,
  };
}

/** MDX files under a folder, relative to it, sorted; `_category_.json` and other data stay out. */
function mdxFiles(folder: string): string[] {
  try {
    return (readdirSync(folder, {recursive: true, encoding: 'utf8'}) as string[])
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The front matter of an MDX file, or {} when it has none. */
function frontMatterOf(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (match === null) return {};
  const value: unknown = parseDocument(match[1]).toJS();
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The front-matter fields a page offers, in the order Docusaurus documents them. */
const PAGE_FIELDS: Record<string, CmsField> = {
  title: {name: 'title', label: 'Title', widget: 'string'},
  description: {
    name: 'description',
    label: 'Description',
    widget: 'string',
    required: false,
    hint: 'One or two sentences: the snippet search engines show.',
  },
  sidebar_label: {name: 'sidebar_label', label: 'Menu label', widget: 'string', required: false},
  sidebar_position: {name: 'sidebar_position', label: 'Position in the menu', widget: 'number', value_type: 'int', required: false},
  slug: {name: 'slug', label: 'Address', widget: 'string', required: false, hint: 'Leave as it is: links to this page use it.'},
  hide_table_of_contents: {name: 'hide_table_of_contents', label: 'Hide the table of contents', widget: 'boolean', required: false},
};

const PAGE_BODY: CmsField = {
  name: 'body',
  label: 'Page',
  widget: 'text',
  hint: "Markdown with the page blocks (<Hero>, <CardGrid>…): keep the import lines at the top, the tags and everything inside {…} as they are; see the editors' section of the README.",
};

/** A page's address on the site (without the language prefix): its file's path, or its front matter's slug. */
function pageAddress(relative: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.slug === 'string' && frontMatter.slug.startsWith('/')) return frontMatter.slug;
  return `/${relative.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`;
}

/**
 * One of the three page collections: an entry per English page, in English
 * or in the translation's file (which a translator creates by saving it).
 */
function pagesCollection(rootDir: string, locale: (typeof LOCALES)[number]): Record<string, unknown> {
  const englishDir = path.join(rootDir, 'docs');
  const dir = locale === DEFAULT_LOCALE ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  const label = locale === DEFAULT_LOCALE ? 'Pages (English)' : `Pages in ${LANGUAGE_NAMES[locale]}`;
  const files = mdxFiles(englishDir).map((relative) => {
    const file = path.join(rootDir, dir, relative);
    const own = existsSync(file) ? frontMatterOf(file) : {};
    const english = locale === DEFAULT_LOCALE ? own : frontMatterOf(path.join(englishDir, relative));
    // The fields this page has: an entry never gains or loses front matter keys it does not show.
    const keys = Object.keys(PAGE_FIELDS).filter((key) => key in own || (key in english && key !== 'slug' && key !== 'sidebar_position'));
    const title = typeof english.title === 'string' ? english.title : relative;
    const address = `${localePrefix(locale)}${pageAddress(relative, english)}`;
    return {
      name: relative.replace(/\.mdx$/, '').replace(/[^A-Za-z0-9_-]/g, '_'),
      label: `${title} (${relative.replace(/\.mdx$/, '')})`,
      file: `${dir}/${relative}`,
      preview_path: address.replace(/^\//, ''),
      fields: [...keys.map((key) => PAGE_FIELDS[key]), PAGE_BODY],
    };
  });
  return {
    name: `pages_${locale}`,
    label,
    description:
      locale === DEFAULT_LOCALE
        ? 'The text pages of the site (MDX under docs/). A page is translated in "Pages in Dari" and "Pages in Pashto".'
        : `The ${LANGUAGE_NAMES[locale]} translation of every page, at the same path as the English one. A page not translated yet opens with its English text: write the ${LANGUAGE_NAMES[locale]} over it (keep the import lines, the tags and everything inside {…}) and save to create it.`,
    // ./page-format.ts: front matter as the pages write it; a missing translation reads as empty.
    format: 'page',
    extension: 'mdx',
    editor: {preview: true},
    files,
  };
}

/** The whole configuration, as an object (config.yml is its YAML). */
export function cmsConfig(options: CmsConfigOptions): Record<string, unknown> {
  const backend: Record<string, unknown> = {
    name: 'github',
    repo: options.repository.name,
    branch: options.repository.branch,
    squash_merges: true,
    commit_messages: {
      create: 'Create {{collection}} “{{slug}}” (web editor)',
      update: 'Update {{collection}} “{{slug}}” (web editor)',
      delete: 'Delete {{collection}} “{{slug}}” (web editor)',
      uploadMedia: 'Upload “{{path}}” (web editor)',
      deleteMedia: 'Delete “{{path}}” (web editor)',
    },
  };
  if (options.authUrl !== undefined && options.authUrl !== '') backend.base_url = options.authUrl;
  return {
    backend,
    publish_mode: 'editorial_workflow',
    local_backend: {url: options.localBackendUrl ?? localBackendUrl(), allowed_hosts: ['localhost', '127.0.0.1']},
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    locale: 'en',
    // Uploads outside the fields' own folders (the page bodies' pictures).
    media_folder: 'static/img/uploads',
    public_folder: '/img/uploads',
    slug: {encoding: 'ascii', clean_accents: true, sanitize_replacement: '-'},
    i18n: {structure: 'multiple_files', locales: [...LOCALES], default_locale: DEFAULT_LOCALE},
    collections: [...ENTITY_NAMES.map((entity) => entityCollection(entity)), ...LOCALES.map((locale) => pagesCollection(options.rootDir, locale))],
  };
}
