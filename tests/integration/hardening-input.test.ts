import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { addDays, mondayOf } from '../../domain/time/wall-time';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { expectJson } from './sessions-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

/*
 * Issue 27, items 5 and 6: text and shape of request bodies. A lone
 * surrogate, a NUL behind a deep array, a database's refusal of a text and
 * malformed JSON are the caller's 422, never a 500; a field the API does
 * not know is refused by name (REST at every level, sync per mutation),
 * never dropped while the answer says it worked.
 */

type Errors = { message: string; errors: Record<string, string[]> };
const today = () => new Date().toISOString().slice(0, 10);
const BENCH = 'barbell-bench-press';

describe.each(DB_KINDS)('request bodies are refused whole and by name on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;

  /** A body sent as written (escapes, raw bytes), not as JSON.stringify would write it. */
  const send = (path: string, method: string, token: string, body: string | Uint8Array<ArrayBuffer>) =>
    fetch(env.server.url + path, {
      method,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    });

  async function trainerWithSeries() {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const monday = mondayOf(addDays(today(), 14));
    const series = await expectJson<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', {
        token: t.token,
        body: { title: 'HIIT', client_id: a.clientId, date: monday, time: '07:00', duration_minutes: 45, recurrence: { unit: 'weeks', interval: 1, weekdays: [0], max_sessions: 4 } },
      }),
      201,
    );
    return { t, a, monday, seriesId: series.data.id };
  }

  describe('item 5: a lone surrogate in an exception is a 422 naming the field, never a 500', () => {
    for (const field of ['title', 'notes']) {
      it(`POST /api/training-session-series/{id}/exceptions with "\\ud800" in ${field}`, async () => {
        const { t, monday, seriesId } = await trainerWithSeries();
        // The escape as JSON writes it: JSON.parse gives the lone half.
        const res = await send(`/api/training-session-series/${seriesId}/exceptions`, 'POST', t.token, `{"occurrence_date":"${addDays(monday, 7)}","${field}":"a\\ud800b"}`);
        expect(await expectJson<Errors>(res, 422)).toEqual({ message: MESSAGES.invalidCharacter, errors: { [field]: [MESSAGES.invalidCharacter] } });
        const listed = await expectJson<{ data: unknown[] }>(env.server.api(`/api/training-session-exceptions?series_id=${seriesId}`, { token: t.token }), 200);
        expect(listed.data).toEqual([]);
        // A pair written as escapes (as Python writes JSON) is a character like any other.
        const pair = await send(`/api/training-session-series/${seriesId}/exceptions`, 'POST', t.token, `{"occurrence_date":"${addDays(monday, 7)}","${field}":"Run \\ud83c\\udfc3"}`);
        expect((await expectJson<{ data: { changes: Record<string, string> } }>(pair, 201)).data.changes[field]).toBe('Run \u{1f3c3}');
      });

      it(`PUT /api/training-session-exceptions/{id} with "\\udfff" in ${field}, and with the raw bytes of a surrogate`, async () => {
        const { t, monday, seriesId } = await trainerWithSeries();
        const ex = await expectJson<{ data: { id: string } }>(
          env.server.api(`/api/training-session-series/${seriesId}/exceptions`, { token: t.token, body: { occurrence_date: addDays(monday, 7), title: 'Moved', notes: 'kept' } }),
          201,
        );
        const path = `/api/training-session-exceptions/${ex.data.id}`;
        const escaped = await send(path, 'PUT', t.token, `{"${field}":"\\udfffx"}`);
        expect(await expectJson<Errors>(escaped, 422)).toEqual({ message: MESSAGES.invalidCharacter, errors: { [field]: [MESSAGES.invalidCharacter] } });
        // U+D800 written as UTF-8 would be (ED A0 80): not UTF-8, so not silently turned into U+FFFD either.
        const raw = new Uint8Array(Buffer.concat([Buffer.from(`{"${field}":"a`), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('b"}')]));
        expect(await expectJson<Errors>(send(path, 'PUT', t.token, raw), 422)).toEqual({ message: MESSAGES.invalidCharacter, errors: { [field]: [MESSAGES.invalidCharacter] } });
        const listed = await expectJson<{ data: unknown[] }>(env.server.api(`/api/training-session-exceptions?series_id=${seriesId}`, { token: t.token }), 200);
        expect(listed.data).toMatchObject([{ changes: { title: 'Moved', notes: 'kept' } }]);
      });
    }
  });

  describe('item 5: a 5,000-deep array as the first field, then a NUL, is a 422 "too deeply nested", never a stack overflow', () => {
    const deep = (field: string) => `"${field}":${'['.repeat(5000)}${']'.repeat(5000)}`;
    const cases: { method: string; path: (ids: { planId: string }) => string; rest: string; who: 'trainer' }[] = [
      { method: 'POST', path: () => '/api/feedback', rest: '"liked":"a\\u0000b"', who: 'trainer' },
      { method: 'PUT', path: ({ planId }) => `/api/trainer/meal-plans/${planId}`, rest: '"title":"a\\u0000b"', who: 'trainer' },
      { method: 'POST', path: () => '/api/subscription/confirm', rest: '"session_id":"a\\u0000b"', who: 'trainer' },
      { method: 'POST', path: () => '/api/push/subscriptions', rest: '"endpoint":"https://push.example.com/a","keys":{"p256dh":"a\\u0000b","auth":"c"}', who: 'trainer' },
      { method: 'DELETE', path: () => '/api/push/subscriptions', rest: '"endpoint":"https://push.example.com/a\\u0000b"', who: 'trainer' },
    ];
    for (const c of cases) {
      it(`${c.method} ${c.path({ planId: '{id}' })}`, async () => {
        const t = await makeTrainer(db());
        const plan = await expectJson<{ data: { id: string; title: string } }>(env.server.api('/api/trainer/meal-plans', { token: t.token, body: { title: 'Cut', days: 7 } }), 201);
        const path = c.path({ planId: plan.data.id });
        const res = await send(path, c.method, t.token, `{${deep('zzz')},${c.rest}}`);
        expect(await expectJson<Errors>(res, 422)).toEqual({ message: MESSAGES.nestedTooDeeply, errors: { zzz: [MESSAGES.nestedTooDeeply] } });
        // The same NUL without the deep array is refused by name, as before.
        const plain = await send(path, c.method, t.token, `{${c.rest}}`);
        expect(plain.status).toBe(422);
        expect(((await plain.json()) as Errors).message).toBe(MESSAGES.nulCharacter);
        const after = await expectJson<{ data: { title: string } }>(env.server.api(`/api/trainer/meal-plans/${plan.data.id}`, { token: t.token }), 200);
        expect(after.data.title).toBe('Cut');
      });
    }

    it('depth is counted outside strings only: a text full of brackets is fine, 32 levels are fine, 33 are not', async () => {
      const t = await makeTrainer(db());
      const brackets = await send('/api/feedback', 'POST', t.token, JSON.stringify({ liked: '[{'.repeat(200) }));
      expect(brackets.status).toBe(201);
      const nest = (n: number) => `${'['.repeat(n - 1)}${']'.repeat(n - 1)}`;
      // The body itself is level 1.
      const ok = await send('/api/feedback', 'POST', t.token, `{"liked":"x","other":${nest(32)}}`);
      expect(ok.status).toBe(422);
      expect(((await ok.json()) as Errors).errors.other).not.toContain(MESSAGES.nestedTooDeeply);
      const deeper = await send('/api/feedback', 'POST', t.token, `{"liked":"x","other":${nest(33)}}`);
      expect(await expectJson<Errors>(deeper, 422)).toEqual({ message: MESSAGES.nestedTooDeeply, errors: { other: [MESSAGES.nestedTooDeeply] } });
    });

    it('a sync push nested too deeply is refused whole (the app never sends one), and nothing is applied', async () => {
      const t = await makeTrainer(db());
      const id = uuidv7();
      const create = { id: 1, name: 'client.create', args: { id, fields: { name: 'Deep' } } };
      const body = `{"protocolVersion":${PROTOCOL_VERSION},"deviceId":"${uuidv7()}","mutations":[${JSON.stringify(create)},{"id":2,"name":"client.create","args":${'['.repeat(5000)}${']'.repeat(5000)}}]}`;
      expect((await send('/api/sync/push', 'POST', t.token, body)).status).toBe(422);
      expect((await env.server.api(`/api/clients/${id}`, { token: t.token })).status).toBe(404);
    });
  });

  describe('item 5: what reaches the database and is refused there is still a 422', () => {
    for (const [state, query] of [
      ['22021', sql`select ${'a\u0000b'}::text as t`],
      ['22P05', sql`select ${'"\\u0000"'}::jsonb as j`],
    ] as const) {
      it(`SQLSTATE ${state} from the database is a 422, not a 500`, async () => {
        const real = await db()
          .execute(query)
          .then(() => null, (e: unknown) => e);
        expect(real, 'the database refuses the text').not.toBeNull();
        const t = await makeTrainer(db());
        // A write that failed that way (the checks before it having missed the text).
        const spy = vi.spyOn(env.server.ctx.db, 'transaction').mockRejectedValueOnce(real);
        try {
          const res = await env.server.api('/api/clients', { token: t.token, body: { name: 'Ada' } });
          expect(spy).toHaveBeenCalled();
          expect(await expectJson<Errors>(res, 422)).toEqual({ message: MESSAGES.invalidCharacter, errors: { _: [MESSAGES.invalidCharacter] } });
        } finally {
          spy.mockRestore();
        }
      });
    }
  });

  it('item 5: a body that is not JSON is a translated 422, never a 500', async () => {
    const t = await makeTrainer(db());
    for (const [path, method] of [
      ['/api/clients', 'POST'],
      ['/api/feedback', 'POST'],
      ['/api/sync/push', 'POST'],
      ['/api/push/subscriptions', 'DELETE'],
    ] as const) {
      for (const text of ['{"name": ', '{"name": "a" "b"}', "{'name': 1}"]) {
        expect(await expectJson<Errors>(send(path, method, t.token, text), 422), `${method} ${path} ${text}`).toEqual({
          message: MESSAGES.malformedJson,
          errors: { _: [MESSAGES.malformedJson] },
        });
      }
    }
  });

  describe('item 6: fields the API does not know are refused by name', () => {
    async function trainerWithSession() {
      const t = await makeTrainer(db());
      const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
      const session = await expectJson<{ data: { id: string } }>(
        env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Strength', client_id: a.clientId, date: addDays(today(), 1), time: '18:00', duration_minutes: 60 } }),
        201,
      );
      return { t, a, sessionId: session.data.id };
    }
    type Log = { data: { sets: { weight_kg: number | null; reps: number | null }[] } };

    it('POST /api/exercise-logs with sets [{ reps: 5, weight: 100 }] (the REST name) stores the weight', async () => {
      const { t, a, sessionId } = await trainerWithSession();
      const created = await expectJson<Log>(env.server.api('/api/exercise-logs', { token: t.token, body: { session_id: sessionId, exercise_id: BENCH, sets: [{ reps: 5, weight: 100 }] } }), 201);
      expect(created.data.sets).toMatchObject([{ reps: 5, weight_kg: 100 }]);
      const stats = await expectJson<{ data: { best_e1rm: number | null } }>(env.server.api(`/api/exercise-logs/stats?exercise_id=${BENCH}&client_id=${a.clientId}`, { token: t.token }), 200);
      expect(stats.data.best_e1rm).toBeCloseTo(100 * (1 + 5 / 30));
      // Both words at once must agree.
      const both = await env.server.api('/api/exercise-logs', { token: t.token, body: { session_id: sessionId, exercise_id: BENCH, sets: [{ reps: 5, weight: 100, weight_kg: 90 }] } });
      expect((await expectJson<Errors>(both, 422)).errors['sets.0.weight']).toEqual([MESSAGES.validationFailed]);
    });

    it('an unknown field in a set (nested) and at the top level of the log is a 422 naming each, and nothing is logged', async () => {
      const { t, a, sessionId } = await trainerWithSession();
      const res = await env.server.api('/api/exercise-logs', {
        token: t.token,
        body: { session_id: sessionId, exercise_id: BENCH, note: 'typo', sets: [{ reps: 5, weight_kg: 100 }, { reps: 5, weigth_kg: 100 }] },
      });
      expect(await expectJson<Errors>(res, 422)).toEqual({ message: MESSAGES.unknownField, errors: { note: [MESSAGES.unknownField], 'sets.1.weigth_kg': [MESSAGES.unknownField] } });
      const logs = await expectJson<{ data: unknown[] }>(env.server.api(`/api/exercise-logs?exercise_id=${BENCH}&client_id=${a.clientId}`, { token: t.token }), 200);
      expect(logs.data).toEqual([]);
    });

    it('on other routes too: a client, a series’ recurrence, a client plan’s block and set targets', async () => {
      const t = await makeTrainer(db());
      const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
      const before = await expectJson<unknown>(env.server.api('/api/clients', { token: t.token }), 200);
      const client = await env.server.api('/api/clients', { token: t.token, body: { name: 'Ada', nmae: 'Ada' } });
      expect(await expectJson<Errors>(client, 422)).toEqual({ message: MESSAGES.unknownField, errors: { nmae: [MESSAGES.unknownField] } });
      expect(await expectJson<unknown>(env.server.api('/api/clients', { token: t.token }), 200)).toEqual(before);

      const series = await env.server.api('/api/training-session-series', {
        token: t.token,
        body: { title: 'HIIT', client_id: a.clientId, date: addDays(today(), 3), time: '07:00', duration_minutes: 45, recurrence: { unit: 'weeks', interval: 1, weekdays: [0], max_sessions: 4, until: '2030-01-01' } },
      });
      expect((await expectJson<Errors>(series, 422)).errors).toEqual({ 'recurrence.until': [MESSAGES.unknownField] });

      const block = { type: 'exercise', exercises: [{ exercise_id: BENCH, sets: 1, set_targets: [{ reps: 5 }] }] };
      const plans = `/api/clients/${a.clientId}/plans`;
      const label = await env.server.api(plans, { token: t.token, body: { title: 'Push', blocks: [block, { ...block, label: 'B' }] } });
      expect((await expectJson<Errors>(label, 422)).errors).toEqual({ 'blocks.1.label': [MESSAGES.unknownField] });
      const load = await env.server.api(plans, { token: t.token, body: { title: 'Push', blocks: [{ type: 'exercise', exercises: [{ exercise_id: BENCH, sets: 1, set_targets: [{ reps: 5, load: 80 }] }] }] } });
      expect(load.status).toBe(422);
      const errors = ((await load.json()) as Errors).errors;
      expect(Object.keys(errors).filter((k) => k.endsWith('load'))).toHaveLength(1);
      expect(await expectJson<{ data: unknown[] }>(env.server.api(plans, { token: t.token }), 200)).toMatchObject({ data: [] });
    });

    it('the OpenAPI document says additionalProperties: false for request bodies', async () => {
      const doc = (await (await env.server.api('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>> };
      const body = doc.paths['/api/exercise-logs']!.post!.requestBody!.content['application/json']!.schema as { additionalProperties?: boolean; properties: { sets: { items: { additionalProperties?: boolean } } } };
      expect(body.additionalProperties).toBe(false);
      expect(body.properties.sets.items.additionalProperties).toBe(false);
    });

    it('a sync mutation with an unknown field (top level or nested) is refused alone, naming it; the others in the batch apply', async () => {
      const t = await makeTrainer(db());
      const ids = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
      const res = await env.server.api('/api/sync/push', {
        token: t.token,
        body: {
          protocolVersion: PROTOCOL_VERSION,
          deviceId: uuidv7(),
          mutations: [
            { id: 1, name: 'client.create', args: { id: ids[0], fields: { name: 'One' } } },
            { id: 2, name: 'client.create', args: { id: ids[1], fields: { name: 'Two', weight: 80 } } },
            { id: 3, name: 'client.create', args: { id: ids[2], fields: { name: 'Three' }, trainerId: t.id } },
            { id: 4, name: 'client.create', args: { id: ids[3], fields: { name: 'Four' } } },
          ],
        },
      });
      const { results } = await expectJson<{ results: MutationResult[] }>(res, 200);
      expect(results.map((r) => r.status)).toEqual(['ok', 'error', 'error', 'ok']);
      const errorsOf = (r: MutationResult) => (r as { error?: { details?: { errors?: Record<string, string[]> } } }).error?.details?.errors;
      expect(errorsOf(results[1]!)).toEqual({ 'fields.weight': [MESSAGES.unknownField] });
      expect(errorsOf(results[2]!)).toEqual({ trainerId: [MESSAGES.unknownField] });
      const status = async (id: string) => (await env.server.api(`/api/clients/${id}`, { token: t.token })).status;
      expect([await status(ids[0]!), await status(ids[1]!), await status(ids[2]!), await status(ids[3]!)]).toEqual([200, 404, 404, 200]);
    });

    it('a sync mutation with a lone surrogate is refused alone with the field’s message', async () => {
      const t = await makeTrainer(db());
      const ids = [uuidv7(), uuidv7()];
      const body = `{"protocolVersion":${PROTOCOL_VERSION},"deviceId":"${uuidv7()}","mutations":[{"id":1,"name":"client.create","args":{"id":"${ids[0]}","fields":{"name":"Bo\\ud800"}}},{"id":2,"name":"client.create","args":{"id":"${ids[1]}","fields":{"name":"Ok"}}}]}`;
      const { results } = await expectJson<{ results: MutationResult[] }>(send('/api/sync/push', 'POST', t.token, body), 200);
      expect(results.map((r) => r.status)).toEqual(['error', 'ok']);
      expect(JSON.stringify(results[0])).toContain(MESSAGES.invalidCharacter);
    });
  });
});
