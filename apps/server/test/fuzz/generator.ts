import { type AnyEndpoint, ENDPOINTS, type EndpointName } from '@fleetdesk/contract';
import { z } from 'zod';

/**
 * Bad requests derived from the contract: every endpoint's params, query and body schemas are turned
 * into JSON Schema, a plausible valid input is built from it, and then fields (and whole bodies) are
 * replaced by hostile values: wrong types, missing or null fields, huge strings and numbers, unknown
 * enum values, bad ids, deep JSON, malformed JSON. Deterministic for a seed, shared by the test and
 * `npm run bench:fuzz`.
 */

export interface FuzzRequest {
  endpoint: EndpointName;
  method: 'GET' | 'POST';
  /** Path and query string, without the API prefix. */
  path: string;
  /** The raw body text (possibly not JSON at all), or undefined for none. */
  body?: string;
  contentType?: string;
  /** What was done to the valid input, for the report of a failure. */
  mutation: string;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
};

type Part = 'params' | 'query' | 'body';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const HUGE_STRING = 'x'.repeat(100 * 1024);
const DEEP_NESTING = 5000;
export const deepArray = (depth = DEEP_NESTING) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const deepObject = (depth = DEEP_NESTING) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A marker replaced by raw deep JSON text after stringifying, so the body really nests 5 000 levels. */
const DEEP_MARKER = '\u0000deep\u0000';
const MISSING = Symbol('missing');

/** Values that break a field of the given type (and some that break any field). */
function badValues(schema: Schema): (Json | typeof MISSING)[] {
  const types = new Set([schema.type ?? (schema.anyOf ? 'anyOf' : 'any')].flat());
  const values: (Json | typeof MISSING)[] = [MISSING, null, {}, [], [[{}]], DEEP_MARKER];
  if (types.has('string') || schema.enum) {
    values.push(12345, true, HUGE_STRING, '', ' ', 'not_a_known_value', '\u0000', '\ud800', "' or 1=1 --");
  }
  if (types.has('integer') || types.has('number')) {
    values.push(-1, 0, 1.5, -2147483649, 2147483648, 2 ** 63, -(2 ** 63), 1e308, -1e308);
    values.push('abc', '-1', '99999999999999999999', 'NaN', 'Infinity', '1e400', '0x10', true);
  }
  if (types.has('boolean')) values.push('yes', 2, 'true ', 'null');
  if (types.has('array'))
    values.push(
      'x',
      7,
      { 0: 1 },
      Array.from({ length: 5000 }, () => 1),
      [null],
    );
  if (types.has('object')) values.push('x', 7, [1, 2], { constructor: { prototype: { admin: true } } });
  return values;
}

/** A value the schema accepts, as far as the schema says (patterns are matched for the common ones). */
export function validValue(schema: Schema): Json {
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum) return schema.enum[0] as Json;
  if (schema.anyOf) return validValue(schema.anyOf[0] as Schema);
  const type = [schema.type ?? 'string'].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => validValue(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return validString(schema);
  }
}

function validString(schema: Schema): string {
  if (schema.format === 'date-time') return '2030-01-15T15:00:00.000Z';
  if (schema.format === 'email') return 'fuzz@example.com';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-15';
  if (pattern.includes('\\d{2}:\\d{2}')) return '10:00';
  const digits = pattern.match(/^\^\\d\{(\d+)\}\$$/)?.[1];
  if (digits) return '1'.repeat(Number(digits));
  return 'fuzz'.padEnd(schema.minLength ?? 1, 'z');
}

/** Every field path of an object schema, nested objects and array items included. */
function fieldPaths(schema: Schema, prefix: string[] = []): { path: string[]; schema: Schema }[] {
  const fields: { path: string[]; schema: Schema }[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    fields.push({ path, schema: child });
    if (child.properties) fields.push(...fieldPaths(child, path));
    if (child.items?.properties) fields.push(...fieldPaths(child.items, [...path, '0']));
  }
  return fields;
}

function withValue(input: Json, path: string[], value: Json | typeof MISSING): Json {
  const copy = structuredClone(input) as Record<string, Json>;
  let target: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    // An earlier mutation replaced a parent with a scalar: the child is already gone.
    if (next === null || typeof next !== 'object') return copy;
    target = next as Record<string, Json>;
  }
  const last = path[path.length - 1] as string;
  if (value === MISSING) delete target[last];
  else target[last] = value;
  return copy;
}

const toJsonSchema = (schema: z.ZodType | undefined): Schema | undefined =>
  schema && (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema);

/** Query values are strings: arrays repeat the key, anything else is its JSON text (or itself). */
function queryString(query: Json): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, Json>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function pathOf(endpoint: AnyEndpoint, params: Json): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, Json>)[name];
    if (value === undefined) return '';
    // A lone surrogate (a mutated text path parameter) cannot be percent-encoded: sent as U+FFFD instead.
    return encodeURIComponent(
      (typeof value === 'string' ? value : JSON.stringify(value)).replace(LONE_SURROGATE, '\uFFFD'),
    );
  });
}

const bodyText = (body: Json) => JSON.stringify(body).replaceAll(JSON.stringify(DEEP_MARKER), deepObject());

/** Whole-body attacks, independent of the fields. */
const RAW_BODIES: { mutation: string; body: string; contentType?: string }[] = [
  { mutation: 'invalid JSON', body: '{"a":' },
  { mutation: 'empty JSON body', body: '' },
  { mutation: 'body null', body: 'null' },
  { mutation: 'body array', body: '[1,2,3]' },
  { mutation: 'body string', body: '"text"' },
  { mutation: 'body number', body: '1e999' },
  { mutation: 'deep array body', body: deepArray() },
  { mutation: 'deep object body', body: deepObject() },
  { mutation: 'prototype pollution', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { mutation: 'text body', body: 'hello', contentType: 'text/plain' },
  { mutation: 'form body', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { mutation: 'bad charset', body: '{}', contentType: 'application/json; charset=ebcdic' },
];

/** Path parameter values that are not ids, in URL form. */
const RAW_PARAMS = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '%E0%A4%A', 'null', '1;drop'];

interface FieldMutation {
  part: Part;
  path: string[];
  value: Json | typeof MISSING;
}

/** The fields of one endpoint, its valid input, and how to turn mutations of it into requests. */
function endpointFuzzer(name: EndpointName, endpoint: AnyEndpoint) {
  const sendsBody = endpoint.method === 'POST';
  const schemas: Record<Part, Schema | undefined> = {
    params: toJsonSchema(endpoint.params),
    query: toJsonSchema(endpoint.query),
    body: sendsBody ? toJsonSchema(endpoint.body) : undefined,
  };
  const valid: Record<Part, Json> = {
    params: schemas.params ? validValue(schemas.params) : {},
    query: schemas.query ? validValue(schemas.query) : {},
    body: schemas.body ? validValue(schemas.body) : {},
  };
  const mutations: FieldMutation[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    for (const field of fieldPaths(schemas[part] ?? {})) {
      for (const value of badValues(field.schema)) {
        // Deep JSON only fits a JSON body; in a URL it is just a long string.
        if (value !== DEEP_MARKER || part === 'body') mutations.push({ part, path: field.path, value });
      }
    }
  }
  const label = (m: FieldMutation) =>
    `${m.part}.${m.path.join('.')} = ${m.value === MISSING ? 'missing' : JSON.stringify(m.value).slice(0, 40)}`;

  const request = (applied: FieldMutation[], raw: Partial<FuzzRequest> = {}): FuzzRequest => {
    const inputs = { ...valid };
    for (const m of applied) inputs[m.part] = withValue(inputs[m.part], m.path, m.value);
    return {
      endpoint: name,
      method: endpoint.method,
      path: `${pathOf(endpoint, inputs.params)}${queryString(inputs.query)}`,
      body: sendsBody ? bodyText(inputs.body) : undefined,
      contentType: sendsBody ? 'application/json' : undefined,
      mutation: applied.map(label).join('; '),
      ...raw,
    };
  };

  return {
    /** Each field broken each way, then the raw path parameters and raw bodies. */
    *singles(): Generator<FuzzRequest> {
      for (const m of mutations) yield request([m]);
      if (schemas.params) {
        const query = queryString(valid.query);
        for (const value of RAW_PARAMS) {
          const path = `${endpoint.path.replace(/\{\w+\}/g, value)}${query}`;
          yield request([], { path, mutation: `raw path parameter ${value}` });
        }
      }
      if (sendsBody) {
        for (const raw of RAW_BODIES) {
          yield request([], { ...raw, contentType: raw.contentType ?? 'application/json' });
        }
      }
    },
    /** Up to three different fields broken at once, chosen by `random`. */
    combined(random: () => number): FuzzRequest {
      const picks = new Map<string, FieldMutation>();
      for (let tries = 0; tries < 3; tries++) {
        const pick = mutations[Math.floor(random() * mutations.length)] as FieldMutation;
        picks.set(`${pick.part}.${pick.path.join('.')}`, pick);
      }
      return request([...picks.values()]);
    },
    hasFields: mutations.length > 0,
  };
}

/** Mulberry32: a tiny seeded generator, so a failing run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzPlan {
  /** The endpoints to leave out (e.g. one that would end the fuzzing session). */
  skip?: readonly EndpointName[];
}

/**
 * At least `count` requests grouped by endpoint: every single mutation of every endpoint once, then
 * seeded random combinations of two or three broken fields until `count` is reached. Grouping lets
 * the runner check that a batch of refused requests to one endpoint changed nothing.
 */
export function fuzzRequests(
  seed: number,
  count: number,
  plan: FuzzPlan = {},
): Map<EndpointName, FuzzRequest[]> {
  const random = seededRandom(seed);
  const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter((n) => !plan.skip?.includes(n));
  const fuzzers = names.map((name) => endpointFuzzer(name, ENDPOINTS[name]));
  const byEndpoint = new Map(names.map((name, i) => [name, [...(fuzzers[i]?.singles() ?? [])]]));
  const withFields = fuzzers.filter((f) => f.hasFields);
  let total = [...byEndpoint.values()].reduce((sum, list) => sum + list.length, 0);
  for (; total < count && withFields.length > 0; total++) {
    const request = withFields[Math.floor(random() * withFields.length)]?.combined(random) as FuzzRequest;
    byEndpoint.get(request.endpoint)?.push(request);
  }
  return byEndpoint;
}
