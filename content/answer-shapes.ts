/**
 * The answers' shapes as the browser checks them: for every endpoint, its
 * schema as plain JSON Schema and a version that changes whenever the schema
 * does. The browser's cache of answers (src/lib/api/cache.ts) keeps only
 * entries written under the current version and of the current shape, so an
 * answer cached by an older release, or written by anything else on the same
 * origin, is discarded and fetched again instead of breaking a page.
 *
 * The build writes this as JSON for the browser bundle (plugins/data-pages);
 * the browser never loads TypeBox itself.
 */
import {createHash} from 'node:crypto';
import {ANSWER_SCHEMAS} from './schemas/answers';
import type {Endpoint} from './api';

/** The subset of JSON Schema the answers' schemas use. */
export interface Shape {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, Shape>>;
  readonly required?: readonly string[];
  readonly items?: Shape;
  readonly anyOf?: readonly Shape[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
}

export interface AnswerShape {
  /** Eight hex digits of the schema's hash. */
  readonly version: string;
  readonly shape: Shape;
}

export type AnswerShapes = Readonly<Record<Endpoint, AnswerShape>>;

/** The keywords of {@link Shape}: what the browser checks. */
const SHAPE_KEYWORDS = new Set(['type', 'properties', 'required', 'items', 'anyOf', 'const', 'enum']);

/**
 * The shape of a schema: its types, properties, items and alternatives,
 * without what makes a value valid beyond its shape (patterns, lengths,
 * bounds, descriptions). The server and the data import check those; the
 * browser checks only that a cached answer has the shape the page reads.
 */
export function shapeOf(schema: unknown): Shape {
  const source = schema as Record<string, unknown>;
  const shape: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(source)) {
    if (!SHAPE_KEYWORDS.has(keyword)) continue;
    if (keyword === 'properties') {
      shape.properties = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, property]) => [name, shapeOf(property)]));
    } else if (keyword === 'items') {
      shape.items = shapeOf(value);
    } else if (keyword === 'anyOf') {
      shape.anyOf = (value as unknown[]).map(shapeOf);
    } else {
      shape[keyword] = value;
    }
  }
  return shape as Shape;
}

export function answerShapes(): AnswerShapes {
  const entries = Object.entries(ANSWER_SCHEMAS).map(([endpoint, schema]) => {
    // JSON drops TypeBox's symbol-keyed bookkeeping: what is left is JSON Schema.
    const shape = shapeOf(JSON.parse(JSON.stringify(schema)));
    const version = createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 8);
    return [endpoint, {version, shape}] as const;
  });
  return Object.fromEntries(entries) as AnswerShapes;
}

/** The shapes, for Jest, which maps `@answer-shapes` here as the build maps it to the written JSON. */
const shapes: AnswerShapes = answerShapes();
export default shapes;
