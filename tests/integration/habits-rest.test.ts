import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { habitEntryId } from '../../domain/habits/entry-id';
import { MESSAGES } from '../../domain/messages';
import { encodeHlc } from '../../domain/protocol/hlc';
import { PROTOCOL_VERSION, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import { habitEntries, habits } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type HabitDto = { id: string; client_id: string; name: string; kind: string; unit: string | null; target: number | null; schedule: unknown; starts_on: string; ends_on: string | null; paused: { from: string; to: string | null }[]; starter_id: string | null };
type EntryDto = { id: string; habit_id: string; client_id: string; date: string; done: boolean; value: number | null };

const steps = { name: ' Steps ', kind: 'number', unit: 'steps', target: 8000, schedule: { type: 'daily' }, starts_on: '2026-11-02', starter_id: 'steps' };
const noSweets = { name: 'No sweets', kind: 'done', schedule: { type: 'weekdays', weekdays: [4, 0] }, starts_on: '2026-11-02' };

describe.each(DB_KINDS)('habits over REST on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const api = (path: string, opts: { token: string; method?: string; body?: unknown }) => env.server.api(path, opts);
  const json = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
  const push = async (who: Actor, mutations: { id: number; name: string; args: unknown; hlc?: string }[], deviceId = uuidv7()) => {
    const res = await api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results;
  };

  async function setup() {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const added = await api(`/api/clients/${c.clientId}/habits`, { token: t.token, body: steps });
    expect(added.status).toBe(201);
    return { t, c, habit: await json<HabitDto>(added) };
  }

  it('a trainer adds, lists, edits, pauses, resumes, ends and removes a habit; a resent id does nothing', async () => {
    const { t, c, habit } = await setup();
    expect(habit).toMatchObject({ client_id: c.clientId, name: 'Steps', kind: 'number', unit: 'steps', target: 8000, schedule: { type: 'daily' }, starts_on: '2026-11-02', ends_on: null, paused: [], starter_id: 'steps' });
    const again = await api(`/api/clients/${c.clientId}/habits`, { token: t.token, body: { ...noSweets, id: habit.id } });
    expect(again.status).toBe(200);
    expect((await json<HabitDto>(again)).name).toBe('Steps');

    const ticked = await json<HabitDto>(await api(`/api/clients/${c.clientId}/habits`, { token: t.token, body: noSweets }));
    expect(ticked).toMatchObject({ unit: null, target: null, schedule: { type: 'weekdays', weekdays: [0, 4] } });
    expect((await json<HabitDto[]>(await api(`/api/clients/${c.clientId}/habits`, { token: t.token }))).map((h) => h.id)).toEqual([habit.id, ticked.id]);
    expect((await json<HabitDto[]>(await api('/api/client/habits', { token: c.user!.token }))).map((h) => h.id)).toEqual([habit.id, ticked.id]);

    const edited = await api(`/api/habits/${habit.id}`, { token: t.token, method: 'PUT', body: { target: 10000, schedule: { type: 'timesPerWeek', times: 5 } } });
    expect(edited.status).toBe(200);
    expect(await json<HabitDto>(edited)).toMatchObject({ target: 10000, schedule: { type: 'timesPerWeek', times: 5 } });

    expect((await json<HabitDto>(await api(`/api/habits/${habit.id}/pause`, { token: t.token, body: { from: '2026-11-10' } }))).paused).toEqual([{ from: '2026-11-10', to: null }]);
    expect((await json<HabitDto>(await api(`/api/habits/${habit.id}/resume`, { token: t.token, body: { on: '2026-11-15' } }))).paused).toEqual([{ from: '2026-11-10', to: '2026-11-14' }]);
    expect((await json<HabitDto>(await api(`/api/habits/${habit.id}/end`, { token: t.token, body: { ends_on: '2026-11-30' } }))).ends_on).toBe('2026-11-30');

    await api(`/api/habits/${ticked.id}/entries/2026-11-05`, { token: c.user!.token, method: 'PUT', body: { done: true } });
    expect((await api(`/api/habits/${ticked.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/habits/${ticked.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    const [entry] = await db().select().from(habitEntries).where(eq(habitEntries.habitId, ticked.id));
    expect(entry?.deletedAt).not.toBeNull();
    expect((await api(`/api/habits/${ticked.id}/entries`, { token: c.user!.token })).status).toBe(404);
  });

  it('refuses bad habits with their translated messages and stores nothing', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...steps, name: '  ' }, MESSAGES.habitNameRequired],
      [{ ...steps, unit: null }, MESSAGES.habitUnitRequired],
      [{ ...steps, target: 0 }, MESSAGES.habitTargetInvalid],
      [{ ...noSweets, target: 3 }, MESSAGES.habitDoneHasNoTarget],
      [{ ...steps, schedule: { type: 'weekdays', weekdays: [] } }, MESSAGES.habitWeekdaysRequired],
      [{ ...steps, schedule: { type: 'timesPerWeek', times: 8 } }, MESSAGES.habitTimesPerWeekInvalid],
      [{ ...steps, starts_on: '2026-02-30' }, MESSAGES.habitDateInvalid],
      [{ ...steps, ends_on: '2026-11-01' }, MESSAGES.habitEndBeforeStart],
    ];
    for (const [body, message] of cases) {
      const res = await api(`/api/clients/${c.clientId}/habits`, { token: t.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await db().select().from(habits).where(eq(habits.clientId, c.clientId))).toEqual([]);
    const h = await json<HabitDto>(await api(`/api/clients/${c.clientId}/habits`, { token: t.token, body: steps }));
    const bad = await api(`/api/habits/${h.id}/end`, { token: t.token, body: { ends_on: '2026-10-01' } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe(MESSAGES.habitEndBeforeStart);
    const [kept] = await db().select().from(habits).where(eq(habits.id, h.id));
    expect(kept?.endsOn).toBeNull();
  });

  it('the client ticks and enters values; one entry per habit and day, a second set edits it; bad values refused', async () => {
    const { t, c, habit } = await setup();
    const token = c.user!.token;
    const first = await api(`/api/habits/${habit.id}/entries/2026-11-03`, { token, method: 'PUT', body: { value: 4200 } });
    expect(first.status).toBe(201);
    expect(await json<EntryDto>(first)).toMatchObject({ id: habitEntryId(habit.id, '2026-11-03'), habit_id: habit.id, client_id: c.clientId, date: '2026-11-03', value: 4200 });
    const second = await api(`/api/habits/${habit.id}/entries/2026-11-03`, { token: t.token, method: 'PUT', body: { value: 9100.5 } });
    expect(second.status).toBe(200);
    await api(`/api/habits/${habit.id}/entries/2026-11-04`, { token, method: 'PUT', body: { value: 0 } });
    const list = await json<EntryDto[]>(await api(`/api/habits/${habit.id}/entries?from=2026-11-01&to=2026-11-30`, { token }));
    expect(list.map((e) => [e.date, e.value])).toEqual([
      ['2026-11-03', 9100.5],
      ['2026-11-04', 0],
    ]);
    expect((await json<EntryDto[]>(await api(`/api/habits/${habit.id}/entries?from=2026-11-04`, { token: t.token }))).map((e) => e.date)).toEqual(['2026-11-04']);

    for (const body of [{ value: -1 }, { value: 1.234 }, { value: 1_000_001 }]) {
      const res = await api(`/api/habits/${habit.id}/entries/2026-11-05`, { token, method: 'PUT', body });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe(MESSAGES.habitValueInvalid);
    }
    const far = await api(`/api/habits/${habit.id}/entries/2099-01-01`, { token, method: 'PUT', body: { value: 1 } });
    expect(far.status).toBe(422);
    const ticked = await json<HabitDto>(await api(`/api/clients/${c.clientId}/habits`, { token: t.token, body: noSweets }));
    const valueOnTick = await api(`/api/habits/${ticked.id}/entries/2026-11-05`, { token, method: 'PUT', body: { done: true, value: 3 } });
    expect(valueOnTick.status).toBe(422);
    expect(await db().select().from(habitEntries).where(eq(habitEntries.clientId, c.clientId))).toHaveLength(2);
  });

  it('ownership: another trainer and another client get 404 on every route, and nothing changes', async () => {
    const { t, c, habit } = await setup();
    const stranger = await makeTrainer(db());
    const otherClient = await makeClient(db(), t.id, { withUser: true });
    const foreign = await makeClient(db(), stranger.id, { withUser: true });
    await api(`/api/habits/${habit.id}/entries/2026-11-03`, { token: c.user!.token, method: 'PUT', body: { value: 100 } });
    const before = await db().select().from(habits).where(eq(habits.id, habit.id));
    const entriesBefore = await db().select().from(habitEntries).where(eq(habitEntries.habitId, habit.id));
    for (const who of [stranger.token, otherClient.user!.token, foreign.user!.token]) {
      const calls: [string, { method?: string; body?: unknown }][] = [
        [`/api/habits/${habit.id}`, { method: 'PUT', body: { name: 'Mine' } }],
        [`/api/habits/${habit.id}/pause`, { body: { from: '2026-11-10' } }],
        [`/api/habits/${habit.id}/resume`, { body: { on: '2026-11-10' } }],
        [`/api/habits/${habit.id}/end`, { body: { ends_on: '2026-11-10' } }],
        [`/api/habits/${habit.id}`, { method: 'DELETE' }],
        [`/api/habits/${habit.id}/entries`, {}],
        [`/api/habits/${habit.id}/entries/2026-11-03`, { method: 'PUT', body: { value: 1 } }],
      ];
      for (const [path, opts] of calls) {
        const res = await api(path, { token: who, ...opts });
        expect([403, 404], `${path} ${opts.method ?? ''}`).toContain(res.status);
      }
    }
    // Trainer-only routes: another trainer's client is not found.
    expect((await api(`/api/clients/${c.clientId}/habits`, { token: stranger.token })).status).toBe(404);
    expect((await api(`/api/clients/${c.clientId}/habits`, { token: stranger.token, body: steps })).status).toBe(404);
    // A client can not change habits, even their own; they see only their own.
    expect((await api(`/api/habits/${habit.id}`, { token: c.user!.token, method: 'PUT', body: { name: 'Mine' } })).status).toBe(403);
    expect(await json<HabitDto[]>(await api('/api/client/habits', { token: otherClient.user!.token }))).toEqual([]);
    // Another trainer pushing the same ids changes nothing either.
    const results = await push(stranger, [
      { id: 1, name: 'habit.add', args: { id: habit.id, clientId: foreign.clientId, name: 'X', kind: 'done', unit: null, target: null, schedule: { type: 'daily' }, startsOn: '2026-11-01', endsOn: null } },
      { id: 2, name: 'habitEntry.set', args: { habitId: habit.id, date: '2026-11-03', done: true, value: null } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['error', 'error']);
    expect(await db().select().from(habits).where(eq(habits.id, habit.id))).toEqual(before);
    expect(await db().select().from(habitEntries).where(eq(habitEntries.habitId, habit.id))).toEqual(entriesBefore);
  });

  it('a replayed entry stores one row; two devices setting a day offline make one row, the later edit kept', async () => {
    const { c, habit } = await setup();
    const client = { ...c.user!, token: c.user!.token } as Actor;
    const set = (value: number) => ({ name: 'habitEntry.set', args: { habitId: habit.id, date: '2026-11-06', done: false, value } });
    const phone = uuidv7();
    const tablet = uuidv7();
    const early = encodeHlc({ ms: Date.now() - 60_000, counter: 0, node: phone });
    const late = encodeHlc({ ms: Date.now() - 30_000, counter: 0, node: tablet });
    expect((await push(client, [{ id: 1, ...set(5000), hlc: early }], phone)).map((r) => r.status)).toEqual(['ok']);
    // The same push again (its answer was lost): processed once.
    expect((await push(client, [{ id: 1, ...set(5000), hlc: early }], phone)).map((r) => r.status)).toEqual(['alreadyProcessed']);
    expect((await push(client, [{ id: 1, ...set(9000), hlc: late }], tablet)).map((r) => r.status)).toEqual(['ok']);
    // The phone's older edit arrives after the tablet's newer one: it loses.
    expect((await push(client, [{ id: 2, ...set(6000), hlc: early }], phone))[0]).toMatchObject({ status: 'ok' });
    const rows = await db().select().from(habitEntries).where(eq(habitEntries.habitId, habit.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: habitEntryId(habit.id, '2026-11-06'), value: 9000 });
    const pulled = (await (await api('/api/sync/pull', { token: client.token, body: { deviceId: phone, cursor: null } })).json()) as PullResponse;
    const tables = pulled.changes?.map((ch) => ch.table) ?? [];
    expect(tables).toContain('habits');
    expect(tables).toContain('habitEntries');
  });
});
