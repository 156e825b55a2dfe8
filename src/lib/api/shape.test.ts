import shapes from '@answer-shapes';
import {ANSWER_SCHEMAS} from '@site/content/schemas/answers';
import {Value} from 'typebox/value';
import type {Shape} from '@site/content/answer-shapes';
import {fitsShape} from './shape';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** A value of the shape with every array holding one item, so every nested shape is present. */
function filled(shape: Shape): Json {
  if (shape.anyOf) return filled(shape.anyOf[0]);
  if ('const' in shape) return shape.const as Json;
  if (shape.enum) return shape.enum[0] as Json;
  switch (shape.type) {
    case 'array':
      return [filled(shape.items ?? {})];
    case 'object':
      return Object.fromEntries(Object.entries(shape.properties ?? {}).map(([k, v]) => [k, filled(v)]));
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The value itself and every value with one part removed or replaced by something of another type. */
function variants(value: Json): Json[] {
  const out: Json[] = [value, null, 'text', 1.5, 2, [], {}];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      for (const v of variants(item)) out.push(value.map((x, j) => (i === j ? v : x)));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      const {[key]: _dropped, ...rest} = value;
      out.push(rest);
      for (const v of variants(value[key])) out.push({...value, [key]: v});
    }
  }
  return out;
}

describe('the browser check of answer shapes', () => {
  // The browser checks an answer's shape only (types, properties, items,
  // alternatives); patterns and lengths are the server's and the import's.
  it.each(Object.keys(ANSWER_SCHEMAS) as (keyof typeof ANSWER_SCHEMAS)[])('agrees with TypeBox on the shape of %s', (endpoint) => {
    const {shape} = shapes[endpoint];
    const samples = variants(filled(shape));
    expect(Value.Check(shape as never, samples[0])).toBe(true);
    const disagreements = samples.filter((sample) => fitsShape(shape, sample) !== Value.Check(shape as never, sample));
    expect(disagreements).toEqual([]);
  });

  it.each(Object.keys(ANSWER_SCHEMAS) as (keyof typeof ANSWER_SCHEMAS)[])('keeps every field, type and requirement of the %s answer', (endpoint) => {
    /** Every node of a schema as `path type required const`. */
    const nodes = (schema: unknown, at = ''): string[] => {
      const s = schema as {
        type?: string;
        const?: unknown;
        required?: string[];
        properties?: Record<string, unknown>;
        items?: unknown;
        anyOf?: unknown[];
      };
      const own = `${at} ${s.type ?? '-'} ${JSON.stringify(s.required ?? [])} ${JSON.stringify(s.const ?? null)}`;
      return [
        own,
        ...Object.entries(s.properties ?? {}).flatMap(([name, property]) => nodes(property, `${at}.${name}`)),
        ...(s.items ? nodes(s.items, `${at}[]`) : []),
        ...(s.anyOf ?? []).flatMap((option, i) => nodes(option, `${at}|${i}`)),
      ];
    };
    expect(nodes(shapes[endpoint].shape)).toEqual(nodes(JSON.parse(JSON.stringify(ANSWER_SCHEMAS[endpoint]))));
  });

  it('gives every endpoint a version that follows its schema', () => {
    for (const {version} of Object.values(shapes)) expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(shapes.latestNews.version).toBe(shapes.latestEvents.version);
    expect(shapes.allNews.version).not.toBe(shapes.newsDetail.version);
  });
});
