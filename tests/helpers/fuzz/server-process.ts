/**
 * The server the fuzz test attacks, in a process of its own: a request that
 * puts the event loop in an endless loop would hang vitest's process too, and
 * this one the test can kill and start again. Started by child.ts with an IPC
 * channel; prints nothing, answers the test's commands over IPC:
 * - seed: two trainers' spaces (the caller's and a foreign one) with a row in
 *   every kind of record, an admin, and fresh tokens;
 * - tokens: fresh tokens for the seeded users (a fuzzed logout or disable may
 *   have ended the old ones), the users enabled again;
 * - checksum: a hash of every table's rows but bookkeeping ones, to tell
 *   whether a refused request changed anything, with the WAL position;
 * - wal: the WAL position alone;
 * - freshSeries: a new series of the caller's with an exception;
 * - unlimit: the rate limiters' counters forgotten (a limit's 429 would hide
 *   what a request does behind it).
 */
import { inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { PROTOCOL_VERSION } from '../../../domain/protocol/protocol';
import { issueToken } from '../../../server/auth/tokens';
import { users } from '../../../server/db/schema';
import { seedSpace } from '../../integration/export-fixtures';
import { makeAdmin, makeClient } from '../../integration/sync-fixtures';
import { startTestServer, type TestServer } from '../server';
import { BACKGROUND_COLUMNS, BOOKKEEPING_TABLES, type Fixture, type FreshSeries, type FuzzCommand, type Role } from './protocol';

const kind = process.env.FUZZ_DB === 'postgres' ? 'postgres' : 'pglite';
let server: TestServer;
let fixture: Fixture | null = null;
const userIds: Record<Role, string> = {} as never;

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Pushes mutations from a new device (ids from 1); answers each one's status (seeding goes on past a refused one). */
async function push(token: string, device: string, mutations: { name: string; args: unknown }[]): Promise<string[]> {
  const res = await server.api('/api/sync/push', {
    token,
    body: { protocolVersion: PROTOCOL_VERSION, deviceId: device, mutations: mutations.map((m, i) => ({ id: i + 1, ...m })) },
  });
  const body = (await res.json()) as { results?: { status: string; error?: unknown }[] };
  return (body.results ?? []).map((r) => (r.status === 'error' ? `error ${JSON.stringify(r.error)}` : r.status));
}

/** A series of five, every 7 days from a week on, its second session cancelled (an exception); the good values that go with it. */
function seriesMutations(clientId: string, series: string, exception: string) {
  const start = addDays(today(), 7);
  const days = { unit: 'days', interval: 7, weekdays: [], dayOfMonth: null, endDate: null, maxSessions: 5 };
  const mutations = [
    {
      name: 'series.create',
      args: { id: series, title: 'Strength', type: 'in_person', clientIds: [clientId], planByClient: { [clientId]: null }, date: start, time: '18:00', durationMinutes: 60, recurrence: days },
    },
    { name: 'occurrence.cancel', args: { seriesId: series, occurrenceDate: addDays(start, 7), exceptionId: exception } },
  ];
  // The occurrence the exception is about: an edit of it names that exception (occurrence.edit's exceptionId); a later one to delete from.
  const good = { occurrenceDate: addDays(start, 7), fromDate: addDays(start, 14), cancelled: false };
  // Weekly first: a start that is no date made its walk endless whatever the count (issue 27 item 1).
  const weeks = { unit: 'weeks', interval: 1, weekdays: [1, 4], dayOfMonth: null, endDate: null, maxSessions: 6 };
  const months = { unit: 'months', interval: 1, weekdays: [], dayOfMonth: 15, endDate: addDays(today(), 200), maxSessions: null };
  return { mutations, good, goodForms: { recurrence: [weeks, months, days] } };
}

async function freshSeries(): Promise<FreshSeries> {
  const series = uuidv7();
  const exception = uuidv7();
  const made = seriesMutations(fixture!.own.clientWithUser![0]!, series, exception);
  // The fuzzed pushes may have spent the trainer's push limit.
  await unlimit();
  const results = await push(fixture!.tokens.trainer, uuidv7(), made.mutations);
  if (results.some((r) => r !== 'ok')) throw new Error(`fuzz: fresh series not made: ${results.join(', ')}`);
  return { series, exception, good: made.good };
}

async function unlimit(): Promise<void> {
  await server.ctx.db.execute(sql`DELETE FROM rate_limits`).catch((e: { code?: string; cause?: { code?: string } }) => {
    // A server without stored limits has no such table.
    if ((e.cause?.code ?? e.code) !== '42P01') throw e;
  });
}

/** The rows push can make that seedSpace does not write: a series with an exception, a meal plan with a meal, a custom meal. */
async function pushRows(trainerToken: string, clientToken: string, clientId: string, ids: Record<string, string[]>) {
  const series = uuidv7();
  const exception = uuidv7();
  const mealPlan = uuidv7();
  const trainerMeal = uuidv7();
  const pivot = uuidv7();
  const customMeal = uuidv7();
  const device = uuidv7();
  const results = await push(trainerToken, device, [
    ...seriesMutations(clientId, series, exception).mutations,
    { name: 'meal.create', args: { id: trainerMeal, title: 'Oats', ingredients: [], nutrition: { calories: 300, protein: 10, carbs: 50, fat: 5 } } },
    { name: 'mealPlan.create', args: { id: mealPlan, title: 'Light day', days: 1 } },
    { name: 'mealPlanMeal.add', args: { id: pivot, mealPlanId: mealPlan, mealId: trainerMeal, day: 1, slot: 'breakfast' } },
  ]);
  const clientResults = await push(clientToken, uuidv7(), [
    { name: 'customMeal.create', args: { id: customMeal, fields: { title: 'Soup', nutrition: { calories: 200, protein: 5, carbs: 20, fat: 5 } } } },
  ]);
  const made: [string, string, string][] = [
    ['series', series, results[0]!],
    ['exceptions', exception, results[1]!],
    ['meals', trainerMeal, results[2]!],
    ['meal-plans', mealPlan, results[3]!],
    ['pivots', pivot, results[4]!],
    ['custom-meals', customMeal, clientResults[0]!],
  ];
  for (const [file, id, status] of made) {
    if (status === 'ok') (ids[file] ??= []).push(id);
    else process.stderr.write(`fuzz seed: ${file} not made: ${status}\n`);
  }
  (ids.devices ??= []).push(device);
}

async function seed(): Promise<Fixture> {
  const db = server.ctx.db;
  const own = await seedSpace(db, 'own');
  const foreign = await seedSpace(db, 'foreign');
  const admin = await makeAdmin(db);
  // A client record with no account yet: the invitation routes need one.
  const invitee = await makeClient(db, own.trainer.id, { name: 'Invitee' });
  own.all.invitees = [invitee.clientId];
  await pushRows(own.trainer.token, own.withUser.user.token, own.withUser.clientId, own.all);
  const { good, goodForms } = seriesMutations(own.withUser.clientId, '', '');
  await pushRows(foreign.trainer.token, foreign.withUser.user.token, foreign.withUser.clientId, foreign.all);
  Object.assign(userIds, { trainer: own.trainer.id, client: own.withUser.user.id, admin: admin.id, foreignTrainer: foreign.trainer.id, foreignClient: foreign.withUser.user.id });
  fixture = {
    url: server.url,
    users: userIds,
    tokens: { trainer: own.trainer.token, client: own.withUser.user.token, admin: admin.token, foreignTrainer: foreign.trainer.token, foreignClient: foreign.withUser.user.token },
    own: { ...own.all, clientWithUser: [own.withUser.clientId], trainers: [own.trainer.id], users: [own.trainer.id] },
    foreign: { ...foreign.all, clientWithUser: [foreign.withUser.clientId], trainers: [foreign.trainer.id], users: [foreign.trainer.id] },
    good,
    goodForms,
  };
  return fixture;
}

async function freshTokens(): Promise<Fixture['tokens']> {
  const db = server.ctx.db;
  const ids = Object.values(userIds);
  // A fuzzed admin request may have disabled one of them; the next operation starts from working accounts.
  await db.update(users).set({ disabledAt: null, registrationStatus: 'active' }).where(inArray(users.id, ids));
  const tokens = {} as Fixture['tokens'];
  for (const [role, id] of Object.entries(userIds) as [Role, string][]) tokens[role] = await issueToken(db, id);
  fixture!.tokens = tokens;
  return tokens;
}

async function checksum(): Promise<Record<string, string>> {
  const db = server.ctx.db;
  const tables = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows?: { name: string }[] } | { name: string }[];
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.name).filter((n) => !BOOKKEEPING_TABLES.has(n));
  // One statement, one round trip: this runs after nearly every fuzzed request.
  const row = (n: string) => (BACKGROUND_COLUMNS[n] ? ['to_jsonb(t)', ...BACKGROUND_COLUMNS[n].map((c) => `'${c}'`)].join(' - ') : 't');
  const columns = names.map((n) => `(SELECT count(*)::text || ':' || coalesce(md5(string_agg((${row(n)})::text, '|' ORDER BY (${row(n)})::text)), '') FROM "${n}" t) AS "${n}"`);
  const r = (await db.execute(sql.raw(`SELECT pg_current_wal_lsn()::text AS "(wal)", ${columns.join(', ')}`))) as unknown as { rows?: Record<string, string>[] } | Record<string, string>[];
  return (Array.isArray(r) ? r : (r.rows ?? []))[0]!;
}

/** Where the write-ahead log is: it stays put while nothing is written, which spares the checksum after most refusals. */
async function wal(): Promise<string> {
  const r = (await server.ctx.db.execute(sql`SELECT pg_current_wal_lsn()::text AS lsn`)) as unknown as { rows?: { lsn: string }[] } | { lsn: string }[];
  return (Array.isArray(r) ? r : (r.rows ?? []))[0]!.lsn;
}

const commands: Record<FuzzCommand['cmd'], () => Promise<unknown>> = { seed, tokens: freshTokens, checksum, wal, freshSeries, unlimit };

process.on('message', (m: FuzzCommand) => {
  commands[m.cmd]().then(
    (result) => process.send!({ id: m.id, result }),
    (e: Error) => process.send!({ id: m.id, error: e?.stack ?? String(e) }),
  );
});
process.on('disconnect', () => {
  void server?.close().finally(() => process.exit(0));
});

server = await startTestServer(kind);
process.send!({ id: 0, result: server.url });
