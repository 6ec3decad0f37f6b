import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES as SM } from '../../domain/sessions/messages';
import { addDays } from '../../domain/time/wall-time';
import { trainingSessions } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { syncDevice } from './plans-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as string).sort();
const weekly = (weekdays: number[], maxSessions = 10) => ({ unit: 'weeks', interval: 1, weekdays, maxSessions });

describe.each(DB_KINDS)('sessions through sync on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;

  async function setup() {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const b = await makeClient(db(), t.id, { withUser: true, name: 'Beata' });
    return { t, a, b, trainer: syncDevice(env.server, t.token), devA: syncDevice(env.server, a.user!.token), devB: syncDevice(env.server, b.user!.token) };
  }
  const session = (id: string, clientIds: string[], over: Record<string, unknown> = {}) => ({
    id,
    title: 'Strength',
    type: clientIds.length > 1 ? 'group' : 'in_person',
    clientIds,
    planByClient: Object.fromEntries(clientIds.map((c) => [c, null])),
    date: addDays(today(), 7),
    time: '18:00',
    durationMinutes: 60,
    ...over,
  });

  it('each client sees the sessions, series and exceptions that list them; a removed client is told', async () => {
    const { a, b, trainer, devA, devB } = await setup();
    const single = uuidv7();
    const group = uuidv7();
    const series = uuidv7();
    const results = await trainer.push(
      { name: 'session.create', args: session(single, [a.clientId]) },
      { name: 'session.create', args: session(group, [a.clientId, b.clientId]) },
      { name: 'series.create', args: { ...session(series, [b.clientId]), date: today(), recurrence: weekly([0, 3]) } },
      { name: 'occurrence.cancel', args: { seriesId: series, occurrenceDate: addDays(today(), 0), exceptionId: uuidv7() } },
    );
    // The series starts today, but today need not be a Monday or Thursday: the cancel may be refused.
    expect(results.slice(0, 3).map((r) => r.status)).toEqual(['ok', 'ok', 'ok']);
    await devA.pull();
    await devB.pull();
    expect(ids(devA.table('sessions'))).toEqual([single, group].sort());
    expect(devA.table('series')).toEqual([]);
    expect(ids(devB.table('sessions'))).toEqual([group]);
    expect(ids(devB.table('series'))).toEqual([series]);
    expect(devB.table('sessions')[0]).toMatchObject({ approvalByClient: { [a.clientId]: 'pending', [b.clientId]: 'pending' }, scheduleVersion: 1, timeZone: 'Europe/Bratislava' });

    // Beata leaves the group: her device drops it, Adam keeps it.
    expect((await trainer.push({ name: 'session.update', args: { id: group, clientIds: [a.clientId] } }))[0]!.status).toBe('ok');
    const changes = await devB.pull();
    expect(changes).toContainEqual({ table: 'sessions', op: 'del', row: { id: group } });
    expect(devB.table('sessions')).toEqual([]);
    await devA.pull();
    expect(devA.table('sessions').find((s) => s.id === group)).toMatchObject({ clientIds: [a.clientId], planByClient: { [a.clientId]: null } });
  });

  it('a client answers on their own; a stale answer after the trainer moved the session is session_changed', async () => {
    const { a, b, trainer, devA, devB } = await setup();
    const group = uuidv7();
    await trainer.push({ name: 'session.create', args: session(group, [a.clientId, b.clientId]) });
    expect((await devA.push({ name: 'session.answer', args: { id: group, decision: 'approved', baseVersion: 1 } }))[0]!.status).toBe('ok');
    await trainer.pull();
    expect(trainer.table('sessions')[0]).toMatchObject({ approvalByClient: { [a.clientId]: 'approved', [b.clientId]: 'pending' } });

    // Notes keep the answers; a new time asks everyone again.
    await trainer.push({ name: 'session.update', args: { id: group, notes: 'Bring bands' } });
    await trainer.push({ name: 'session.update', args: { id: group, time: '19:00' } });
    const [stale] = await devB.push({ name: 'session.answer', args: { id: group, decision: 'declined', baseVersion: 1 } });
    expect(stale).toMatchObject({ status: 'error', error: { code: 'session_changed', message: SM.sessionChanged, details: { current: { id: group, time: '19:00', scheduleVersion: 2 } } } });
    await devB.pull();
    expect(devB.table('sessions')[0]).toMatchObject({ notes: 'Bring bands', approvalByClient: { [a.clientId]: 'pending', [b.clientId]: 'pending' }, scheduleVersion: 2 });
    expect((await devB.push({ name: 'session.answer', args: { id: group, decision: 'declined', baseVersion: 2 } }))[0]!.status).toBe('ok');
    // A trainer does not answer for a client; another trainer does not see the session.
    expect((await trainer.push({ name: 'session.answer', args: { id: group, decision: 'approved', baseVersion: 2 } }))[0]!.error!.code).toBe('forbidden');
    const other = syncDevice(env.server, (await makeTrainer(db())).token);
    expect((await other.push({ name: 'session.update', args: { id: group, notes: 'mine' } }))[0]!.error!.code).toBe('not_found');
    expect((await devA.push({ name: 'session.update', args: { id: group, notes: 'mine' } }))[0]!.error!.code).toBe('not_found');
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, group));
    expect(row!.notes).toBe('Bring bands');
  });

  it('a series is answered whole or one occurrence at a time, each with its version', async () => {
    const { a, trainer, devA } = await setup();
    const series = uuidv7();
    const start = addDays(today(), 14);
    await trainer.push({ name: 'series.create', args: { ...session(series, [a.clientId]), date: start, recurrence: { unit: 'days', interval: 7, maxSessions: 5 } } });
    expect((await devA.push({ name: 'series.answer', args: { id: series, decision: 'approved', baseVersion: 1 } }))[0]!.status).toBe('ok');
    const second = addDays(start, 7);
    const exceptionId = uuidv7();
    expect((await devA.push({ name: 'occurrence.answer', args: { seriesId: series, occurrenceDate: second, exceptionId, decision: 'declined', baseVersion: 1, exceptionVersion: 0 } }))[0]!.status).toBe('ok');
    await devA.pull();
    expect(devA.table('seriesExceptions')).toEqual([expect.objectContaining({ id: exceptionId, occurrenceDate: second, approvalByClient: { [a.clientId]: 'declined' }, clientIds: [a.clientId], scheduleVersion: 0 })]);
    // The trainer moves that session: it is asked again, and an answer to the old time is refused.
    await trainer.push({ name: 'occurrence.edit', args: { seriesId: series, occurrenceDate: second, exceptionId: uuidv7(), changes: { time: '07:00' } } });
    const [stale] = await devA.push({ name: 'occurrence.answer', args: { seriesId: series, occurrenceDate: second, exceptionId, decision: 'approved', baseVersion: 1, exceptionVersion: 0 } });
    expect(stale!.error!.code).toBe('session_changed');
    expect((await devA.push({ name: 'occurrence.answer', args: { seriesId: series, occurrenceDate: second, exceptionId, decision: 'approved', baseVersion: 1, exceptionVersion: 1 } }))[0]).toMatchObject({ status: 'ok' });
    // Changing the whole series' time asks again for the series.
    await trainer.push({ name: 'series.update', args: { id: series, time: '20:00' } });
    expect((await devA.push({ name: 'series.answer', args: { id: series, decision: 'approved', baseVersion: 1 } }))[0]!.error!.code).toBe('session_changed');
    await devA.pull();
    expect(devA.table('series')[0]).toMatchObject({ time: '20:00', scheduleVersion: 2, approvalByClient: { [a.clientId]: 'pending' } });
  });

  it('a past session keeps date and time (session_in_past); its notes still change', async () => {
    const { a, trainer } = await setup();
    const id = uuidv7();
    await trainer.push({ name: 'session.create', args: session(id, [a.clientId], { date: addDays(today(), -3) }) });
    const [moved] = await trainer.push({ name: 'session.update', args: { id, time: '07:00' } });
    expect(moved).toMatchObject({ status: 'error', error: { code: 'session_in_past', message: SM.sessionInPast } });
    expect((await trainer.push({ name: 'session.update', args: { id, notes: 'Good work' } }))[0]!.status).toBe('ok');
    expect((await trainer.push({ name: 'session.makeRecurring', args: { id, seriesId: uuidv7(), recurrence: weekly([0]) } }))[0]!.error!.code).toBe('session_in_past');
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, id));
    expect(row).toMatchObject({ time: '18:00', notes: 'Good work' });
  });

  it('a deleted client takes their own sessions and series along; a group only loses them', async () => {
    const { a, b, trainer, devB } = await setup();
    const own = uuidv7();
    const group = uuidv7();
    const series = uuidv7();
    await trainer.push(
      { name: 'session.create', args: session(own, [a.clientId]) },
      { name: 'session.create', args: session(group, [a.clientId, b.clientId]) },
      { name: 'series.create', args: { ...session(series, [a.clientId]), recurrence: { unit: 'days', interval: 1, maxSessions: 3 } } },
    );
    expect((await trainer.push({ name: 'client.delete', args: { id: a.clientId } }))[0]!.status).toBe('ok');
    await trainer.pull();
    expect(ids(trainer.table('sessions'))).toEqual([group]);
    expect(trainer.table('series')).toEqual([]);
    expect(trainer.table('sessions')[0]).toMatchObject({ clientIds: [b.clientId], approvalByClient: { [b.clientId]: 'pending' } });
    await devB.pull();
    expect(ids(devB.table('sessions'))).toEqual([group]);
  });
});
