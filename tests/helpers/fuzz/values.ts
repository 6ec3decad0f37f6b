import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';

/**
 * JSON schemas (OpenAPI 3.1 / zod's toJSONSchema) turned into a plausible
 * request body, and the bad values the fuzz test puts into one.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

/** JSON text put into a body as it is: numbers JSON.stringify cannot write (-0, 1e400) and nesting too deep to build as a value. */
export class Raw {
  constructor(
    readonly text: string,
    readonly label = text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text,
  ) {}
}

/** A body as JSON text, Raw parts as they are (iteratively deep values are Raw, so recursion here stays shallow). */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The body shortened for a report. */
export function describe(value: unknown, max = 300): string {
  const text = JSON.stringify(value, (_k, v: unknown) => (v instanceof Raw ? `<raw ${v.label}>` : typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length} chars)` : v));
  return text === undefined ? 'undefined' : text.length > max ? `${text.slice(0, max)}…` : text;
}

const deepArray = (depth: number) => new Raw('['.repeat(depth) + ']'.repeat(depth), `<${depth}-deep array>`);
const deepObject = (depth: number) => new Raw('{"a":'.repeat(depth) + '1' + '}'.repeat(depth), `<${depth}-deep object>`);
/** About 400 KB: well within the 5 MB body limit, large for any list the API takes. */
const hugeArray = new Raw(`[${Array.from({ length: 200_000 }, () => '1').join(',')}]`, '<array of 200000 numbers>');
const hugeObjectArray = new Raw(`[${Array.from({ length: 20_000 }, () => '{"a":"x"}').join(',')}]`, '<array of 20000 objects>');

/** Values that broke this server or servers like it: each is a likely cause of NaN, an endless loop, a 500 or a half-done write. */
export const CORE_BAD = [
  'x',
  '',
  '2026-13-45',
  '\ud800',
  'a\udc00b',
  'x\u0000y',
  1e308,
  new Raw('-0', '-0'),
  null,
  deepArray(100),
  deepArray(5000),
] as const;

const EXTRA_BAD: unknown[] = [
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '25:61',
  '24:00',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  ' ',
  'Europe/Nowhere',
  'T',
  '../../etc/passwd',
  '\u202e\u0301',
  '😀'.repeat(300),
  'y'.repeat(100_000),
  0,
  -1,
  1.5,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 1,
  new Raw('1e400', '1e400'),
  new Raw('-1e400', '-1e400'),
  true,
  false,
  [],
  {},
  [null],
  ['\ud800'],
  { '': 1 },
  deepObject(100),
  deepObject(5000),
  hugeArray,
  hugeObjectArray,
];

/** A bad value: mostly the core ones, often another known one, sometimes anything fast-check makes up. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...CORE_BAD) },
  { weight: 3, arbitrary: fc.constantFrom(...EXTRA_BAD) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys no schema has: the word the specification uses, prototype names, a NUL and a lone surrogate in a key. */
export const UNKNOWN_KEYS = ['fuzzUnknownField', 'weight', '__proto__', 'constructor', 'x\u0000y', '\ud800'] as const;

/** Where an id in a body points: the caller's rows by the field's name, a new id otherwise. */
export type IdsByKind = Record<string, string[]>;
const ID_FIELDS: Record<string, string> = {
  clientId: 'clientWithUser',
  clientIds: 'clientWithUser',
  sessionId: 'sessions',
  exerciseId: 'exercises',
  planId: 'training-plans',
  templateId: 'training-plans',
  blockId: 'plan-blocks',
  blockExerciseId: 'block-exercises',
  exerciseLogId: 'exercise-logs',
  mealId: 'meals',
  mealPlanId: 'meal-plans',
  seriesId: 'series',
  exceptionId: 'exceptions',
  paymentId: 'payments',
  ingredientId: 'ingredients',
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export interface Resolver {
  resolve(s: JsonSchema): JsonSchema;
}

/** Follows $ref and picks an option of anyOf/oneOf (the first that is not null). */
export function resolver(root: unknown): Resolver {
  const resolve = (s: JsonSchema): JsonSchema => {
    let at: JsonSchema = s;
    for (let i = 0; at.$ref && i < 20; i++) {
      at = at.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[decodeURIComponent(k)], root) as JsonSchema;
    }
    const options = at.anyOf ?? at.oneOf;
    if (options) return resolve(options.find((o) => o.type !== 'null') ?? options[0]!);
    return at;
  };
  return { resolve };
}

const camel = (k: string) => k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * Good values by field, learnt from the mutations' exact schemas (their enums,
 * bounds and defaults): a REST body's schema in the document may say only
 * "string" where the command takes 'in_person' or a recurrence unit, and a
 * body refused for that never reaches the checks behind it.
 */
export type Learnt = Map<string, unknown>;
export function vocabularyOf(schemas: JsonSchema[], r: Resolver, ids: IdsByKind, good: Record<string, unknown> = {}): Learnt {
  const words: Learnt = new Map();
  for (const schema of schemas) {
    const sample = sampleOf(schema, r, ids, '', { learnt: new Map(), good });
    for (const p of placesIn(sample)) {
      const named = p.filter((k): k is string => typeof k === 'string').map(camel);
      if (!named.length || typeof p[p.length - 1] === 'number') continue;
      const v = valueAt(sample, p);
      for (const word of [named.join('.'), named[named.length - 1]!]) if (!words.has(word)) words.set(word, v);
    }
  }
  return words;
}

/**
 * What a sample takes its values from besides the schema: values learnt from
 * the mutations' schemas (for a field the schema leaves vague), and values
 * known to be good whatever the schema says, by field path or name (one that
 * only the seeded rows make good, like a date a series has a session on, or
 * one whose parts depend on each other, like a recurrence).
 */
export interface Vocabulary {
  learnt: Learnt;
  good: Record<string, unknown>;
}

/** A good value in the schema's own spelling of its keys (a REST body's snake_case for a mutation's camelCase). */
function spelledAs(s: JsonSchema, value: unknown): unknown {
  if (!s.properties || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const given = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(s.properties).filter((k) => given[camel(k)] !== undefined).map((k) => [k, given[camel(k)]]));
}

/** A plausible value for a schema: well-formed enough that a single bad part reaches the handler's checks. */
export function sampleOf(schema: JsonSchema, r: Resolver, ids: IdsByKind, key = '', words?: Vocabulary, at: string[] = []): unknown {
  const s = r.resolve(schema);
  if (words && key) {
    const path = [...at, key].map(camel).join('.');
    const good = path in words.good ? words.good[path] : words.good[camel(key)];
    if (good !== undefined) return spelledAs(s, good);
  }
  const vague = !s.enum && s.const === undefined && !s.format && !s.properties && !s.items && !s.allOf && s.additionalProperties === undefined;
  if (words && vague && key) {
    const known = words.learnt.get([...at, key].map(camel).join('.')) ?? words.learnt.get(camel(key));
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    const fits = known !== undefined && (!type || (type === 'integer' ? typeof known === 'number' : type === 'array' ? Array.isArray(known) : typeof known === type));
    if (fits) return known;
  }
  // A nullable field's default sits beside its anyOf, which resolve() steps into: null is what the schema takes when nothing is sent.
  if (schema.default !== undefined) return schema.default;
  const inner = key ? [...at, key] : at;
  if (s.allOf) return Object.assign({}, ...s.allOf.map((p) => sampleOf(p, r, ids, key, words, at) as object));
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  const kind = ID_FIELDS[camel(key)];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sampleOf(v, r, ids, k, words, inner);
      // A map by client (planByClient) has an entry for each client the body names.
      if (!s.properties && /ByClient$/.test(camel(key)) && ids.clientWithUser?.[0]) out[ids.clientWithUser[0]] = null;
      return out;
    }
    case 'array': {
      if (kind) return [ids[kind]?.[0] ?? uuidv7()];
      if (s.prefixItems) return s.prefixItems.map((p) => sampleOf(p, r, ids, '', words, inner));
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => sampleOf(s.items ?? {}, r, ids, '', words, inner));
    }
    case 'integer':
    case 'number': {
      // A body weight has a floor (domain/weight-logs): 1 kg is refused before anything behind it runs.
      if (/^weight(Kg)?$/.test(camel(key))) return 70;
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(1, min), s.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid') return kind ? (ids[kind]?.[0] ?? uuidv7()) : uuidv7();
      // An exercise id is a plain string (a built-in exercise's is a name): the seeded row's, not a made-up one.
      if (kind) return ids[kind]?.[0] ?? uuidv7();
      if (s.format === 'email' || /email/i.test(key)) return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date' || /date/i.test(key) || /On$/.test(key) || s.pattern?.includes('\\d{4}-')) return day(10);
      if (/time$/i.test(key) && !/zone/i.test(key)) return '18:00';
      if (/zone/i.test(key)) return 'Europe/Bratislava';
      if (/video/i.test(key)) return 'https://youtu.be/dQw4w9WgXcQ';
      if (/url|endpoint/i.test(key)) return 'https://push.example.com/fuzz';
      if (/password/i.test(key)) return 'password123';
      if (/currency/i.test(key)) return 'EUR';
      return 'x'.repeat(Math.min(Math.max(8, s.minLength ?? 0), s.maxLength ?? 8));
    default:
      return 'x';
  }
}

export type Path = (string | number)[];

/** Every place in a value, objects and arrays included, for one bad part at a time. */
export function placesIn(value: unknown, at: Path = []): Path[] {
  const here = at.length ? [at] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => placesIn(v, [...at, i]))];
  if (value && typeof value === 'object' && !(value instanceof Raw)) return [...here, ...Object.entries(value).flatMap(([k, v]) => placesIn(v, [...at, k]))];
  return here;
}

/** Objects of the body whose schema lists its properties (no map of free keys): an unknown key there must be refused. */
export function closedObjectsIn(schema: JsonSchema, value: unknown, r: Resolver, at: Path = []): Path[] {
  const s = r.resolve(schema);
  if (s.allOf) return s.allOf.flatMap((p) => closedObjectsIn(p, value, r, at));
  if (Array.isArray(value) && s.items) return value.flatMap((v, i) => closedObjectsIn(s.items!, v, r, [...at, i]));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const free = s.additionalProperties !== undefined && s.additionalProperties !== false;
  const here = s.properties && !free ? [at] : [];
  return [...here, ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => closedObjectsIn(v, (value as Record<string, unknown>)[k], r, [...at, k]))];
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);
}

/** A copy of `value` with `change` applied to the part at `path` (undefined removes it). */
export function changeAt(value: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = changeAt(copy[head as number], rest, change);
    return copy;
  }
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const next = changeAt(obj[head as string], rest, change);
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (k !== head || next !== undefined) copy[k] = k === head ? next : v;
  if (!(head as string in copy) && next !== undefined) copy[head as string] = next;
  return copy;
}

/** One way of spoiling a body; `pick` chooses the place among those there are. */
export type Spoil =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'unknownKey'; pick: number; key: string; value: unknown }
  | { kind: 'firstField'; value: unknown }
  | { kind: 'whole'; value: unknown };

export const spoil: fc.Arbitrary<Spoil> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: badValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unknownKey' as const), pick: fc.nat(), key: fc.constantFrom(...UNKNOWN_KEYS), value: badValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('firstField' as const), value: fc.constantFrom<unknown>(deepArray(5000), deepObject(5000), deepArray(100)) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: badValue }) },
);

/** The body with the spoils applied, one after another. */
export function applySpoils(body: unknown, spoils: Spoil[]): unknown {
  let out = body;
  for (const s of spoils) {
    const places = placesIn(out);
    const objects = [[] as Path, ...places.filter((p) => { const v = valueAt(out, p); return v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Raw); })].filter(
      (p) => p.length > 0 || (out && typeof out === 'object' && !Array.isArray(out) && !(out instanceof Raw)),
    );
    switch (s.kind) {
      case 'replace':
        if (places.length) out = changeAt(out, places[s.pick % places.length]!, () => s.value);
        else out = s.value;
        break;
      case 'drop':
        if (places.length) out = changeAt(out, places[s.pick % places.length]!, () => undefined);
        break;
      case 'unknownKey':
        if (objects.length) out = changeAt(out, objects[s.pick % objects.length]!, (o) => ({ ...(o as object), [s.key]: s.value }));
        break;
      case 'firstField':
        // The NUL check walked a body depth first: a deep first field overflowed its stack before it reached a NUL
        // further on, and the NUL went on to the database (issue 27, item 5).
        if (out && typeof out === 'object' && !Array.isArray(out) && !(out instanceof Raw) && Object.keys(out).length) {
          const first = Object.keys(out)[0]!;
          out = changeAt(out, [first], () => s.value);
          for (const p of placesIn(out).filter((p) => p[0] !== first && typeof valueAt(out, p) === 'string')) out = changeAt(out, p, () => 'x\u0000y');
        } else out = s.value;
        break;
      case 'whole':
        out = s.value;
        break;
    }
  }
  return out;
}
