import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../domain/billing/messages';
import { isBilled } from '../../domain/billing/price';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import * as schema from '../../server/db/schema';
import { clients, trainingSessions } from '../../server/db/schema';
import { billedSessionsWhere } from '../../server/areas/billing/queries';
import { startServer, type RunningServer } from '../../server/start';
import { createPgDatabase, DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/*
 * Issue 32 item 7: a workout a client does on their own is never billed;
 * only what the trainer delivers is (domain/billing/price.ts isBilled).
 */

const MIGRATIONS = join(import.meta.dirname, '../../server/db/migrations');
const BILLABLE_MIGRATION = '0019_session_billable';

type BillingDto = {
  summary: { totalOwed: number; totalPaid: number; totalBilled: number; availableCredit: number };
  sessions: { session_id: string; price: number; paid: number; balance: number }[];
  payments: { id: string; applied_amount: number; remaining_amount: number; allocations: { session_id: string; amount: number }[] }[];
};

const json = async <T>(res: Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
};

/** The migrations folder as it was before the billable column: the journal cut before that migration. */
function migrationsBeforeBillable(): string {
  const dir = mkdtempSync(join(tmpdir(), 'repwise-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === BILLABLE_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A database (PGlite in a data dir, or a fresh PostgreSQL one) migrated up to just before the billable column. */
async function oldDatabase(kind: 'pglite' | 'postgres', migrationsFolder: string) {
  if (kind === 'postgres') {
    const pgdb = await createPgDatabase();
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.default.Pool({ connectionString: pgdb.url });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end(), storage: { databaseUrl: pgdb.url, dataDir: mkdtempSync(join(tmpdir(), 'repwise-test-')) }, drop: pgdb.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'repwise-test-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(join(dataDir, 'pgdata'));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close(), storage: { dataDir, databaseUrl: undefined }, drop: async () => {} };
}

describe.each(DB_KINDS)('the billable migration on %s', (kind) => {
  let server: RunningServer | undefined;
  let cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await server?.close();
    for (const c of cleanup) await c();
  });

  it("removes the charges already made for a client's own workouts: payments re-apply oldest first, the rest is credit", async () => {
    const folder = migrationsBeforeBillable();
    cleanup.push(async () => rmSync(folder, { recursive: true, force: true }));
    const old = await oldDatabase(kind, folder);
    cleanup.push(old.drop, async () => rmSync(old.storage.dataDir, { recursive: true, force: true }));

    // The rows the code before the fix left: a client at 35 an hour with a blank workout of their own
    // (workout.start: solo, approved, completed, by the client), two sessions with the trainer, two payments.
    const trainer = await makeTrainer(old.db);
    const client = await makeClient(old.db, trainer.id, { withUser: true });
    await old.db.update(clients).set({ hourlyRate: 35 }).where(eq(clients.id, client.clientId));
    const session = async (date: string, type: 'solo' | 'in_person', createdBy: string, title: string) => {
      const id = uuidv7();
      await old.db.execute(sql`
        insert into training_sessions (id, space_id, client_ids, title, type, plan_by_client, date, time, time_zone, duration_minutes, approval_by_client, starts_at, progress_status, created_by)
        values (${id}, ${trainer.id}, ${sql.raw(`array['${client.clientId}']::uuid[]`)}, ${title}, ${type}, ${JSON.stringify({ [client.clientId]: null })}::jsonb, ${date}, '08:00', 'Europe/Bratislava', 60,
                ${JSON.stringify({ [client.clientId]: 'approved' })}::jsonb, ${`${date}T07:00:00.000Z`}, 'completed', ${createdBy})`);
      return id;
    };
    const own = await session('2026-03-01', 'solo', client.user!.id, 'Blank workout');
    const first = await session('2026-03-02', 'in_person', trainer.id, 'Strength');
    const second = await session('2026-03-05', 'in_person', trainer.id, 'Strength');
    const payment = async (amountMinor: number, receivedOn: string) => {
      const id = uuidv7();
      await old.db.execute(sql`insert into payments (id, space_id, client_id, amount_minor, method, received_on, created_by) values (${id}, ${trainer.id}, ${client.clientId}, ${amountMinor}, 'cash', ${receivedOn}, ${trainer.id})`);
      return id;
    };
    const p1 = await payment(4000, '2026-03-03');
    const p2 = await payment(4000, '2026-03-06');
    // What the old rule billed: every completed session, the client's own workout too.
    const counted = (await old.db.execute(sql`select count(*)::int as n from training_sessions where progress_status = 'completed'`)) as unknown as { rows: { n: number }[] };
    const n = counted.rows[0]!.n;
    expect(n).toBe(3);
    await old.close();

    // Starting the server runs the remaining migrations on those rows.
    server = await startServer({ ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', ...old.storage });
    const api = (path: string, token: string) => fetch(server!.url + path, { headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', Authorization: `Bearer ${token}` } });

    const billing = (await json<{ data: BillingDto }>(await api(`/api/clients/${client.clientId}/billing`, trainer.token), 200)).data;
    // Newest first, as the sessions tab lists them.
    expect(billing.sessions.map((s) => [s.session_id, s.price, s.paid, s.balance])).toEqual([
      [second, 35, 35, 0],
      [first, 35, 35, 0],
    ]);
    expect(billing.sessions.some((s) => s.session_id === own)).toBe(false);
    expect(billing.summary).toMatchObject({ totalBilled: 70, totalPaid: 80, totalOwed: 0, availableCredit: 10 });
    const byId = new Map(billing.payments.map((p) => [p.id, p]));
    expect(byId.get(p1)).toMatchObject({ applied_amount: 40, remaining_amount: 0, allocations: [{ session_id: first, amount: 35 }, { session_id: second, amount: 5 }] });
    expect(byId.get(p2)).toMatchObject({ applied_amount: 30, remaining_amount: 10, allocations: [{ session_id: second, amount: 30 }] });

    // The client sees the same, and the client list owes nothing.
    const mine = (await json<{ data: BillingDto }>(await api('/api/client/billing', client.user!.token), 200)).data;
    expect(mine.summary).toMatchObject({ totalBilled: 70, totalOwed: 0, availableCredit: 10 });
    const listed = await json<{ data: { id: string; amountOwed: number }[] }>(await api('/api/clients', trainer.token), 200);
    expect(listed.data.find((c) => c.id === client.clientId)!.amountOwed).toBe(0);
    const earlier = await json<{ data: { client_id: string; billed_minor: number; sessions: number }[] }>(await api(`/api/billing/earlier?before=2026-04-01T00:00:00.000Z`, trainer.token), 200);
    expect(earlier.data).toEqual([expect.objectContaining({ client_id: client.clientId, billed_minor: 7000, sessions: 2 })]);
    // Two databases opened and migrated (to before the column, then on): PGlite takes its time on a busy machine.
  }, 180_000);
});

describe.each(DB_KINDS)('what is billed on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const push = async (who: Actor, mutations: { id: number; name: string; args: unknown }[]) =>
    (await json<{ results: MutationResult[] }>(await env.server.api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations } }), 200)).results;
  const billingOf = async (who: Actor, clientId: string) => (await json<{ data: BillingDto }>(await env.server.api(`/api/clients/${clientId}/billing`, { token: who.token }), 200)).data;

  it('the SQL picks exactly the sessions isBilled bills, whatever their type, mark and progress', async () => {
    const trainer = await makeTrainer(db());
    const { clientId } = await makeClient(db(), trainer.id);
    const rowArb = fc.record({
      type: fc.constantFrom('in_person' as const, 'solo' as const, 'group' as const),
      billable: fc.boolean(),
      progressStatus: fc.constantFrom('not_started' as const, 'in_progress' as const, 'completed' as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 1, maxLength: 12 }), async (list) => {
        await db().delete(trainingSessions).where(eq(trainingSessions.spaceId, trainer.id));
        const rows = list.map((x) => ({ ...x, id: uuidv7() }));
        await db()
          .insert(trainingSessions)
          .values(
            rows.map((r) => ({
              id: r.id,
              spaceId: trainer.id,
              clientIds: [clientId],
              title: 'Session',
              type: r.type,
              billable: r.billable,
              planByClient: { [clientId]: null },
              date: '2026-03-02',
              time: '08:00',
              timeZone: 'Europe/Bratislava',
              durationMinutes: 60,
              approvalByClient: { [clientId]: 'approved' as const },
              startsAt: new Date('2026-03-02T07:00:00.000Z'),
              progressStatus: r.progressStatus,
            })),
          );
        const picked = await db()
          .select({ id: trainingSessions.id })
          .from(trainingSessions)
          .where(and(eq(trainingSessions.spaceId, trainer.id), billedSessionsWhere()));
        expect(new Set(picked.map((p) => p.id))).toEqual(new Set(rows.filter(isBilled).map((r) => r.id)));
      }),
      { numRuns: 15 },
    );
  });

  it("never bills a client's own workout, refuses a client's billable, and bills a solo session the trainer marked", async () => {
    const trainer = await makeTrainer(db());
    const client = await makeClient(db(), trainer.id, { withUser: true });
    await db().update(clients).set({ hourlyRate: 35 }).where(eq(clients.id, client.clientId));
    const own = uuidv7();
    const startedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const refused = await push(client.user!, [{ id: 1, name: 'workout.start', args: { sessionId: uuidv7(), title: 'Blank workout', startedAt, billable: true } }]);
    expect(refused[0]).toMatchObject({ status: 'error', error: { code: 'validation_failed' } });
    expect(JSON.stringify(refused[0]!.error)).toContain(BILLING_MESSAGES.billableByTrainerOnly);
    const done = await push(client.user!, [
      { id: 1, name: 'workout.start', args: { sessionId: own, title: 'Blank workout', startedAt } },
      { id: 2, name: 'session.progress', args: { id: own, event: 'complete' } },
    ]);
    expect(done.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect((await billingOf(trainer, client.clientId)).summary).toMatchObject({ totalBilled: 0, totalOwed: 0 });

    // A solo session the trainer plans and marks billable is billed once the client completes it.
    const online = uuidv7();
    const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const planned = await push(trainer, [
      { id: 1, name: 'session.create', args: { id: online, title: 'Online check-in', type: 'solo', billable: true, clientIds: [client.clientId], planByClient: { [client.clientId]: null }, date, time: '08:00', durationMinutes: 30 } },
    ]);
    expect(planned[0]!.status).toBe('ok');
    const completed = await push(client.user!, [
      { id: 1, name: 'session.progress', args: { id: online, event: 'start' } },
      { id: 2, name: 'session.progress', args: { id: online, event: 'complete' } },
    ]);
    expect(completed.map((r) => r.status)).toEqual(['ok', 'ok']);
    const billing = await billingOf(trainer, client.clientId);
    expect(billing.sessions.map((s) => [s.session_id, s.price])).toEqual([[online, 17.5]]);
    // The trainer unmarks it: billed no more.
    expect((await push(trainer, [{ id: 1, name: 'session.update', args: { id: online, billable: false } }]))[0]!.status).toBe('ok');
    expect((await billingOf(trainer, client.clientId)).summary.totalBilled).toBe(0);
  });
});
