import { randomUUID } from 'node:crypto';

/** The parts of an OpenAPI 3.1 document the bad-input walk reads. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
export type Operation = {
  operationId?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

export interface Endpoint {
  method: string;
  path: string;
  op: Operation;
  /** 'public', 'authenticated' or the roles allowed, from the "Access:" line every route declares. */
  access: string;
}

export function endpoints(doc: OpenApiDoc): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const line = /Access: (.*)\.$/m.exec(op.description ?? '')?.[1] ?? 'public';
      const access = line === 'any signed-in user' ? 'authenticated' : line;
      return { method, path, op, access };
    }),
  );
}

const first = (s: Schema): Schema => {
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  return options.find((o) => o.type !== 'null') ?? options[0]!;
};

/** A plausible value for a schema: well-formed enough to reach the handler's checks. */
export function sample(schema: Schema): unknown {
  const s = first(schema);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((p) => sample(p) as object));
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => sample(s.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return `walk-${randomUUID().slice(0, 8)}@example.com`;
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return new Date().toISOString().slice(0, 10);
      return 'x'.repeat(Math.max(8, s.minLength ?? 0));
    default:
      return 'x';
  }
}

/** Paths to every string in a value, for replacing one at a time. */
export function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = withValueAt(copy[path[0]!], path.slice(1), replacement);
  return copy;
}

/** The URL of an endpoint with each path parameter set (already encoded) and the given query. */
export function urlOf(e: Endpoint, pathValue: (name: string) => string, query: Record<string, string> = {}): string {
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(name));
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}
