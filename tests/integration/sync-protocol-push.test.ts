import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { clients, syncDevices, weightLogs } from '../../server/db/schema';
import { setPushHooks } from '../../server/replication/push';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer } from './sync-fixtures';
import { syncApi, type Mutation } from './sync-protocol-api';

describe.each(DB_KINDS)('sync push on %s', (kind) => {
  const env = serverForSuite(kind);
  const { db, push, pushOk, create, snapshot } = syncApi(() => env.server);

  it('replaying a push answers the same results and changes nothing', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    const batch: Mutation[] = [
      create(1, clientId),
      { id: 2, name: 'weightLog.update', args: { id: uuidv7(), weightKg: 80 } },
      { id: 3, name: 'client.update', args: { id: clientId, fields: { age: 31, goal: 'endurance' } } },
      { id: 4, name: 'weightLog.create', args: { id: uuidv7(), clientId, weightKg: 3, loggedAt: new Date().toISOString() } },
    ];
    const first = await pushOk(t, device, batch);
    expect(first.map((r) => r.status)).toEqual(['ok', 'error', 'ok', 'error']);
    expect(first[1]!.error).toEqual({ code: 'not_found', message: MESSAGES.notFound });
    expect(first[3]!.error).toMatchObject({ code: 'validation_failed', message: MESSAGES.weightInvalid, details: { errors: { weightKg: [MESSAGES.weightInvalid] } } });

    const before = await snapshot(t.id);
    const again = await pushOk(t, device, batch);
    expect(again).toEqual([{ id: 1, status: 'alreadyProcessed' }, first[1], { id: 3, status: 'alreadyProcessed' }, first[3]]);
    expect(await snapshot(t.id)).toEqual(before);
    // Two copies at once (a duplicated request) still apply each mutation once.
    const next = [create(5, clientId), create(6, clientId)];
    const [a, b] = await Promise.all([pushOk(t, device, next), pushOk(t, device, next)]);
    expect([a, b].map((r) => r.map((x) => x.status).join()).sort()).toEqual(['alreadyProcessed,alreadyProcessed', 'ok,ok']);
    expect(await db().select().from(weightLogs).where(eq(weightLogs.spaceId, t.id))).toHaveLength(3);
  });

  it('a gap in mutation ids stops the batch', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    const results = await pushOk(t, device, [create(1, clientId), create(3, clientId), create(4, clientId)]);
    expect(results).toEqual([{ id: 1, status: 'ok' }]);
    const [state] = await db().select().from(syncDevices).where(eq(syncDevices.deviceId, device));
    expect(state!.lastMutationId).toBe(1);
    expect(await db().select().from(weightLogs).where(eq(weightLogs.spaceId, t.id))).toHaveLength(1);
    expect((await pushOk(t, device, [create(2, clientId), create(3, clientId)])).map((r) => r.status)).toEqual(['ok', 'ok']);
  });

  it('domain errors are stored as processed and never block later mutations', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const { clientId: foreign } = await makeClient(db(), other.id);
    const device = uuidv7();
    const results = await pushOk(t, device, [
      create(1, foreign),
      { id: 2, name: 'client.update', args: { id: foreign, fields: { name: 'Stolen' } } },
      { id: 3, name: 'no.such.mutation', args: {} },
      { id: 4, name: 'weightLog.create', args: { nonsense: true } },
      create(5, clientId),
    ]);
    expect(results.map((r) => [r.status, r.error?.code])).toEqual([
      ['error', 'not_found'],
      ['error', 'not_found'],
      ['error', 'unknown_mutation'],
      ['error', 'validation_failed'],
      ['ok', undefined],
    ]);
    const [state] = await db().select().from(syncDevices).where(eq(syncDevices.deviceId, device));
    expect(state!.lastMutationId).toBe(5);
    const [foreignClient] = await db().select().from(clients).where(eq(clients.id, foreign));
    expect(foreignClient!.name).not.toBe('Stolen');
    expect(await db().select().from(weightLogs).where(eq(weightLogs.spaceId, other.id))).toHaveLength(0);
  });

  it('a transient failure commits nothing of its transaction and answers 503', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    let armed = true;
    setPushHooks(env.server.ctx, {
      afterMutation: (m) => {
        if (armed && m.id === 2) throw new Error('connection lost');
      },
    });
    try {
      const res = await push(t, device, [create(1, clientId), create(2, clientId)]);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'transient' });
      expect(await db().select().from(weightLogs).where(eq(weightLogs.spaceId, t.id))).toHaveLength(0);
      const [state] = await db().select().from(syncDevices).where(eq(syncDevices.deviceId, device));
      expect(state?.lastMutationId ?? 0).toBe(0);
      armed = false;
      expect((await pushOk(t, device, [create(1, clientId), create(2, clientId)])).map((r) => r.status)).toEqual(['ok', 'ok']);
    } finally {
      setPushHooks(env.server.ctx, null);
    }
  });

  it('refuses another protocol version', async () => {
    const t = await makeTrainer(db());
    const res = await push(t, uuidv7(), [], PROTOCOL_VERSION + 1);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'unsupported_protocol' });
  });

  it('nobody can push or pull under another user\u2019s clientId', async () => {
    const a = await makeTrainer(db());
    const b = await makeTrainer(db());
    const { clientId: aClient } = await makeClient(db(), a.id);
    const device = uuidv7();
    await pushOk(a, device, [create(1, aClient)]);
    const before = await snapshot(a.id);
    const hijack = await push(b, device, [{ id: 2, name: 'client.update', args: { id: aClient, fields: { name: 'Mine' } } }]);
    expect(hijack.status).toBe(403);
    const res = await env.server.api('/api/sync/pull', { token: b.token, body: { deviceId: device, cursor: null } });
    expect(res.status).toBe(403);
    expect(await snapshot(a.id)).toEqual(before);
    // Without a token at all:
    expect((await env.server.api('/api/sync/pull', { body: { deviceId: device, cursor: null } })).status).toBe(401);
    expect((await env.server.api('/api/sync/push', { body: { protocolVersion: PROTOCOL_VERSION, deviceId: device, mutations: [] } })).status).toBe(401);
  });
});
