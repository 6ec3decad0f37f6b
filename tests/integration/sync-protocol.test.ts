import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { decodeCursor, encodeCursor } from '../../domain/protocol/cursor';
import { PROTOCOL_VERSION, type Change, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import { clients, spaces, syncDevices, syncMutationErrors, users, weightLogs } from '../../server/db/schema';
import { setPullOverrides } from '../../server/replication/pull';
import { setPushHooks } from '../../server/replication/push';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeAdmin, makeClient, makeTrainer, type Actor } from './sync-fixtures';

type Mutation = { id: number; name: string; args: unknown };

describe.each(DB_KINDS)('sync push and pull on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.ctx.db;
  const push = (who: Actor, deviceId: string, mutations: Mutation[], protocolVersion = PROTOCOL_VERSION) =>
    server.api('/api/sync/push', { token: who.token, body: { protocolVersion, deviceId, mutations } });
  const pushOk = async (who: Actor, deviceId: string, mutations: Mutation[]) => {
    const res = await push(who, deviceId, mutations);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results;
  };
  const pull = async (who: Actor, deviceId: string, cursor: string | null): Promise<PullResponse> => {
    const res = await server.api('/api/sync/pull', { token: who.token, body: { deviceId, cursor } });
    expect(res.status).toBe(200);
    return (await res.json()) as PullResponse;
  };
  /** Pulls every page; returns the final cursor and all changes. */
  const pullAll = async (who: Actor, deviceId: string, cursor: string | null) => {
    const changes: Change[] = [];
    let reset = false;
    for (;;) {
      const page = await pull(who, deviceId, cursor);
      reset ||= !!page.reset;
      changes.push(...page.changes);
      cursor = page.cursor;
      if (!page.hasMore) return { cursor, changes, reset, lastMutationId: page.lastMutationId };
    }
  };
  const create = (id: number, clientId: string, extra: Record<string, unknown> = {}): Mutation => ({
    id,
    name: 'weightLog.create',
    args: { id: uuidv7(), clientId, weightKg: 50 + (id % 100), loggedAt: new Date().toISOString(), ...extra },
  });
  const rowsOf = (changes: Change[], table: string) => changes.filter((c) => c.table === table);
  /** Everything the sync tables hold for a trainer's space, to prove a call changed nothing. */
  const snapshot = async (trainerId: string) => ({
    logs: await db().select().from(weightLogs).where(eq(weightLogs.spaceId, trainerId)).orderBy(weightLogs.id),
    clients: await db().select().from(clients).where(eq(clients.trainerId, trainerId)).orderBy(clients.id),
    space: await db().select().from(spaces).where(eq(spaces.id, trainerId)),
    syncDevices: await db().select().from(syncDevices).orderBy(syncDevices.deviceId),
    errors: await db().select().from(syncMutationErrors).orderBy(syncMutationErrors.deviceId, syncMutationErrors.mutationId),
  });

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
    setPushHooks(server.ctx, {
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
      setPushHooks(server.ctx, null);
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
    const res = await server.api('/api/sync/pull', { token: b.token, body: { deviceId: device, cursor: null } });
    expect(res.status).toBe(403);
    expect(await snapshot(a.id)).toEqual(before);
    // Without a token at all:
    expect((await server.api('/api/sync/pull', { body: { deviceId: device, cursor: null } })).status).toBe(401);
    expect((await server.api('/api/sync/push', { body: { protocolVersion: PROTOCOL_VERSION, deviceId: device, mutations: [] } })).status).toBe(401);
  });

  it('pull shows a trainer their space only, even with a forged cursor', async () => {
    const a = await makeTrainer(db());
    const b = await makeTrainer(db());
    const { clientId: aClient } = await makeClient(db(), a.id);
    await pushOk(a, uuidv7(), [create(1, aClient)]);
    const mine = await pullAll(b, uuidv7(), null);
    expect(mine.changes.map((c) => c.table)).toEqual(['profile']);
    const forged = decodeCursor(mine.cursor)!;
    forged.spaces[a.id] = { rev: 0 };
    const again = await pull(b, uuidv7(), encodeCursor(forged));
    expect(again.reset).toBe(true);
    expect(again.changes.map((c) => c.table)).toEqual(['profile']);
    const admin = await makeAdmin(db());
    expect((await pullAll(admin, uuidv7(), null)).changes.map((c) => c.table)).toEqual(['profile']);
  });

  it('a client sees their own record and logs, not other clients\u2019 nor the trainer\u2019s notes', async () => {
    const t = await makeTrainer(db());
    const mine = await makeClient(db(), t.id, { withUser: true });
    const other = await makeClient(db(), t.id, { withUser: true });
    await pushOk(t, uuidv7(), [
      create(1, mine.clientId),
      create(2, other.clientId),
      { id: 3, name: 'client.update', args: { id: mine.clientId, fields: { notes: 'Private: knee', age: 30 } } },
    ]);
    const got = await pullAll(mine.user!, uuidv7(), null);
    const profile = rowsOf(got.changes, 'profile')[0]!.row;
    expect(profile).toMatchObject({ id: mine.user!.id, role: 'client', clientId: mine.clientId });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(rowsOf(got.changes, 'clients').map((c) => c.row)).toEqual([expect.objectContaining({ id: mine.clientId, age: 30 })]);
    expect(rowsOf(got.changes, 'clients')[0]!.row).not.toHaveProperty('notes');
    expect(rowsOf(got.changes, 'weightLogs').map((c) => c.row.clientId)).toEqual([mine.clientId]);
    const trainerView = await pullAll(t, uuidv7(), null);
    expect(rowsOf(trainerView.changes, 'clients').find((c) => c.row.id === mine.clientId)!.row).toMatchObject({ notes: 'Private: knee' });
    expect(rowsOf(trainerView.changes, 'weightLogs')).toHaveLength(2);
  });

  it('sends deletes as del after the first download, and skips old tombstones in a first download', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    const m1 = create(1, clientId);
    const m2 = create(2, clientId);
    await pushOk(t, device, [m1, m2]);
    const first = await pullAll(t, device, null);
    expect(rowsOf(first.changes, 'weightLogs')).toHaveLength(2);
    const logId = (m1.args as { id: string }).id;
    await pushOk(t, device, [{ id: 3, name: 'weightLog.delete', args: { id: logId } }]);
    const next = await pullAll(t, device, first.cursor);
    expect(next.changes).toEqual([{ table: 'weightLogs', op: 'del', row: { id: logId } }]);
    expect(next.lastMutationId).toBe(3);
    const fresh = await pullAll(t, uuidv7(), null);
    expect(rowsOf(fresh.changes, 'weightLogs').map((c) => c.op)).toEqual(['put']);
    // An edit of the deleted log is not_found; a resent create does nothing.
    expect((await pushOk(t, device, [{ id: 4, name: 'weightLog.update', args: { id: logId, weightKg: 99 } }, { ...m1, id: 5 }])).map((r) => r.error?.code ?? r.status)).toEqual(['not_found', 'ok']);
    const [row] = await db().select().from(weightLogs).where(eq(weightLogs.id, logId));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('an unreadable, foreign or outdated cursor starts over with reset', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    await pushOk(t, device, [create(1, clientId)]);
    const good = await pullAll(t, device, null);
    expect(good.reset).toBe(true);
    expect((await pull(t, device, good.cursor)).reset).toBeUndefined();
    const c = decodeCursor(good.cursor)!;
    for (const bad of ['garbage', encodeCursor({ ...c, format: c.format + 1 }), encodeCursor({ ...c, spaces: { [t.id]: { rev: 1_000_000 } } })]) {
      const page = await pull(t, device, bad);
      expect(page.reset).toBe(true);
      expect(rowsOf(page.changes, 'weightLogs')).toHaveLength(1);
    }
    // After tombstones newer than the cursor were purged, the cursor resets too.
    await pushOk(t, device, [create(2, clientId)]);
    await db().update(spaces).set({ purgedRev: sql`${spaces.version}` }).where(eq(spaces.id, t.id));
    expect((await pull(t, device, good.cursor)).reset).toBe(true);
  });

  it('a client linked or unlinked later gets a reset; a row moved to another client is a del for the first', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true });
    const { clientId: b } = await makeClient(db(), t.id);
    const m = create(1, a.clientId);
    await pushOk(t, uuidv7(), [m]);
    const device = uuidv7();
    const first = await pullAll(a.user!, device, null);
    expect(rowsOf(first.changes, 'weightLogs')).toHaveLength(1);
    const logId = (m.args as { id: string }).id;
    await db().update(weightLogs).set({ clientId: b }).where(eq(weightLogs.id, logId));
    const moved = await pullAll(a.user!, device, first.cursor);
    expect(moved.changes).toEqual([{ table: 'weightLogs', op: 'del', row: { id: logId } }]);
    // Unlinking the record changes what the user sees: the next pull resets.
    await db().update(clients).set({ userId: null }).where(eq(clients.id, a.clientId));
    const unlinked = await pull(a.user!, device, moved.cursor);
    expect(unlinked.reset).toBe(true);
    expect(unlinked.changes.map((c) => c.table)).toEqual(['profile']);
  });

  it('a hard delete reaches the trainer and the client as del', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true });
    const m = create(1, a.clientId);
    await pushOk(t, uuidv7(), [m]);
    const tDevice = uuidv7();
    const cDevice = uuidv7();
    const tFirst = await pullAll(t, tDevice, null);
    const cFirst = await pullAll(a.user!, cDevice, null);
    await db().delete(clients).where(eq(clients.id, a.clientId));
    const logId = (m.args as { id: string }).id;
    const tNext = await pullAll(t, tDevice, tFirst.cursor);
    expect(tNext.changes).toEqual(
      expect.arrayContaining([
        { table: 'clients', op: 'del', row: { id: a.clientId } },
        { table: 'weightLogs', op: 'del', row: { id: logId } },
      ]),
    );
    const cNext = await pull(a.user!, cDevice, cFirst.cursor);
    expect(cNext.reset).toBe(true);
    expect(cNext.changes.map((c) => c.table)).toEqual(['profile']);
  });

  it('a profile change is pulled; an unchanged pull sends nothing', async () => {
    const t = await makeTrainer(db());
    const device = uuidv7();
    const first = await pullAll(t, device, null);
    const quiet = await pull(t, device, first.cursor);
    expect(quiet.changes).toEqual([]);
    expect(quiet.cursor).toBe(first.cursor);
    await db().update(users).set({ name: 'Renamed', language: 'cz' }).where(eq(users.id, t.id));
    const next = await pull(t, device, first.cursor);
    expect(next.changes).toEqual([{ table: 'profile', op: 'put', row: expect.objectContaining({ name: 'Renamed', language: 'cz' }) }]);
  });

  it('pages through many rows exactly once, cutting inside one version', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    // 2,500 logs committed in a few transactions: pages of 1,000 must cut inside a version.
    setPullOverrides(server.ctx, { pageSize: 1000 });
    const batch = Array.from({ length: 1000 }, (_, i) => create(i + 1, clientId));
    await pushOk(t, device, batch);
    await pushOk(t, device, Array.from({ length: 1000 }, (_, i) => create(i + 1001, clientId)));
    await pushOk(t, device, Array.from({ length: 500 }, (_, i) => create(i + 2001, clientId)));
    const seen = new Map<string, number>();
    let cursor: string | null = null;
    let pages = 0;
    const remaining: (number | undefined)[] = [];
    let afterFirst = 0;
    for (;;) {
      const page: PullResponse = await pull(t, uuidv7(), cursor);
      pages++;
      remaining.push(page.remaining);
      if (pages > 1) afterFirst += page.changes.filter((c) => c.table !== 'profile').length;
      for (const c of rowsOf(page.changes, 'weightLogs')) seen.set(c.row.id, (seen.get(c.row.id) ?? 0) + 1);
      cursor = page.cursor;
      if (!page.hasMore) break;
      expect(page.changes.length).toBeGreaterThanOrEqual(1000);
    }
    setPullOverrides(server.ctx, null);
    expect(pages).toBe(3);
    // Only the first page of a download from scratch says how much follows (the device's progress bar), and it is exact here.
    expect(remaining).toEqual([afterFirst, undefined, undefined]);
    expect(seen.size).toBe(2500);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('a download from scratch starts with a small page, then full pages; a download cut off goes on with full pages', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    await pushOk(t, device, Array.from({ length: 1000 }, (_, i) => create(i + 1, clientId)));
    await pushOk(t, device, Array.from({ length: 500 }, (_, i) => create(i + 1001, clientId)));
    const logsOf = (p: PullResponse) => rowsOf(p.changes, 'weightLogs').length;

    // The production sizes: PULL_FIRST_PAGE_SIZE (1,000) rows first, the rest (500 and the client) on a full page.
    const first = await pull(t, uuidv7(), null);
    expect(first.reset).toBe(true);
    expect(first.changes.filter((c) => c.table !== 'profile')).toHaveLength(1000);
    expect(first.hasMore).toBe(true);
    expect(first.remaining).toBe(501);
    const rest = await pull(t, uuidv7(), first.cursor);
    expect(rest.reset).toBeUndefined();
    expect(rest.changes).toHaveLength(501);
    expect(rest.hasMore).toBe(false);
    expect(new Set([...first.changes, ...rest.changes].filter((c) => c.table === 'weightLogs').map((c) => c.row.id)).size).toBe(1500);

    // Smaller sizes: 200 first, then pages of 600; only a reset page is small, a resumed download's next page is full.
    setPullOverrides(server.ctx, { pageSize: 600, firstPageSize: 200 });
    try {
      const sizes: number[] = [];
      let cursor: string | null = null;
      let p: PullResponse;
      do {
        p = await pull(t, uuidv7(), cursor);
        sizes.push(p.changes.filter((c) => c.table !== 'profile').length);
        cursor = p.cursor;
      } while (p.hasMore);
      expect(sizes).toEqual([200, 600, 600, 101]);
      // An outdated cursor is a reset too: it starts small again.
      const again = await pull(t, uuidv7(), 'not a cursor');
      expect(again.reset).toBe(true);
      expect(logsOf(again) + rowsOf(again.changes, 'clients').length).toBe(200);
    } finally {
      setPullOverrides(server.ctx, null);
    }
  });

  it('stream: true sends a download in one NDJSON answer, the same pages as pulled one by one; a page that needs none answers plain JSON', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    await pushOk(t, uuidv7(), Array.from({ length: 700 }, (_, i) => create(i + 1, clientId)));
    const pageOf = (text: string) => JSON.parse(text) as PullResponse;
    setPullOverrides(server.ctx, { pageSize: 300, firstPageSize: 100 });
    try {
      const device = uuidv7();
      // Over the socket with brotli, as a browser asks: each page is flushed whole, and the body is the pages a line each.
      const res = await server.api('/api/sync/pull', { token: t.token, body: { deviceId: device, cursor: null, stream: true }, headers: { 'Accept-Encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/x-ndjson');
      expect(res.headers.get('content-encoding')).toBe('br');
      const lines = (await res.text()).split('\n');
      expect(lines.pop()).toBe('');
      const streamed = lines.map(pageOf);
      expect(streamed.map((p) => p.changes.filter((c) => c.table !== 'profile').length)).toEqual([100, 300, 300, 1]);
      expect(streamed.map((p) => p.hasMore)).toEqual([true, true, true, false]);
      expect(streamed[0]!.reset).toBe(true);
      expect(streamed.slice(1).every((p) => !p.reset)).toBe(true);
      // Each page is what a pull from the page before's cursor answers.
      for (let i = 1; i < streamed.length; i++) {
        const alone = await pull(t, device, streamed[i - 1]!.cursor);
        expect(alone.changes).toEqual(streamed[i]!.changes);
        expect(alone.cursor).toBe(streamed[i]!.cursor);
      }
      // Nothing more: a plain JSON answer (the fast path's too).
      const last = await server.api('/api/sync/pull', { token: t.token, body: { deviceId: device, cursor: streamed.at(-1)!.cursor, stream: true } });
      expect(last.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await last.json()) as PullResponse).changes).toEqual([]);
    } finally {
      setPullOverrides(server.ctx, null);
    }
  });
});
