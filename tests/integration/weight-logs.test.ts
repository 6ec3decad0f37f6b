import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { PullResponse } from '../../domain/protocol/protocol';
import { clients, weightLogs } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer } from './sync-fixtures';

type Dto = { id: string; client_id: string; weight_kg: number; notes: string | null; logged_at: string; created_at: string; updated_at: string };

describe.each(DB_KINDS)('weight log REST endpoints on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;

  it('a client logs, lists, edits and deletes their weights (point or comma)', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const token = c.user!.token;
    const id = uuidv7();
    const created = await env.server.api('/api/client/weight-logs', { token, body: { id, weight_kg: '70,5', notes: ' after run ', logged_at: '2025-06-15T08:00:00+02:00' } });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: Dto };
    expect(data).toMatchObject({ id, client_id: c.clientId, weight_kg: 70.5, notes: 'after run', logged_at: '2025-06-15T06:00:00.000Z' });

    // Resent with the same id: nothing new.
    const again = await env.server.api('/api/client/weight-logs', { token, body: { id, weight_kg: '99' } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: Dto }).data.weight_kg).toBe(70.5);
    const second = await env.server.api('/api/client/weight-logs', { token, body: { weight_kg: 71.25 } });
    expect(second.status).toBe(201);

    const list = (await (await env.server.api('/api/client/weight-logs', { token })).json()) as { data: Dto[] };
    expect(list.data.map((d) => d.weight_kg)).toEqual([71.25, 70.5]);

    const put = await env.server.api(`/api/client/weight-logs/${id}`, { token, method: 'PUT', body: { weight_kg: '69.9', notes: '' } });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { data: Dto }).data).toMatchObject({ weight_kg: 69.9, notes: null });

    expect((await env.server.api(`/api/client/weight-logs/${id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/client/weight-logs/${id}`, { token, method: 'DELETE' })).status).toBe(204);
    const afterDelete = await env.server.api(`/api/client/weight-logs/${id}`, { token, method: 'PUT', body: { weight_kg: 70 } });
    expect(afterDelete.status).toBe(404);
    const [row] = await db().select().from(weightLogs).where(eq(weightLogs.id, id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('rejects a bad weight or long notes with the documented message and stores nothing', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    for (const weight of ['abc', '70.5.1', '7', 1000, '', null]) {
      const res = await env.server.api('/api/client/weight-logs', { token: c.user!.token, body: { weight_kg: weight } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: MESSAGES.weightInvalid, errors: { weight_kg: [MESSAGES.weightInvalid] } });
    }
    const notes = await env.server.api('/api/client/weight-logs', { token: c.user!.token, body: { weight_kg: 70, notes: 'x'.repeat(501) } });
    expect(notes.status).toBe(422);
    expect(((await notes.json()) as { errors: Record<string, string[]> }).errors.notes).toEqual([MESSAGES.notesMax]);
    expect(await db().select().from(weightLogs).where(eq(weightLogs.clientId, c.clientId))).toEqual([]);
  });

  it('a client can not touch another client\u2019s log', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true });
    const b = await makeClient(db(), t.id, { withUser: true });
    const res = await env.server.api('/api/client/weight-logs', { token: a.user!.token, body: { weight_kg: 70 } });
    const { data } = (await res.json()) as { data: Dto };
    expect((await env.server.api(`/api/client/weight-logs/${data.id}`, { token: b.user!.token, method: 'PUT', body: { weight_kg: 80 } })).status).toBe(404);
    expect((await env.server.api(`/api/client/weight-logs/${data.id}`, { token: b.user!.token, method: 'DELETE' })).status).toBe(404);
    // Reusing the id for a create does not take the row over.
    expect((await env.server.api('/api/client/weight-logs', { token: b.user!.token, body: { id: data.id, weight_kg: 80 } })).status).toBe(403);
    expect(((await (await env.server.api('/api/client/weight-logs', { token: b.user!.token })).json()) as { data: Dto[] }).data).toEqual([]);
    const [row] = await db().select().from(weightLogs).where(eq(weightLogs.id, data.id));
    expect(row).toMatchObject({ weightKg: 70, deletedAt: null, clientId: a.clientId });
  });

  it('a trainer reads a client\u2019s weights; another trainer\u2019s client is 404; a client token is 403', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const { clientId: foreign } = await makeClient(db(), other.id);
    await env.server.api('/api/client/weight-logs', { token: c.user!.token, body: { weight_kg: 80, logged_at: '2025-01-10T08:00:00Z' } });
    await env.server.api('/api/client/weight-logs', { token: c.user!.token, body: { weight_kg: 79, logged_at: '2025-02-10T08:00:00Z' } });

    const res = await env.server.api(`/api/clients/${c.clientId}/weight-logs`, { token: t.token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Dto[] }).data.map((d) => d.weight_kg)).toEqual([79, 80]);
    const ranged = await env.server.api(`/api/clients/${c.clientId}/weight-logs?from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z`, { token: t.token });
    expect(((await ranged.json()) as { data: Dto[] }).data.map((d) => d.weight_kg)).toEqual([80]);

    expect((await env.server.api(`/api/clients/${foreign}/weight-logs`, { token: t.token })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${uuidv7()}/weight-logs`, { token: t.token })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/weight-logs`, { token: c.user!.token })).status).toBe(403);
    expect((await env.server.api('/api/client/weight-logs', { token: t.token })).status).toBe(403);
    expect((await env.server.api(`/api/clients/${c.clientId}/weight-logs`)).status).toBe(401);

    // A deleted client is gone for the trainer too.
    await db().update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, c.clientId));
    expect((await env.server.api(`/api/clients/${c.clientId}/weight-logs`, { token: t.token })).status).toBe(404);
  });

  it('REST writes reach devices through pull, like sync mutations', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const device = uuidv7();
    const first = (await (await env.server.api('/api/sync/pull', { token: t.token, body: { deviceId: device, cursor: null } })).json()) as PullResponse;
    const res = await env.server.api('/api/client/weight-logs', { token: c.user!.token, body: { weight_kg: 75.2 } });
    const { data } = (await res.json()) as { data: Dto };
    const next = (await (await env.server.api('/api/sync/pull', { token: t.token, body: { deviceId: device, cursor: first.cursor } })).json()) as PullResponse;
    expect(next.changes).toEqual([{ table: 'weightLogs', op: 'put', row: expect.objectContaining({ id: data.id, weightKg: 75.2, clientId: c.clientId }) }]);
  });

  it('the endpoints are in the OpenAPI document', async () => {
    const doc = (await (await env.server.api('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/clients/{id}/weight-logs']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/client/weight-logs']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/client/weight-logs/{id}']!).sort()).toEqual(['delete', 'put']);
    for (const p of ['/api/sync/push', '/api/sync/pull']) expect(doc.paths[p]).toHaveProperty('post');
    expect(doc.paths['/api/sync/events']).toHaveProperty('get');
  });
});
