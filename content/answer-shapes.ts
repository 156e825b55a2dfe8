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

export function answerShapes(): AnswerShapes {
  const entries = Object.entries(ANSWER_SCHEMAS).map(([endpoint, schema]) => {
    // JSON drops TypeBox's symbol-keyed bookkeeping: what is left is JSON Schema.
    const json = JSON.stringify(schema);
    const version = createHash('sha256').update(json).digest('hex').slice(0, 8);
    return [endpoint, {version, shape: JSON.parse(json) as Shape}] as const;
  });
  return Object.fromEntries(entries) as AnswerShapes;
}

/** The shapes, for Jest, which maps `@answer-shapes` here as the build maps it to the written JSON. */
const shapes: AnswerShapes = answerShapes();
export default shapes;
