import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import {
  endpoints,
  sample,
  stringPaths,
  urlOf,
  withValueAt,
  type Endpoint,
  type OpenApiDoc,
} from '../helpers/openapi-walk';
import type { TestServer } from '../helpers/server';
import { useServerWithMail } from '../helpers/server-with-mail';

interface Case {
  name: string;
  url: string;
  body?: string;
  contentType?: string;
  /** The status the case must get; any non-5xx when absent. */
  expect?: number;
  /** The field the 422 must name. */
  field?: string;
}

const NUL = 'x\u0000y';

/** Every way of getting one thing wrong in a request to the endpoint, one at a time. */
function casesFor(e: Endpoint): Case[] {
  const params = e.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const query = params.filter((p) => p.in === 'query').map((p) => p.name);
  const schema = e.op.requestBody?.content['application/json']?.schema;
  const valid = schema ? sample(schema) : undefined;
  // An id, or a date where the path asks for a date (a habit's day).
  const pathValue = (name: string) => {
    const declared = params.find((p) => p.in === 'path' && p.name === name)?.schema;
    return declared?.format === 'date' ? String(sample(declared)) : randomUUID();
  };
  const validUrl = urlOf(e, pathValue);
  const json = (v: unknown) => (v === undefined ? undefined : JSON.stringify(v));
  const cases: Case[] = [];

  for (const name of pathParams) {
    const url = urlOf(e, (n) => (n === name ? '%00' : pathValue(n)));
    cases.push({ name: `path ${name} with %00`, url, body: json(valid), expect: 422, field: name });
  }
  for (const name of query) {
    cases.push({ name: `query ${name} with %00`, url: urlOf(e, () => randomUUID(), { [name]: '%00' }), body: json(valid), expect: 422, field: name });
  }
  if (schema) {
    for (const at of stringPaths(valid)) {
      const field = at.join('.');
      // Sync push answers per mutation (tests/integration/sync-protocol); elsewhere the whole request is refused.
      const perItem = e.path === '/api/sync/push';
      cases.push({ name: `body ${field} with U+0000`, url: validUrl, body: json(withValueAt(valid, at, NUL)), ...(perItem ? {} : { expect: 422, field }) });
      cases.push({ name: `body ${field} as a number`, url: validUrl, body: json(withValueAt(valid, at, 12)) });
      cases.push({ name: `body ${field} very long`, url: validUrl, body: json(withValueAt(valid, at, 'y'.repeat(100_000))) });
    }
    cases.push({ name: 'malformed JSON', url: validUrl, body: '{"a": ', expect: 422 });
    cases.push({ name: 'JSON null', url: validUrl, body: 'null', expect: 422 });
    cases.push({ name: 'JSON array', url: validUrl, body: '[]', expect: 422 });
    cases.push({ name: 'text/plain', url: validUrl, body: json(valid), contentType: 'text/plain', expect: 415 });
  }
  return cases;
}

describe.each(DB_KINDS)('every route in /api/openapi.json, given bad input, on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let doc: OpenApiDoc;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = env.server;
    doc = (await (await server.api('/api/openapi.json')).json()) as OpenApiDoc;
    const trainer = await createUser(server, { role: 'trainer' });
    const client = await createUser(server, { role: 'client' });
    await createClientRecord(server, trainer.id, client.id);
    tokens.trainer = await signIn(server, trainer.email, trainer.password);
    tokens.client = await signIn(server, client.email, client.password);
    const admin = await createUser(server, { role: 'admin' });
    tokens.admin = await signIn(server, admin.email, admin.password);
  });

  const tokenFor = (access: string) => (access === 'public' ? undefined : access === 'admin' ? tokens.admin : access.split(', ').includes('trainer') || access === 'authenticated' ? tokens.trainer : tokens.client);

  it('answers each with 4xx, never 5xx; NUL anywhere is a 422 naming the field; a wrong content type is 415', async () => {
    const all = endpoints(doc);
    expect(all.length).toBeGreaterThanOrEqual(48);
    const failures: string[] = [];
    const walk = async (e: Endpoint) => {
      const token = tokenFor(e.access);
      for (const c of casesFor(e)) {
        const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
        if (token) headers.Authorization = `Bearer ${token}`;
        if (c.body !== undefined) headers['Content-Type'] = c.contentType ?? 'application/json';
        const res = await fetch(server.url + c.url, { method: e.method.toUpperCase(), headers, body: c.body });
        const text = await res.text();
        const where = `${e.method.toUpperCase()} ${e.path}, ${c.name}: ${res.status} ${text.slice(0, 160)}`;
        if (res.status >= 500 || (c.expect && res.status !== c.expect)) failures.push(where);
        else if (c.field && !(JSON.parse(text) as { errors?: Record<string, unknown> }).errors?.[c.field]) failures.push(`${where} (no error on ${c.field})`);
      }
    };
    // A few endpoints at a time, each one's cases in order (its rate limits count them as before): one
    // request waited on the database while the core sat idle, over a thousand times.
    const queue = [...all];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let e = queue.shift(); e; e = queue.shift()) await walk(e);
      }),
    );
    expect(failures.sort()).toEqual([]);
  }, 240_000);

  it('writes nothing when a field holds a NUL: the client list is unchanged', async () => {
    const before = await (await server.api('/api/clients', { token: tokens.trainer })).json();
    const res = await server.api('/api/clients', { token: tokens.trainer, body: { name: 'Ada', notes: `a${'\u0000'}b` } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: MESSAGES.nulCharacter, errors: { notes: [MESSAGES.nulCharacter] } });
    expect(await (await server.api('/api/clients', { token: tokens.trainer })).json()).toEqual(before);
  });

  it('rejects a sync mutation with a NUL on its own, with the field message, and applies the next one', async () => {
    const mutation = (id: number, notes: string) => ({ id, name: 'client.create', args: { id: randomUUID(), fields: { name: 'Bo', notes } } });
    const res = await server.api('/api/sync/push', {
      token: tokens.trainer,
      body: { protocolVersion: PROTOCOL_VERSION, deviceId: randomUUID(), mutations: [mutation(1, NUL), mutation(2, 'fine')] },
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { status: string; error?: { message: string; details?: unknown } }[] };
    expect(results.map((r) => r.status)).toEqual(['error', 'ok']);
    expect(JSON.stringify(results[0]!.error)).toContain(MESSAGES.nulCharacter);
  });
});
