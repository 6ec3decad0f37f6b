import { z } from 'zod';
import { MUTATIONS } from '../../../domain/mutations/registry';
import type { Role } from './protocol';
import type { JsonSchema } from './values';

/* What the fuzz test aims at: the OpenAPI document's operations and the sync mutations, and the order it takes them in. */

type Parameter = { in: string; name: string; schema?: JsonSchema };
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** What one test fuzzes: a REST operation of the OpenAPI document, or one sync mutation sent through push. */
export interface Target {
  name: string;
  method: string;
  path: string;
  roles: (Role | null)[];
  params: Parameter[];
  body?: JsonSchema;
  /** For a sync mutation: its name (the body is the push envelope around its args). */
  mutation?: string;
  /** The mutations whose schemas give its good values: its own, or those a REST operation names in its summary ("(series.create)"). */
  mutations: string[];
}

const ROLE_OF: Record<string, Role> = { trainer: 'trainer', client: 'client', admin: 'admin' };

/** Every operation of the document, with the roles that may call it ("Access:" line of its description). */
export function restTargets(doc: { paths: Record<string, Record<string, Operation>> }): Target[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const access = /Access: (.*)\.$/m.exec(op.description ?? '')?.[1] ?? 'public';
      const roles: (Role | null)[] =
        access === 'public' ? [null, 'trainer'] : access === 'any signed-in user' ? ['trainer', 'client'] : access.split(', ').map((r) => ROLE_OF[r]!).filter(Boolean);
      const named = `${op.summary ?? ''} ${op.description ?? ''}`.match(/\b[a-z][A-Za-z]*\.[a-z][A-Za-z]*\b/g) ?? [];
      const mutations = [...new Set(named)].filter((m) => m in MUTATIONS);
      return { name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, roles, params: op.parameters ?? [], body: op.requestBody?.content['application/json']?.schema, mutations };
    }),
  );
}

let mutationSchemas: Record<string, JsonSchema> | null = null;
/** Each mutation's args as JSON schema, from its zod schema (as a device would send them). */
export function argsSchemas(): Record<string, JsonSchema> {
  mutationSchemas ??= Object.fromEntries(
    Object.entries(MUTATIONS).map(([name, def]) => [name, z.toJSONSchema((def as { args: z.ZodType }).args, { io: 'input', unrepresentable: 'any' }) as JsonSchema]),
  );
  return mutationSchemas;
}

/** Every sync mutation, its args' JSON schema from its zod schema (as a device would send them). */
export function mutationTargets(): Target[] {
  return Object.entries(argsSchemas()).map(([name, body]) => ({
    name: `push ${name}`,
    method: 'POST',
    path: '/api/sync/push',
    roles: ['trainer', 'trainer', 'client'],
    params: [],
    body,
    mutation: name,
    mutations: [name],
  }));
}

/**
 * The targets in the order they are fuzzed: those that delete last, since a
 * good body deletes the seeded row that later targets need to reach their
 * checks (a series, a client).
 */
export function inOrder(targets: Target[]): Target[] {
  const deletes = (t: Target) => t.method === 'DELETE' || /\.(delete|remove)$/.test(t.mutation ?? '');
  // A client's or an account's deletion takes the rows of the deletes after it with it (a series needs its client).
  const wide = (t: Target) => /client\.delete|\/clients\/\{\w+\}$|\/(user|account|me)\b|trainers\/\{\w+\}$/.test(t.name);
  return [...targets.filter((t) => !deletes(t)), ...targets.filter((t) => deletes(t) && !wide(t)), ...targets.filter((t) => deletes(t) && wide(t))];
}
