import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, PullResponse } from '../../domain/protocol/protocol';
import { DAY_MS } from '../../domain/protocol/window';
import { authenticateToken } from '../../server/auth/tokens';
import type { AuthUser } from '../../server/context';
import { weightLogs } from '../../server/db/schema';
import { SERVER_AREAS } from '../../server/areas';
import { pull } from '../../server/replication/pull';
import { DB_KINDS } from '../helpers/databases';
import { startBackend, type Backend } from './sync-harness';
import { makeClient, makeTrainer } from './sync-fixtures';

/** The time window of weight logs (120 days back, 90 ahead), moving with the server's day. */
describe.each(DB_KINDS)('sync window on %s', (kind) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend(kind);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const today = Date.parse('2025-06-15T00:00:00Z');
  const at = (days: number) => new Date(today + days * DAY_MS + 12 * 3_600_000);
  const logIds = (changes: Change[], op: 'put' | 'del') => changes.filter((c) => c.table === 'weightLogs' && c.op === op).map((c) => c.row.id).sort();

  async function pullAll(user: AuthUser, clientId: string, cursor: string | null, now: Date, pageSize?: number) {
    const changes: Change[] = [];
    for (;;) {
      const page: PullResponse = await pull(backend.ctx.db, SERVER_AREAS.tables, user, { deviceId: clientId, cursor }, { now, pageSize });
      changes.push(...page.changes);
      cursor = page.cursor;
      if (!page.hasMore) return { cursor, changes };
    }
  }

  it('sends only logs inside the window, and what enters or leaves it as days pass', async () => {
    const db = backend.ctx.db;
    const t = await makeTrainer(db);
    const { clientId } = await makeClient(db, t.id);
    const user = (await authenticateToken(db, t.token))!.user;
    const ids: Record<string, string> = {};
    for (const [name, day] of Object.entries({ today: 0, old: -119, tooOld: -121, soon: 89, later: 95, gone: -10 })) {
      ids[name] = uuidv7();
      await db.insert(weightLogs).values({ id: ids[name], spaceId: t.id, clientId, weightKg: 70, loggedAt: at(day) });
    }
    await db.update(weightLogs).set({ deletedAt: new Date() }).where(eq(weightLogs.id, ids.gone!));

    const device = uuidv7();
    const first = await pullAll(user, device, null, new Date(today), 2);
    expect(logIds(first.changes, 'put')).toEqual([ids.today, ids.old, ids.soon].sort());
    expect(logIds(first.changes, 'del')).toEqual([]);

    // Five days later: `later` (day 95) came inside, `old` (day -119) fell out.
    const later = await pullAll(user, device, first.cursor, new Date(today + 5 * DAY_MS));
    expect(logIds(later.changes, 'put')).toEqual([ids.later]);
    expect(logIds(later.changes, 'del')).toEqual([ids.old]);

    // An edit that moves a log out of the window is a del; back in, a put.
    await db.update(weightLogs).set({ loggedAt: at(-300) }).where(eq(weightLogs.id, ids.today!));
    const moved = await pullAll(user, device, later.cursor, new Date(today + 5 * DAY_MS));
    expect(moved.changes).toEqual([{ table: 'weightLogs', op: 'del', row: { id: ids.today } }]);
    await db.update(weightLogs).set({ loggedAt: at(1) }).where(eq(weightLogs.id, ids.today!));
    const back = await pullAll(user, device, moved.cursor, new Date(today + 5 * DAY_MS));
    expect(logIds(back.changes, 'put')).toEqual([ids.today]);

    // The same day again: nothing.
    expect((await pullAll(user, device, back.cursor, new Date(today + 5 * DAY_MS + 3_600_000))).changes).toEqual([]);
  });
});
