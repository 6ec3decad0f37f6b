import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES } from '../../domain/check-ins/messages';
import { checkInSubmissionId } from '../../domain/check-ins/entity';
import { PROTOCOL_VERSION, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import { notifyDueCheckIns } from '../../server/areas/check-ins/due';
import { checkInAssignments, checkInSubmissions, notifications, users } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type Form = { id: string; title: string; questions: { id: string; label: string }[] };
type Assignment = { id: string; client_id: string; form_id: string; title: string; questions: { id: string; label: string }[]; schedule: Record<string, unknown>; time_zone: string; active: boolean };
type Submission = { id: string; client_id: string; assignment_id: string; date: string; answers: Record<string, unknown>; late: boolean; reviewed_at: string | null; review_note: string | null; private_note?: string | null };

const QUESTIONS = [
  { id: 'energy', label: 'Energy (1-10)', kind: 'scale', required: true },
  { id: 'weight', label: 'Weight', kind: 'number', required: false, unit: 'kg', min: 20, max: 500 },
  { id: 'win', label: 'Biggest win', kind: 'longText', required: false },
];

const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Date.parse(`${dateOf(Date.now())}T00:00:00Z`);
/** Every 7 days at 08:00 UTC from 15 days ago: check-ins on D-15, D-8 and D-1 are due. */
const SCHEDULE = { type: 'everyNDays', days: 7, time: '08:00', starts_on: dateOf(today - 15 * DAY), ends_on: null };

describe.each(DB_KINDS)('check-ins REST on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const api = (path: string, init?: { method?: string; body?: unknown; token?: string }) => env.server.api(path, init);
  const json = async <T>(res: Response, status: number): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return (text ? JSON.parse(text) : null) as T;
  };
  const push = async (who: Actor, mutations: { id: number; name: string; args: unknown }[], deviceId = uuidv7()) =>
    (await json<{ results: MutationResult[] }>(await api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations } }), 200)).results;
  const pull = async (who: Actor) => json<PullResponse>(await api('/api/sync/pull', { token: who.token, body: { deviceId: uuidv7(), cursor: null } }), 200);

  /** A trainer, a client with an account, a form and a weekly-ish assignment. */
  async function world(zone = 'UTC') {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    await db().update(users).set({ timeZone: zone }).where(eq(users.id, c.user!.id));
    const form = (await json<{ data: Form }>(await api('/api/check-in-forms', { token: t.token, body: { title: ' Weekly ', questions: QUESTIONS } }), 201)).data;
    const assignment = (await json<{ data: Assignment }>(await api(`/api/clients/${c.clientId}/check-ins`, { token: t.token, body: { form_id: form.id, schedule: SCHEDULE } }), 201)).data;
    return { t, c, client: c.user!, form, assignment };
  }

  it('forms: made, listed, changed (the clients\u2019 copies follow), deleted with their assignments; bad input is a translated 422', async () => {
    const { t, client, form, assignment } = await world('America/New_York');
    expect(form.title).toBe('Weekly');
    expect(assignment).toMatchObject({ title: 'Weekly', time_zone: 'America/New_York', active: true, schedule: { type: 'everyNDays', days: 7, starts_on: SCHEDULE.starts_on } });
    expect((await json<{ data: Form[] }>(await api('/api/check-in-forms', { token: t.token }), 200)).data.map((f) => f.id)).toEqual([form.id]);

    const changed = await json<{ data: Form }>(await api(`/api/check-in-forms/${form.id}`, { token: t.token, method: 'PUT', body: { title: 'Sunday check-in' } }), 200);
    expect(changed.data.title).toBe('Sunday check-in');
    const own = await json<{ data: Assignment[] }>(await api('/api/client/check-ins', { token: client.token }), 200);
    expect(own.data.map((a) => [a.id, a.title])).toEqual([[assignment.id, 'Sunday check-in']]);

    const bad: [unknown, string][] = [
      [{ title: '', questions: QUESTIONS }, CHECK_IN_MESSAGES.checkInTitleRequired],
      [{ title: 'x', questions: [] }, CHECK_IN_MESSAGES.checkInQuestionsRequired],
      [{ title: 'x', questions: [{ id: 'a', label: 'A', kind: 'choice', required: true, options: ['only'] }] }, CHECK_IN_MESSAGES.checkInOptionsInvalid],
      [{ title: 'x', questions: [{ id: 'A B', label: 'A', kind: 'scale', required: true }] }, CHECK_IN_MESSAGES.checkInQuestionIdInvalid],
    ];
    for (const [body, message] of bad) expect((await json<{ message: string }>(await api('/api/check-in-forms', { token: t.token, body }), 422)).message).toBe(message);
    const badSchedule = await api(`/api/clients/${assignment.client_id}/check-ins`, { token: t.token, body: { form_id: form.id, schedule: { ...SCHEDULE, days: 0 } } });
    expect((await json<{ message: string }>(badSchedule, 422)).message).toBe(CHECK_IN_MESSAGES.checkInScheduleInvalid);

    expect((await api(`/api/check-in-forms/${form.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/check-in-forms/${form.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await json<{ data: Assignment[] }>(await api('/api/client/check-ins', { token: client.token }), 200)).data).toEqual([]);
  });

  it('assignments: a schedule is changed, paused and ended by its trainer', async () => {
    const { t, c, assignment } = await world();
    const paused = await json<{ data: Assignment }>(
      await api(`/api/check-in-assignments/${assignment.id}`, { token: t.token, method: 'PUT', body: { active: false, time_zone: 'Europe/Prague', schedule: { ...SCHEDULE, type: 'weekly', weekday: 0, days: undefined } } }),
      200,
    );
    expect(paused.data).toMatchObject({ active: false, time_zone: 'Europe/Prague', schedule: { type: 'weekly', weekday: 0 } });
    expect((await json<{ data: Assignment[] }>(await api(`/api/clients/${c.clientId}/check-ins`, { token: t.token }), 200)).data.map((a) => a.active)).toEqual([false]);
    const zone = await api(`/api/check-in-assignments/${assignment.id}`, { token: t.token, method: 'PUT', body: { time_zone: 'Mars/Base' } });
    expect((await json<{ message: string }>(zone, 422)).message).toBe(CHECK_IN_MESSAGES.checkInTimeZoneInvalid);
    expect((await api(`/api/check-in-assignments/${assignment.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/check-in-assignments/${assignment.id}`, { token: t.token, method: 'PUT', body: { active: true } })).status).toBe(404);
  });

  it('submissions: on time, late, not open, missed, required and range errors translated; a resent submit stores one; the trainer reviews', async () => {
    const { t, client, assignment } = await world();
    const submit = (date: string, answers: Record<string, unknown>, submittedAt?: string) =>
      api('/api/client/check-ins', { token: client.token, body: { assignment_id: assignment.id, date, answers, ...(submittedAt ? { submitted_at: submittedAt } : {}) } });
    const last = dateOf(today - DAY);

    const missing = await json<{ errors: Record<string, string[]> }>(await submit(last, { weight: 80 }), 422);
    expect(missing.errors).toEqual({ 'answers.energy': [CHECK_IN_MESSAGES.answerRequired] });
    const range = await json<{ errors: Record<string, string[]> }>(await submit(last, { energy: 11, weight: 5, other: 1 }), 422);
    expect(range.errors).toEqual({
      'answers.other': [CHECK_IN_MESSAGES.answerUnknownQuestion],
      'answers.energy': [CHECK_IN_MESSAGES.answerScaleInvalid],
      'answers.weight': [CHECK_IN_MESSAGES.answerNumberOutOfRange],
    });
    expect((await json<{ message: string }>(await submit(dateOf(today + 6 * DAY), { energy: 5 }), 422)).message).toBe(CHECK_IN_MESSAGES.checkInNotOpen);
    expect((await json<{ message: string }>(await submit(dateOf(today - 2 * DAY), { energy: 5 }), 422)).message).toBe(CHECK_IN_MESSAGES.checkInNotOpen);
    expect((await json<{ message: string }>(await submit(dateOf(today - 8 * DAY), { energy: 5 }), 422)).message).toBe(CHECK_IN_MESSAGES.checkInClosed);

    const onTime = (await json<{ data: Submission }>(await submit(last, { energy: 7, weight: 80.5, win: '  slept well ' }), 201)).data;
    expect(onTime).toMatchObject({ id: checkInSubmissionId(assignment.id, last), date: last, answers: { energy: 7, weight: 80.5, win: 'slept well' }, late: false, reviewed_at: null });
    // Answered offline a week ago (the device's time), arriving now: taken, in time.
    const offline = (await json<{ data: Submission }>(await submit(dateOf(today - 8 * DAY), { energy: 4 }, new Date(today - 8 * DAY + 9 * 3_600_000).toISOString()), 201)).data;
    expect(offline.late).toBe(false);
    const late = (await json<{ data: Submission }>(await submit(dateOf(today - 15 * DAY), { energy: 3 }, new Date(today - 12 * DAY).toISOString()), 201)).data;
    expect(late.late).toBe(true);

    // The same check-in again (a replay, a second device): the stored one, nothing more.
    const again = (await json<{ data: Submission }>(await submit(last, { energy: 1 }), 200)).data;
    expect(again.answers).toEqual(onTime.answers);
    const pushed = await push(client, [{ id: 1, name: 'checkIn.submit', args: { id: onTime.id, assignmentId: assignment.id, date: last, answers: { energy: 2 }, submittedAt: new Date().toISOString() } }]);
    expect(pushed[0]!.status).toBe('ok');
    expect(await db().select().from(checkInSubmissions).where(eq(checkInSubmissions.assignmentId, assignment.id))).toHaveLength(3);

    // A trainer may not answer for the client.
    expect((await api('/api/client/check-ins', { token: t.token, body: { assignment_id: assignment.id, date: last, answers: { energy: 5 } } })).status).toBe(403);

    const listed = await json<{ data: Submission[] }>(await api('/api/check-ins?unreviewed=true', { token: t.token }), 200);
    expect(listed.data.map((s) => s.date)).toEqual([last, dateOf(today - 8 * DAY), dateOf(today - 15 * DAY)]);
    const reviewed = await json<{ data: Submission }>(await api(`/api/check-ins/${onTime.id}/review`, { token: t.token, body: { review_note: 'Great week!', private_note: 'ask about knee' } }), 200);
    expect(reviewed.data).toMatchObject({ review_note: 'Great week!', private_note: 'ask about knee' });
    expect(reviewed.data.reviewed_at).not.toBeNull();
    expect((await json<{ data: Submission[] }>(await api('/api/check-ins?unreviewed=true', { token: t.token }), 200)).data).toHaveLength(2);
    const tooLong = await api(`/api/check-ins/${onTime.id}/review`, { token: t.token, body: { review_note: 'x'.repeat(2001) } });
    expect((await json<{ message: string }>(tooLong, 422)).message).toBe(CHECK_IN_MESSAGES.checkInNoteTooLong);

    // The client sees it reviewed with the note for them, never the private one (REST and pull).
    const seen = (await json<{ data: Submission }>(await api(`/api/check-ins/${onTime.id}`, { token: client.token }), 200)).data;
    expect(seen).toMatchObject({ review_note: 'Great week!' });
    expect(seen.reviewed_at).not.toBeNull();
    expect(seen).not.toHaveProperty('private_note');
    const clientPull = await pull(client);
    const rows = clientPull.changes.filter((ch) => ch.table === 'checkInSubmissions').map((ch) => ch.row);
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r).not.toHaveProperty('privateNote');
    expect(clientPull.changes.some((ch) => ch.table === 'checkInForms')).toBe(false);
    expect(clientPull.changes.filter((ch) => ch.table === 'checkInAssignments').map((ch) => ch.row.id)).toEqual([assignment.id]);
    // The reply is a message in the client's conversation pointing at the check-in; another client's check-in is not found.
    const reply = await api(`/api/conversations/${onTime.client_id}/messages`, { token: t.token, body: { body: 'Great week!', ref_kind: 'checkIn', ref_id: onTime.id } });
    expect((await json<{ data: { ref_kind: string; ref_id: string } }>(reply, 201)).data).toMatchObject({ ref_kind: 'checkIn', ref_id: onTime.id });
    const other = await makeClient(db(), t.id, { withUser: true });
    expect((await api(`/api/conversations/${other.clientId}/messages`, { token: t.token, body: { body: 'x', ref_kind: 'checkIn', ref_id: onTime.id } })).status).toBe(404);
    const trainerPull = await pull(t);
    expect(trainerPull.changes.find((ch) => ch.row.id === onTime.id)?.row).toMatchObject({ privateNote: 'ask about knee' });
  });

  it('ownership: another trainer and another client find nothing and change nothing', async () => {
    const { t, c, client, form, assignment } = await world();
    const last = dateOf(today - DAY);
    const mine = (await json<{ data: Submission }>(await api('/api/client/check-ins', { token: client.token, body: { assignment_id: assignment.id, date: last, answers: { energy: 6 } } }), 201)).data;

    const other = await makeTrainer(db());
    const stranger = await makeClient(db(), other.id, { withUser: true });
    const sameTrainerOther = await makeClient(db(), t.id, { withUser: true });
    const otherForm = (await json<{ data: Form }>(await api('/api/check-in-forms', { token: other.token, body: { title: 'Mine', questions: QUESTIONS } }), 201)).data;

    expect((await json<{ data: Form[] }>(await api('/api/check-in-forms', { token: other.token }), 200)).data.map((f) => f.id)).toEqual([otherForm.id]);
    expect((await api(`/api/check-in-forms/${form.id}`, { token: other.token, method: 'PUT', body: { title: 'Taken' } })).status).toBe(404);
    expect((await api(`/api/check-in-forms/${form.id}`, { token: other.token, method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/clients/${c.clientId}/check-ins`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/clients/${c.clientId}/check-ins`, { token: other.token, body: { form_id: otherForm.id, schedule: SCHEDULE } })).status).toBe(404);
    // Their own client with my form: the form is not found.
    expect((await api(`/api/clients/${stranger.clientId}/check-ins`, { token: other.token, body: { form_id: form.id, schedule: SCHEDULE } })).status).toBe(404);
    expect((await api(`/api/check-in-assignments/${assignment.id}`, { token: other.token, method: 'PUT', body: { active: false } })).status).toBe(404);
    expect((await api(`/api/check-in-assignments/${assignment.id}`, { token: other.token, method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/check-ins/${mine.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/check-ins/${mine.id}/review`, { token: other.token, body: { review_note: 'x' } })).status).toBe(404);
    expect((await json<{ data: Submission[] }>(await api('/api/check-ins', { token: other.token }), 200)).data).toEqual([]);
    // A resent id of someone else's form is not taken over.
    expect((await api('/api/check-in-forms', { token: other.token, body: { id: form.id, title: 'Mine', questions: QUESTIONS } })).status).toBe(404);

    for (const who of [stranger.user!, sameTrainerOther.user!]) {
      expect((await api(`/api/check-ins/${mine.id}`, { token: who.token })).status).toBe(404);
      expect((await json<{ data: Submission[] }>(await api('/api/check-ins', { token: who.token }), 200)).data).toEqual([]);
      expect((await json<{ data: Assignment[] }>(await api('/api/client/check-ins', { token: who.token }), 200)).data).toEqual([]);
      expect((await api('/api/client/check-ins', { token: who.token, body: { assignment_id: assignment.id, date: dateOf(today - 8 * DAY), answers: { energy: 6 } } })).status).toBe(404);
      expect((await api('/api/check-in-forms', { token: who.token })).status).toBe(403);
      expect((await api(`/api/check-ins/${mine.id}/review`, { token: who.token, body: {} })).status).toBe(403);
    }
    expect((await api('/api/check-in-forms', { token: client.token, body: { title: 'x', questions: QUESTIONS } })).status).toBe(403);
    const [stored] = await db().select().from(checkInAssignments).where(eq(checkInAssignments.id, assignment.id));
    expect(stored).toMatchObject({ active: true, deletedAt: null, title: 'Weekly' });
  });

  it('notifications: one bell notification at the due time in the client\u2019s zone, across a clock change, once; none once answered', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true, name: 'Nora' });
    await db().update(users).set({ timeZone: 'America/New_York', language: 'sk' }).where(eq(users.id, c.user!.id));
    const form = (await json<{ data: Form }>(await api('/api/check-in-forms', { token: t.token, body: { title: 'Nedeľa', questions: QUESTIONS } }), 201)).data;
    const schedule = { type: 'weekly', weekday: 6, time: '18:00', starts_on: '2026-01-01', ends_on: null };
    const a = (await json<{ data: Assignment }>(await api(`/api/clients/${c.clientId}/check-ins`, { token: t.token, body: { form_id: form.id, schedule } }), 201)).data;
    expect(a.time_zone).toBe('America/New_York');
    const ctx = env.server.ctx;
    const mine = () => db().select().from(notifications).where(and(eq(notifications.userId, c.user!.id), eq(notifications.type, 'check_in_due')));

    // Sunday 8 March 2026: New York moves to summer time at 2:00, so 18:00 is 22:00 UTC (23:00 the week before).
    expect(await notifyDueCheckIns(ctx, new Date('2026-03-08T21:59:00Z'))).toBe(0);
    expect(await notifyDueCheckIns(ctx, new Date('2026-03-08T22:00:00Z'))).toBe(1);
    expect(await notifyDueCheckIns(ctx, new Date('2026-03-08T22:01:00Z'))).toBe(0);
    const [n] = await mine();
    expect(n!.data).toMatchObject({ check_in_date: '2026-03-08', check_in_title: 'Nedeľa', url: `/client/check-ins/${a.id}/2026-03-08`, title: 'Čas na check-in' });
    expect(n!.data.message).toContain('Nedeľa');
    // Days later the job does not announce it again, nor the trainer at all.
    expect(await notifyDueCheckIns(ctx, new Date('2026-03-10T12:00:00Z'))).toBe(0);
    expect(await db().select().from(notifications).where(eq(notifications.userId, t.id))).toHaveLength(0);

    // The next one, answered on the device (offline) before the job ran: no notification.
    const date = '2026-03-15';
    await json(await api('/api/client/check-ins', { token: c.user!.token, body: { assignment_id: a.id, date, answers: { energy: 8 }, submitted_at: '2026-03-15T22:00:30Z' } }), 201);
    expect(await notifyDueCheckIns(ctx, new Date('2026-03-15T22:01:00Z'))).toBe(0);
    // Paused: none.
    await json(await api(`/api/check-in-assignments/${a.id}`, { token: t.token, method: 'PUT', body: { active: false } }), 200);
    expect(await notifyDueCheckIns(ctx, new Date('2026-03-22T22:00:00Z'))).toBe(0);
    expect(await mine()).toHaveLength(1);
  });
});
