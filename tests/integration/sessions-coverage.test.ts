import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSessionRange } from '../../domain/sessions/calendar';
import { DEFAULT_TIME_ZONE } from '../../domain/time/time-zone';
import { addDays, mondayOf } from '../../domain/time/wall-time';
import { seriesExceptions, sessionSeries, trainingSessions } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeAdmin, makeClient, makeTrainer } from './sync-fixtures';
import { expectJson, trainerWithTwoClients } from './sessions-fixtures';

/*
 * What sessions-rest.test.ts and sessions-sync.test.ts leave out of docs/rules/sessions.md "Mutations":
 * the default week, occurrence dates of moved and concrete occurrences, the
 * exception list's range, every trainer route refused to a client with the
 * rows unchanged, the past rule on the remaining routes, and the feed's
 * cancelled and moved sessions.
 */

type Entry = {
  id: string | null;
  series_id: string | null;
  occurrence_date: string | null;
  exception_id: string | null;
  date: string;
  time: string;
  title: string;
  progress_status: string;
  approval_status: string;
};
const today = () => new Date().toISOString().slice(0, 10);
const weekly = (weekdays: number[], max_sessions = 8) => ({ unit: 'weeks', interval: 1, weekdays, max_sessions });

describe.each(DB_KINDS)('sessions routes, the rest of docs/rules/sessions.md "Mutations", on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const json = expectJson;

  const setup = () => trainerWithTwoClients(db());

  /** Every row of these sessions, series and exceptions as stored (updatedAt included): what "nothing changed" compares. */
  async function rows(ids: { sessions: string[]; series: string[]; exceptions: string[] }) {
    return {
      sessions: await db().select().from(trainingSessions).where(inArray(trainingSessions.id, ids.sessions)).orderBy(trainingSessions.id),
      series: await db().select().from(sessionSeries).where(inArray(sessionSeries.id, ids.series)).orderBy(sessionSeries.id),
      exceptions: await db().select().from(seriesExceptions).where(inArray(seriesExceptions.id, ids.exceptions)).orderBy(seriesExceptions.id),
    };
  }

  it('GET /api/training-sessions defaults to this Monday-Sunday week in the trainer\u2019s zone', async () => {
    const { t, a } = await setup();
    const week = defaultSessionRange(Date.now(), DEFAULT_TIME_ZONE);
    const monday = mondayOf(today());
    // One session on Sunday of this week (in), one on next Monday (out).
    await json(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Sunday', client_id: a.clientId, date: addDays(monday, 6), time: '10:00' } }), 201);
    await json(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Next week', client_id: a.clientId, date: addDays(monday, 7), time: '10:00' } }), 201);
    const got = await json<{ data: Entry[]; start: string; end: string }>(env.server.api('/api/training-sessions', { token: t.token }), 200);
    expect({ start: got.start, end: got.end }).toEqual({ start: week.start, end: week.end });
    expect(got.data.map((e) => e.title)).toEqual(['Sunday']);
    // start alone is one day; an end before the start, or a range over a year, is refused.
    expect((await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${addDays(monday, 7)}`, { token: t.token }), 200)).data.map((e) => e.title)).toEqual(['Next week']);
    await json(env.server.api(`/api/training-sessions?start=${monday}&end=${addDays(monday, -1)}`, { token: t.token }), 422);
    await json(env.server.api(`/api/training-sessions?start=${monday}&end=${addDays(monday, 400)}`, { token: t.token }), 422);
    await json(env.server.api('/api/training-sessions?start=2026-13-01', { token: t.token }), 422);
  });

  it('a range answers every occurrence with its series id and occurrence date: moved to another day, cancelled, made concrete', async () => {
    const { t, a } = await setup();
    const monday = mondayOf(addDays(today(), 21));
    const series = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', { token: t.token, body: { title: 'Strength', client_id: a.clientId, date: monday, time: '18:00', recurrence: weekly([0, 3], 6) } }),
      201,
    );
    const sid = series.data.id;
    // Week 1 Thursday moves to Friday 17:00; week 2 Monday is cancelled; week 2 Thursday is made a session of its own.
    const moved = await json<{ data: { id: string } }>(env.server.api(`/api/training-session-series/${sid}/exceptions`, { token: t.token, body: { occurrence_date: addDays(monday, 3), date: addDays(monday, 4), time: '17:00' } }), 201);
    await json(env.server.api(`/api/training-session-series/${sid}/exceptions`, { token: t.token, body: { occurrence_date: addDays(monday, 7), cancelled: true } }), 201);
    const concrete = await json<{ data: Entry }>(
      env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Strength', client_id: a.clientId, date: addDays(monday, 10), time: '18:00', series_id: sid, occurrence_date: addDays(monday, 10) } }),
      201,
    );
    // The same occurrence again under another id is taken.
    expect(
      (await json<{ code: string }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'x', client_id: a.clientId, date: addDays(monday, 10), time: '18:00', series_id: sid, occurrence_date: addDays(monday, 10) } }), 409)).code,
    ).toBe('occurrence_taken');
    // A day the series has no session on is not an occurrence.
    await json(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'x', client_id: a.clientId, date: addDays(monday, 1), time: '18:00', series_id: sid, occurrence_date: addDays(monday, 1) } }), 422);

    const list = await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${monday}&end=${addDays(monday, 20)}`, { token: t.token }), 200);
    expect(list.data.map((e) => [e.date, e.time, e.series_id, e.occurrence_date, e.id !== null])).toEqual([
      [monday, '18:00', sid, monday, false],
      [addDays(monday, 4), '17:00', sid, addDays(monday, 3), false],
      [addDays(monday, 10), '18:00', sid, addDays(monday, 10), true],
      [addDays(monday, 14), '18:00', sid, addDays(monday, 14), false],
      [addDays(monday, 17), '18:00', sid, addDays(monday, 17), false],
    ]);
    expect(list.data[1]!.exception_id).toBe(moved.data.id);
    expect(list.data[2]!.id).toBe(concrete.data.id);
    // The client sees the same occurrences.
    const mine = await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${monday}&end=${addDays(monday, 20)}`, { token: a.user!.token }), 200);
    expect(mine.data.map((e) => [e.date, e.occurrence_date])).toEqual(list.data.map((e) => [e.date, e.occurrence_date]));

    // GET /api/training-session-exceptions with a range of occurrence dates.
    const all = await json<{ data: { occurrence_date: string }[] }>(env.server.api(`/api/training-session-exceptions?series_id=${sid}`, { token: t.token }), 200);
    expect(all.data.map((e) => e.occurrence_date)).toEqual([addDays(monday, 3), addDays(monday, 7)]);
    const ranged = await json<{ data: { occurrence_date: string; cancelled: boolean }[] }>(
      env.server.api(`/api/training-session-exceptions?series_id=${sid}&start=${addDays(monday, 5)}&end=${addDays(monday, 9)}`, { token: a.user!.token }),
      200,
    );
    expect(ranged.data).toEqual([expect.objectContaining({ occurrence_date: addDays(monday, 7), cancelled: true })]);
    // A malformed id is a 422 (as everywhere); an unknown one is not found.
    await json(env.server.api('/api/training-session-exceptions?series_id=not-a-uuid', { token: t.token }), 422);
    await json(env.server.api(`/api/training-session-exceptions?series_id=${concrete.data.id}`, { token: t.token }), 404);

    // PUT an exception to cancel the moved session: it leaves the list.
    const put = await json<{ data: { cancelled: boolean } }>(env.server.api(`/api/training-session-exceptions/${moved.data.id}`, { token: t.token, method: 'PUT', body: { cancelled: true } }), 200);
    expect(put.data.cancelled).toBe(true);
    const after = await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${monday}&end=${addDays(monday, 6)}`, { token: t.token }), 200);
    expect(after.data.map((e) => e.date)).toEqual([monday]);
  });

  it('a client on every trainer route is refused (403), another client and another trainer find nothing (404), and no row changes', async () => {
    const { t, a, b } = await setup();
    const other = await makeTrainer(db());
    const date = addDays(today(), 10);
    const s = await json<{ data: Entry }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Mine', client_id: a.clientId, date, time: '18:00' } }), 201);
    const ser = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', { token: t.token, body: { title: 'S', client_id: a.clientId, date, time: '18:00', recurrence: { unit: 'days', interval: 1, max_sessions: 3 } } }),
      201,
    );
    const ex = await json<{ data: { id: string } }>(env.server.api(`/api/training-session-series/${ser.data.id}/exceptions`, { token: t.token, body: { occurrence_date: addDays(date, 1), time: '19:00' } }), 201);
    const ids = { sessions: [s.data.id!], series: [ser.data.id], exceptions: [ex.data.id] };
    const before = await rows(ids);
    const sid = s.data.id!;
    const rec = { unit: 'days', interval: 1, max_sessions: 2 };

    const at = a.user!.token;
    const asClient: [string, string, unknown?][] = [
      ['POST', '/api/training-sessions', { title: 'x', client_id: a.clientId, date, time: '18:00' }],
      ['PUT', `/api/training-sessions/${sid}`, { title: 'x' }],
      ['DELETE', `/api/training-sessions/${sid}`],
      ['PUT', `/api/training-sessions/${sid}/recurring`, { recurrence: rec }],
      ['DELETE', `/api/clients/${a.clientId}/training-sessions/${sid}`],
      ['POST', '/api/training-session-series', { title: 'x', client_id: a.clientId, date, time: '18:00', recurrence: rec }],
      ['PUT', `/api/training-session-series/${ser.data.id}`, { title: 'x' }],
      ['DELETE', `/api/training-session-series/${ser.data.id}`],
      ['POST', `/api/training-session-series/${ser.data.id}/exceptions`, { occurrence_date: date, cancelled: true }],
      ['PUT', `/api/training-session-exceptions/${ex.data.id}`, { cancelled: true }],
      ['DELETE', `/api/training-session-exceptions/${ex.data.id}`],
    ];
    for (const [method, path, body] of asClient) expect((await env.server.api(path, { token: at, method, body })).status, `${method} ${path}`).toBe(403);

    // Another client of the same trainer: nothing of Adam's is there to read or answer.
    const bt = b.user!.token;
    expect((await env.server.api(`/api/training-session-exceptions?series_id=${ser.data.id}`, { token: bt })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}/approval`, { token: bt, body: { decision: 'declined', schedule_version: 1 } })).status).toBe(404);
    expect((await json<{ data: unknown[] }>(env.server.api('/api/training-session-series', { token: bt }), 200)).data).toEqual([]);

    // Another trainer: not found on what sessions-rest does not try, and their list is empty.
    const o = other.token;
    expect((await env.server.api(`/api/clients/${a.clientId}/training-sessions/${sid}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-exceptions/${ex.data.id}`, { token: o, method: 'PUT', body: { cancelled: true } })).status).toBe(404);
    expect((await json<{ data: unknown[] }>(env.server.api('/api/training-session-series', { token: o }), 200)).data).toEqual([]);
    // An admin is not a trainer or client of sessions.
    const admin = await makeAdmin(db());
    expect((await env.server.api('/api/training-sessions', { token: admin.token })).status).toBe(403);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}`, { token: admin.token, method: 'DELETE' })).status).toBe(403);
    // No token at all.
    expect((await env.server.api(`/api/training-sessions/${sid}`, { method: 'DELETE' })).status).toBe(401);

    expect(await rows(ids)).toEqual(before);
    // A client of the session removed by a trainer who is not theirs: still there.
    expect((await env.server.api(`/api/clients/${b.clientId}/training-sessions/${sid}`, { token: t.token, method: 'DELETE' })).status).toBe(404);
    expect(await rows(ids)).toEqual(before);
  });

  it('the past-session rule on the remaining routes: recurring, an exception\u2019s time, this and following; the answer names session_in_past', async () => {
    const { t, a } = await setup();
    const past = await json<{ data: Entry }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Done', client_id: a.clientId, date: addDays(today(), -3), time: '18:00' } }), 201);
    const recurring = await json<{ code: string; fields?: unknown }>(
      env.server.api(`/api/training-sessions/${past.data.id}/recurring`, { token: t.token, method: 'PUT', body: { recurrence: weekly([0, 1, 2, 3, 4, 5, 6]) } }),
      409,
    );
    expect(recurring.code).toBe('session_in_past');
    const series = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', { token: t.token, body: { title: 'Daily', client_id: a.clientId, date: addDays(today(), -5), time: '06:00', recurrence: { unit: 'days', interval: 1, max_sessions: 30 } } }),
      201,
    );
    const sid = series.data.id;
    // A past occurrence takes a new title, not a new time; its exception then refuses a new time too.
    const titled = await json<{ data: { id: string } }>(env.server.api(`/api/training-session-series/${sid}/exceptions`, { token: t.token, body: { occurrence_date: addDays(today(), -2), title: 'Hard one' } }), 201);
    expect((await json<{ code: string }>(env.server.api(`/api/training-session-exceptions/${titled.data.id}`, { token: t.token, method: 'PUT', body: { time: '07:00' } }), 409)).code).toBe('session_in_past');
    expect((await json<{ code: string }>(env.server.api(`/api/training-session-exceptions/${titled.data.id}`, { token: t.token, method: 'PUT', body: { date: today() } }), 409)).code).toBe('session_in_past');
    // "This and following" from a past session may not move it.
    expect(
      (await json<{ code: string }>(env.server.api(`/api/training-session-series/${sid}`, { token: t.token, method: 'PUT', body: { scope: 'following', occurrence_date: addDays(today(), -1), time: '08:00' } }), 409)).code,
    ).toBe('session_in_past');
    // The end may move as long as it keeps every session that started; cutting them off is refused.
    await json(env.server.api(`/api/training-session-series/${sid}`, { token: t.token, method: 'PUT', body: { recurrence: { unit: 'days', interval: 1, max_sessions: 20 } } }), 200);
    expect((await json<{ code: string }>(env.server.api(`/api/training-session-series/${sid}`, { token: t.token, method: 'PUT', body: { recurrence: { unit: 'days', interval: 1, max_sessions: 2 } } }), 409)).code).toBe(
      'session_in_past',
    );
    const got = await json<{ data: { time: string; recurrence: { max_sessions: number }; exceptions: { changes: Record<string, unknown> }[] } }>(env.server.api(`/api/training-session-series/${sid}`, { token: t.token }), 200);
    expect(got.data).toMatchObject({ time: '06:00', recurrence: { max_sessions: 20 }, exceptions: [{ changes: { title: 'Hard one' } }] });
  });

  it('the feed writes a cancelled session as EXDATE and a moved one as its own event, in English by default; an admin has no feed', async () => {
    const { t, a } = await setup();
    const monday = mondayOf(addDays(today(), 14));
    const series = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', { token: t.token, body: { title: 'Strength', client_id: a.clientId, date: monday, time: '18:00', recurrence: weekly([0, 3], 4) } }),
      201,
    );
    await json(env.server.api(`/api/training-session-series/${series.data.id}/exceptions`, { token: t.token, body: { occurrence_date: addDays(monday, 3), cancelled: true } }), 201);
    await json(env.server.api(`/api/training-session-series/${series.data.id}/exceptions`, { token: t.token, body: { occurrence_date: addDays(monday, 7), time: '19:30' } }), 201);
    await json(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Single', client_id: a.clientId, date: addDays(monday, 1), time: '07:00' } }), 201);
    const { url } = await json<{ url: string }>(env.server.api('/api/user/calendar-feed', { token: t.token, method: 'POST' }), 201);
    const ics = await (await fetch(url.replace(/^https?:\/\/[^/]+/, env.server.url))).text();
    const compact = (d: string) => d.replaceAll('-', '');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:Repwise training sessions');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO,TH;COUNT=4');
    expect(ics).toMatch(new RegExp(`EXDATE;TZID=[^:]+:${compact(addDays(monday, 3))}T180000`));
    expect(ics).toMatch(new RegExp(`RECURRENCE-ID;TZID=[^:]+:${compact(addDays(monday, 7))}T180000`));
    expect(ics).toMatch(new RegExp(`DTSTART;TZID=[^:]+:${compact(addDays(monday, 7))}T193000`));
    expect(ics).toContain('Single');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    // A malformed secret is refused, an unknown one not found.
    expect((await env.server.api('/api/calendar/short.ics')).status).toBe(422);
    expect((await env.server.api(`/api/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    const admin = await makeAdmin(db());
    expect((await env.server.api('/api/user/calendar-feed', { token: admin.token, method: 'POST' })).status).toBe(403);
  });
});
