import shapes from '@answer-shapes';
import {ANSWER_SCHEMAS} from '@site/content/schemas/answers';
import {Value} from 'typebox/value';
import {fitsShape} from './shape';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** A value of the schema with every array holding one item, so every nested shape is present. */
function filled(schema: unknown): Json {
  const s = schema as {type?: string; items?: unknown; properties?: Record<string, unknown>; anyOf?: unknown[]};
  if (s.anyOf) return filled(s.anyOf[0]);
  if (s.type === 'array') return [filled(s.items)];
  if (s.type === 'object') return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, filled(v)]));
  return Value.Create(schema as never) as Json;
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
  it.each(Object.keys(ANSWER_SCHEMAS) as (keyof typeof ANSWER_SCHEMAS)[])('agrees with the server’s TypeBox check on %s', (endpoint) => {
    const schema = ANSWER_SCHEMAS[endpoint];
    const samples = variants(filled(schema));
    expect(Value.Check(schema, samples[0])).toBe(true);
    const disagreements = samples.filter((sample) => fitsShape(shapes[endpoint].shape, sample) !== Value.Check(schema, sample));
    expect(disagreements).toEqual([]);
  });

  it('gives every endpoint a version that follows its schema', () => {
    for (const {version} of Object.values(shapes)) expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(shapes.latestNews.version).toBe(shapes.latestEvents.version);
    expect(shapes.allNews.version).not.toBe(shapes.newsDetail.version);
  });
});
