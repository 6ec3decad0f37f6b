import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES as SM } from '../../domain/sessions/messages';
import { addDays, mondayOf } from '../../domain/time/wall-time';
import { sessionSeries, trainingSessions, users } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer } from './sync-fixtures';
import { expectJson, trainerWithTwoClients } from './sessions-fixtures';

type Entry = { id: string | null; series_id: string | null; occurrence_date: string | null; date: string; time: string; title: string; approval_status: string; schedule_version: number; client_ids: string[] };
const today = () => new Date().toISOString().slice(0, 10);

describe.each(DB_KINDS)('session REST endpoints on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const json = expectJson;

  const setup = () => trainerWithTwoClients(db());

  it('plans, lists (series occurrences included, exceptions applied), edits and deletes sessions and series', async () => {
    const { t, a, b } = await setup();
    const monday = mondayOf(addDays(today(), 14));
    const one = await json<{ data: Entry }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Strength', client_id: a.clientId, date: addDays(monday, 1), time: '18:00', duration_minutes: 60 } }), 201);
    expect(one.data).toMatchObject({ client_ids: [a.clientId], approval_status: 'pending', schedule_version: 1, type: 'in_person' });
    const series = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', {
        token: t.token,
        body: { title: 'Group HIIT', type: 'group', client_ids: [a.clientId, b.clientId], date: monday, time: '07:00', duration_minutes: 45, recurrence: { unit: 'weeks', interval: 1, weekdays: [0, 3], max_sessions: 8 } },
      }),
      201,
    );
    const sid = series.data.id;
    // Move Thursday's session, cancel next Monday's.
    await json(env.server.api(`/api/training-session-series/${sid}/exceptions`, { token: t.token, body: { occurrence_date: addDays(monday, 3), time: '08:00' } }), 201);
    const cancelled = await json<{ data: { id: string; cancelled: boolean } }>(env.server.api(`/api/training-session-series/${sid}/exceptions`, { token: t.token, body: { occurrence_date: addDays(monday, 7), cancelled: true } }), 201);
    expect(cancelled.data.cancelled).toBe(true);

    const week = await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${monday}&end=${addDays(monday, 13)}`, { token: t.token }), 200);
    expect(week.data.map((e) => [e.date, e.time, e.series_id !== null])).toEqual([
      [monday, '07:00', true],
      [addDays(monday, 1), '18:00', false],
      [addDays(monday, 3), '08:00', true],
      [addDays(monday, 10), '07:00', true],
    ]);
    // A single session is listed field for field as its create answered: a group's two clients, dates, start and end.
    const pair = await json<{ data: Entry }>(
      env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Pair', type: 'group', client_ids: [a.clientId, b.clientId], date: addDays(monday, 2), time: '06:15', duration_minutes: 50 } }),
      201,
    );
    const listed = await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${addDays(monday, 2)}&end=${addDays(monday, 2)}`, { token: t.token }), 200);
    expect(listed.data).toEqual([pair.data]);
    expect(pair.data.client_ids).toEqual([a.clientId, b.clientId]);
    await json(env.server.api(`/api/training-sessions/${pair.data.id}`, { token: t.token, method: 'DELETE' }), 204);
    // A client sees only what lists them: Beata the series' sessions, not Adam's single one.
    const beata = await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${monday}&end=${addDays(monday, 13)}`, { token: b.user!.token }), 200);
    expect(beata.data.map((e) => e.date)).toEqual([monday, addDays(monday, 3), addDays(monday, 10)]);
    // The default range is this week.
    expect((await json<{ start: string }>(env.server.api('/api/training-sessions', { token: t.token }), 200)).start).toBeTruthy();

    const exceptions = await json<{ data: { id: string; occurrence_date: string }[] }>(env.server.api(`/api/training-session-exceptions?series_id=${sid}`, { token: t.token }), 200);
    expect(exceptions.data.map((e) => e.occurrence_date)).toEqual([addDays(monday, 3), addDays(monday, 7)]);
    await json(env.server.api(`/api/training-session-exceptions/${cancelled.data.id}`, { token: t.token, method: 'PUT', body: { title: 'Back on' } }), 200);
    await json(env.server.api(`/api/training-session-exceptions/${cancelled.data.id}`, { token: t.token, method: 'DELETE' }), 204);
    const got = await json<{ data: { exceptions: unknown[]; recurrence: { max_sessions: number } } }>(env.server.api(`/api/training-session-series/${sid}`, { token: a.user!.token }), 200);
    expect(got.data.exceptions).toHaveLength(1);
    expect(got.data.recurrence.max_sessions).toBe(8);
    expect((await json<{ data: unknown[] }>(env.server.api('/api/training-session-series', { token: b.user!.token }), 200)).data).toHaveLength(1);

    const put = await json<{ data: Entry }>(env.server.api(`/api/training-sessions/${one.data.id}`, { token: t.token, method: 'PUT', body: { time: '19:00', notes: 'Bring bands' } }), 200);
    expect(put.data).toMatchObject({ time: '19:00', schedule_version: 2 });
    const made = await json<{ data: { id: string; recurrence: { unit: string } } }>(
      env.server.api(`/api/training-sessions/${one.data.id}/recurring`, { token: t.token, method: 'PUT', body: { recurrence: { unit: 'days', interval: 2, max_sessions: 3 } } }),
      200,
    );
    expect(made.data.recurrence.unit).toBe('days');
    expect((await db().select().from(trainingSessions).where(eq(trainingSessions.id, one.data.id!)))[0]!.deletedAt).not.toBeNull();

    const all = await json<{ data: { time: string; schedule_version: number } }>(env.server.api(`/api/training-session-series/${sid}`, { token: t.token, method: 'PUT', body: { time: '06:30' } }), 200);
    expect(all.data).toMatchObject({ time: '06:30', schedule_version: 2 });
    const following = await json<{ data: { id: string; date: string } }>(
      env.server.api(`/api/training-session-series/${sid}`, { token: t.token, method: 'PUT', body: { scope: 'following', occurrence_date: addDays(monday, 7), title: 'HIIT 2' } }),
      200,
    );
    expect(following.data).toMatchObject({ date: addDays(monday, 7) });
    expect(following.data.id).not.toBe(sid);
    await json(env.server.api(`/api/training-session-series/${following.data.id}?from_date=${addDays(monday, 10)}`, { token: t.token, method: 'DELETE' }), 204);
    await json(env.server.api(`/api/training-session-series/${sid}`, { token: t.token, method: 'DELETE' }), 204);
    expect((await db().select().from(sessionSeries).where(eq(sessionSeries.id, sid)))[0]!.deletedAt).not.toBeNull();

    // A group session loses one client through the client route; a single one is deleted.
    const group = await json<{ data: Entry }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Pair', type: 'group', client_ids: [a.clientId, b.clientId], date: addDays(monday, 2), time: '10:00' } }), 201);
    await json(env.server.api(`/api/clients/${b.clientId}/training-sessions/${group.data.id}`, { token: t.token, method: 'DELETE' }), 204);
    expect((await db().select().from(trainingSessions).where(eq(trainingSessions.id, group.data.id!)))[0]!.clientIds).toEqual([a.clientId]);
    await json(env.server.api(`/api/clients/${a.clientId}/training-sessions/${group.data.id}`, { token: t.token, method: 'DELETE' }), 204);
    await json(env.server.api(`/api/training-sessions/${group.data.id}`, { token: t.token, method: 'DELETE' }), 204);
  });

  it('checks every id against the caller: another trainer, another client, a client on trainer routes', async () => {
    const { t, a, b } = await setup();
    const other = await makeTrainer(db());
    const foreign = await makeClient(db(), other.id);
    const date = addDays(today(), 10);
    const s = await json<{ data: Entry }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Mine', client_id: a.clientId, date, time: '18:00' } }), 201);
    const ser = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', { token: t.token, body: { title: 'S', client_id: a.clientId, date, time: '18:00', recurrence: { unit: 'days', interval: 1, max_sessions: 2 } } }),
      201,
    );
    const ex = await json<{ data: { id: string } }>(env.server.api(`/api/training-session-series/${ser.data.id}/exceptions`, { token: t.token, body: { occurrence_date: date, cancelled: true } }), 201);

    // Another trainer: not found everywhere, and nothing changes.
    const o = other.token;
    expect((await env.server.api(`/api/training-sessions/${s.data.id}`, { token: o, method: 'PUT', body: { title: 'x' } })).status).toBe(404);
    expect((await env.server.api(`/api/training-sessions/${s.data.id}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/training-sessions/${s.data.id}/recurring`, { token: o, method: 'PUT', body: { recurrence: { unit: 'days', interval: 1, max_sessions: 2 } } })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${a.clientId}/training-sessions/${s.data.id}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}`, { token: o })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}`, { token: o, method: 'PUT', body: { title: 'x' } })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}/exceptions`, { token: o, body: { occurrence_date: date, cancelled: true } })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-exceptions?series_id=${ser.data.id}`, { token: o })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-exceptions/${ex.data.id}`, { token: o, method: 'PUT', body: { title: 'x' } })).status).toBe(404);
    expect((await env.server.api(`/api/training-session-exceptions/${ex.data.id}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${date}&end=${date}`, { token: o }), 200)).data).toEqual([]);
    // Another trainer's client on my session: not found; my client on theirs too.
    expect((await env.server.api('/api/training-sessions', { token: t.token, body: { title: 'x', client_id: foreign.clientId, date, time: '18:00' } })).status).toBe(404);
    expect((await env.server.api('/api/training-sessions', { token: o, body: { title: 'x', client_id: a.clientId, date, time: '18:00' } })).status).toBe(404);

    // Another client: sees nothing of Adam's and may not answer it.
    const bt = b.user!.token;
    expect((await json<{ data: Entry[] }>(env.server.api(`/api/training-sessions?start=${date}&end=${date}`, { token: bt }), 200)).data).toEqual([]);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}`, { token: bt })).status).toBe(404);
    expect((await env.server.api(`/api/training-sessions/${s.data.id}/approval`, { token: bt, body: { decision: 'approved', schedule_version: 1 } })).status).toBe(404);
    // A client on trainer routes: 403.
    const at = a.user!.token;
    expect((await env.server.api('/api/training-sessions', { token: at, body: { title: 'x', client_id: a.clientId, date, time: '18:00' } })).status).toBe(403);
    expect((await env.server.api(`/api/training-sessions/${s.data.id}`, { token: at, method: 'PUT', body: { title: 'x' } })).status).toBe(403);
    expect((await env.server.api(`/api/training-sessions/${s.data.id}`, { token: at, method: 'DELETE' })).status).toBe(403);
    expect((await env.server.api(`/api/training-session-series/${ser.data.id}`, { token: at, method: 'DELETE' })).status).toBe(403);
    expect((await env.server.api(`/api/training-session-exceptions/${ex.data.id}`, { token: at, method: 'DELETE' })).status).toBe(403);
    // A trainer does not answer.
    expect((await env.server.api(`/api/training-sessions/${s.data.id}/approval`, { token: t.token, body: { decision: 'approved', schedule_version: 1 } })).status).toBe(403);

    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, s.data.id!));
    expect(row).toMatchObject({ title: 'Mine', deletedAt: null, approvalByClient: { [a.clientId]: 'pending' } });
    expect((await db().select().from(sessionSeries).where(eq(sessionSeries.id, ser.data.id)))[0]).toMatchObject({ title: 'S', deletedAt: null });
  });

  it('past sessions keep date and time (session_in_past) but take notes; a stale approval is session_changed', async () => {
    const { t, a } = await setup();
    const past = await json<{ data: Entry }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Done', client_id: a.clientId, date: addDays(today(), -2), time: '18:00' } }), 201);
    const moved = await json<{ code: string; message: string }>(env.server.api(`/api/training-sessions/${past.data.id}`, { token: t.token, method: 'PUT', body: { date: today() } }), 409);
    expect(moved).toMatchObject({ code: 'session_in_past', message: SM.sessionInPast });
    await json(env.server.api(`/api/training-sessions/${past.data.id}`, { token: t.token, method: 'PUT', body: { notes: 'Felt strong' } }), 200);
    const pastSeries = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', { token: t.token, body: { title: 'S', client_id: a.clientId, date: addDays(today(), -14), time: '06:00', recurrence: { unit: 'weeks', interval: 1, weekdays: [0, 1, 2, 3, 4, 5, 6], max_sessions: 30 } } }),
      201,
    );
    expect((await json<{ code: string }>(env.server.api(`/api/training-session-series/${pastSeries.data.id}`, { token: t.token, method: 'PUT', body: { time: '07:00' } }), 409)).code).toBe('session_in_past');
    expect((await json<{ code: string }>(env.server.api(`/api/training-session-series/${pastSeries.data.id}/exceptions`, { token: t.token, body: { occurrence_date: addDays(today(), -7), time: '09:00' } }), 409)).code).toBe('session_in_past');

    const future = await json<{ data: Entry }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'Next', client_id: a.clientId, date: addDays(today(), 5), time: '18:00' } }), 201);
    const at = a.user!.token;
    await json(env.server.api(`/api/training-sessions/${future.data.id}`, { token: t.token, method: 'PUT', body: { time: '17:00' } }), 200);
    const stale = await json<{ code: string; current: { schedule_version?: number; scheduleVersion?: number } }>(
      env.server.api(`/api/training-sessions/${future.data.id}/approval`, { token: at, body: { decision: 'approved', schedule_version: 1 } }),
      409,
    );
    expect(stale).toMatchObject({ code: 'session_changed', current: { scheduleVersion: 2, time: '17:00' } });
    const ok = await json<{ data: Entry }>(env.server.api(`/api/training-sessions/${future.data.id}/approval`, { token: at, body: { decision: 'approved', schedule_version: 2 } }), 200);
    expect(ok.data.approval_status).toBe('approved');
    const s = await json<{ data: { id: string } }>(
      env.server.api('/api/training-session-series', { token: t.token, body: { title: 'S', client_id: a.clientId, date: addDays(today(), 3), time: '06:00', recurrence: { unit: 'days', interval: 1, max_sessions: 3 } } }),
      201,
    );
    await json(env.server.api(`/api/training-session-series/${s.data.id}`, { token: t.token, method: 'PUT', body: { duration_minutes: 90 } }), 200);
    expect((await json<{ code: string }>(env.server.api(`/api/training-session-series/${s.data.id}/approval`, { token: at, body: { decision: 'declined', schedule_version: 1 } }), 409)).code).toBe('session_changed');
    await json(env.server.api(`/api/training-session-series/${s.data.id}/approval`, { token: at, body: { decision: 'declined', schedule_version: 2 } }), 200);
  });

  it('serves a private, revocable iCal feed in the user\u2019s language; stores the time zone', async () => {
    const { t, a } = await setup();
    await db().update(users).set({ language: 'sk' }).where(eq(users.id, t.id));
    await json(env.server.api('/api/training-session-series', { token: t.token, body: { title: 'Silový tréning', client_id: a.clientId, date: addDays(today(), 2), time: '18:00', recurrence: { unit: 'weeks', interval: 1, weekdays: [0, 3], max_sessions: 6 } } }), 201);
    const { url } = await json<{ url: string }>(env.server.api('/api/user/calendar-feed', { token: t.token, method: 'POST' }), 201);
    const path = new URL(url).pathname;
    const res = await env.server.api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    expect(ics).toContain('X-WR-CALNAME:Repwise tréningy');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO,TH;COUNT=6');
    expect(ics).toContain('SUMMARY;LANGUAGE=sk:Silový tréning');
    // The client's own feed holds their sessions too.
    const clientFeed = await json<{ url: string }>(env.server.api('/api/user/calendar-feed', { token: a.user!.token, method: 'POST' }), 201);
    expect(await (await env.server.api(new URL(clientFeed.url).pathname)).text()).toContain('Silový tréning');
    // Rotating revokes the old URL; revoking answers 404.
    const again = await json<{ url: string }>(env.server.api('/api/user/calendar-feed', { token: t.token, method: 'POST' }), 201);
    expect((await env.server.api(path)).status).toBe(404);
    await json(env.server.api('/api/user/calendar-feed', { token: t.token, method: 'DELETE' }), 204);
    expect((await env.server.api(new URL(again.url).pathname)).status).toBe(404);

    expect((await env.server.api('/api/user/time-zone', { token: t.token, body: { time_zone: 'Mars/Olympus' } })).status).toBe(422);
    await json(env.server.api('/api/user/time-zone', { token: t.token, body: { time_zone: 'America/New_York' } }), 200);
    const s = await json<{ data: { time_zone: string } }>(env.server.api('/api/training-sessions', { token: t.token, body: { title: 'NY', client_id: a.clientId, date: addDays(today(), 4), time: '18:00' } }), 201);
    expect(s.data.time_zone).toBe('America/New_York');
  });
});
