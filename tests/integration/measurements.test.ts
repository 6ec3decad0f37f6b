import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import { measurements } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type Dto = { id: string; client_id: string; waist_cm: number | null; hips_cm: number | null; body_fat_percent: number | null; custom: Record<string, number>; notes: string | null; measured_at: string };

describe.each(DB_KINDS)('measurements on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const push = async (who: Actor, mutations: { id: number; name: string; args: unknown }[], deviceId = uuidv7()) => {
    const res = await env.server.api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results;
  };
  const pull = async (who: Actor, deviceId: string, cursor: string | null) =>
    (await (await env.server.api('/api/sync/pull', { token: who.token, body: { deviceId, cursor } })).json()) as PullResponse;

  it('a client logs (point or comma, custom names), lists, edits and deletes; a resent id does nothing', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const token = c.user!.token;
    const id = uuidv7();
    const created = await env.server.api('/api/client/measurements', {
      token,
      body: { id, waist_cm: '82,5', hips_cm: 98, custom: { ' wrist ': '16,2' }, notes: ' morning ', measured_at: '2025-06-15T08:00:00+02:00' },
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: Dto };
    expect(data).toMatchObject({ id, client_id: c.clientId, waist_cm: 82.5, hips_cm: 98, body_fat_percent: null, custom: { wrist: 16.2 }, notes: 'morning', measured_at: '2025-06-15T06:00:00.000Z' });

    const again = await env.server.api('/api/client/measurements', { token, body: { id, waist_cm: 99 } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: Dto }).data.waist_cm).toBe(82.5);

    const put = await env.server.api(`/api/measurements/${id}`, { token, method: 'PUT', body: { waist_cm: '81.9', hips_cm: null } });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { data: Dto }).data).toMatchObject({ waist_cm: 81.9, hips_cm: null });

    // Clearing the last values would leave an empty entry: refused, nothing changes.
    const empty = await env.server.api(`/api/measurements/${id}`, { token, method: 'PUT', body: { waist_cm: null, custom: {} } });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { message: string }).message).toBe(MESSAGES.measurementEmpty);
    const [kept] = await db().select().from(measurements).where(eq(measurements.id, id));
    expect(kept).toMatchObject({ waistCm: 81.9, custom: { wrist: 16.2 } });

    const list = (await (await env.server.api('/api/client/measurements', { token })).json()) as { data: Dto[] };
    expect(list.data.map((d) => d.id)).toEqual([id]);

    expect((await env.server.api(`/api/measurements/${id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/measurements/${id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/measurements/${id}`, { token, method: 'PUT', body: { waist_cm: 80 } })).status).toBe(404);
  });

  it('refuses bad values with the field\u2019s translated message and stores nothing', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ waist_cm: '825' }, 'waist_cm', MESSAGES.measurementWaistInvalid],
      [{ waist_cm: 'abc' }, 'waist_cm', MESSAGES.measurementWaistInvalid],
      [{ neck_cm: 5 }, 'neck_cm', MESSAGES.measurementNeckInvalid],
      [{ body_fat_percent: '80' }, 'body_fat_percent', MESSAGES.measurementBodyFatInvalid],
      [{ custom: { wrist: 0 } }, 'custom.wrist', MESSAGES.measurementCustomInvalid],
      [{ custom: { ['x'.repeat(41)]: 20 } }, 'custom', MESSAGES.measurementCustomNameInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await env.server.api('/api/client/measurements', { token: c.user!.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      const answer = (await res.json()) as { message: string; errors: Record<string, string[]> };
      expect(answer.message).toBe(message);
      expect(Object.keys(answer.errors)[0]).toBe(field);
    }
    const none = await env.server.api('/api/client/measurements', { token: c.user!.token, body: { notes: 'only notes' } });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { message: string }).message).toBe(MESSAGES.measurementEmpty);
    expect(await db().select().from(measurements).where(eq(measurements.clientId, c.clientId))).toEqual([]);
  });

  it('a trainer reads and logs for their client; another trainer\u2019s client is 404 and nothing changes', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const b = await makeClient(db(), t.id, { withUser: true });
    const logged = await env.server.api(`/api/clients/${c.clientId}/measurements`, { token: t.token, body: { chest_cm: '101,5', measured_at: '2025-02-10T08:00:00Z' } });
    expect(logged.status).toBe(201);
    const { data } = (await logged.json()) as { data: Dto };
    expect(data.client_id).toBe(c.clientId);

    // The client sees what the trainer logged.
    expect(((await (await env.server.api('/api/client/measurements', { token: c.user!.token })).json()) as { data: Dto[] }).data.map((d) => d.id)).toEqual([data.id]);
    expect(((await (await env.server.api(`/api/clients/${c.clientId}/measurements`, { token: t.token })).json()) as { data: Dto[] }).data.map((d) => d.id)).toEqual([data.id]);

    // Another trainer: the client is not found, the entry neither; nothing changes.
    expect((await env.server.api(`/api/clients/${c.clientId}/measurements`, { token: other.token })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/measurements`, { token: other.token, body: { waist_cm: 80 } })).status).toBe(404);
    expect((await env.server.api(`/api/measurements/${data.id}`, { token: other.token, method: 'PUT', body: { chest_cm: 90 } })).status).toBe(404);
    expect((await env.server.api(`/api/measurements/${data.id}`, { token: other.token, method: 'DELETE' })).status).toBe(404);
    // Another client of the same trainer neither.
    expect((await env.server.api(`/api/measurements/${data.id}`, { token: b.user!.token, method: 'PUT', body: { chest_cm: 90 } })).status).toBe(404);
    expect(((await (await env.server.api('/api/client/measurements', { token: b.user!.token })).json()) as { data: Dto[] }).data).toEqual([]);
    expect((await env.server.api(`/api/clients/${c.clientId}/measurements`)).status).toBe(401);
    const [row] = await db().select().from(measurements).where(eq(measurements.id, data.id));
    expect(row).toMatchObject({ chestCm: 101.5, deletedAt: null });
  });

  it('syncs between two devices: a client\u2019s offline push reaches the trainer\u2019s device, edits and the delete follow', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const trainerDevice = uuidv7();
    const first = await pull(t, trainerDevice, null);
    const id = uuidv7();
    // Inside the sync window, which a device holds.
    const recent = new Date(Date.now() - 86_400_000).toISOString();
    const create = { id: 1, name: 'measurement.create', args: { id, waistCm: 84, custom: { wrist: 16 }, measuredAt: recent } };
    const clientDevice = uuidv7();
    expect((await push(c.user!, [create], clientDevice))[0]!.status).toBe('ok');
    // A replayed push is one row.
    expect((await push(c.user!, [create], clientDevice))[0]!.status).toBe('alreadyProcessed');
    const next = await pull(t, trainerDevice, first.cursor);
    expect(next.changes).toEqual([{ table: 'measurements', op: 'put', row: expect.objectContaining({ id, clientId: c.clientId, waistCm: 84, custom: { wrist: 16 }, hipsCm: null }) }]);

    expect((await push(t, [{ id: 1, name: 'measurement.update', args: { id, hipsCm: 99.5 } }]))[0]!.status).toBe('ok');
    const clientPull = await pull(c.user!, clientDevice, null);
    expect(clientPull.changes.filter((ch) => ch.table === 'measurements')).toEqual([{ table: 'measurements', op: 'put', row: expect.objectContaining({ id, waistCm: 84, hipsCm: 99.5 }) }]);

    const refused = await push(c.user!, [{ id: 2, name: 'measurement.create', args: { id: uuidv7(), waistCm: 900, measuredAt: recent } }], clientDevice);
    expect(refused[0]!.status).toBe('error');

    expect((await push(c.user!, [{ id: 3, name: 'measurement.delete', args: { id } }], clientDevice))[0]!.status).toBe('ok');
    const gone = await pull(t, trainerDevice, next.cursor);
    expect(gone.changes.filter((ch) => ch.table === 'measurements')).toEqual([expect.objectContaining({ table: 'measurements', op: 'del' })]);
  });
});
