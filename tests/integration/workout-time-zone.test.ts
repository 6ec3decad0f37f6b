import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { trainingSessions, users } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';
import { startBackend, type Backend } from './sync-harness';

/**
 * Issue 32 item 11: a workout a client starts or records on their own is kept
 * at the trainer's wall time and zone, as every session of the space is, not
 * in the zone of the device it was done on (which showed it at 06:16 on one
 * screen and 07:16 on the trainer's calendar).
 */
describe.each(DB_KINDS)('a client’s own workout on %s', (kind) => {
  let backend: Backend;
  beforeAll(async () => void (backend = await startBackend(kind)));
  afterAll(async () => backend?.close());
  const db = () => backend.ctx.db;

  async function push(token: string, name: string, args: unknown): Promise<MutationResult> {
    const res = await backend.fetch('http://repwise.test/api/sync/push', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name, args }] }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results[0]!;
  }
  const rowOf = async (id: string) => (await db().select().from(trainingSessions).where(eq(trainingSessions.id, id)))[0]!;

  async function setup() {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    await db().update(users).set({ timeZone: 'Europe/Bratislava' }).where(eq(users.id, t.id));
    await db().update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, a.user!.id));
    return { t, a };
  }

  it('workout.start from a device in UTC is kept in the trainer’s zone', async () => {
    const { a } = await setup();
    const sessionId = uuidv7();
    expect((await push(a.user!.token, 'workout.start', { sessionId, title: 'Blank workout', startedAt: '2025-01-15T06:16:00.000Z', timeZone: 'UTC' })).status).toBe('ok');
    const row = await rowOf(sessionId);
    expect({ date: row.date, time: row.time, timeZone: row.timeZone, startsAt: row.startsAt.toISOString() }).toEqual({
      date: '2025-01-15',
      time: '07:16',
      timeZone: 'Europe/Bratislava',
      startsAt: '2025-01-15T06:16:00.000Z',
    });
  });

  it('workout.record (a manual log) late in the device’s evening lands on the trainer’s next day', async () => {
    const { a } = await setup();
    const sessionId = uuidv7();
    const args = { sessionId, title: 'Run', startedAt: '2025-07-01T22:30:00.000Z', durationMinutes: 40, timeZone: 'UTC', logs: [] };
    expect((await push(a.user!.token, 'workout.record', args)).status).toBe('ok');
    const row = await rowOf(sessionId);
    expect([row.date, row.time, row.timeZone]).toEqual(['2025-07-02', '00:30', 'Europe/Bratislava']);
  });
});
