import type { Recurrence } from '../../../../domain/sessions/recurrence';
import type { SessionSeriesRow, TrainingSessionRow } from '../../../../domain/sessions/rows';
import { changeText, recurrenceText } from '../../../../domain/notifications/texts';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { eq } from 'drizzle-orm';
import { formatMinor } from '../../../../domain/billing/money';
import { clients } from '../../../db/schema';
import { clientRecipients, notify, timesFor, usersByIds, wallIn, type Recipient } from './notify';

/** A client record's name (for the trainer's notification of what the client did). */
export async function clientNameOf(db: Db, clientId: string): Promise<string> {
  const [c] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return c?.name ?? '';
}

/*
 * The notifications of each event (issue #12 item 1), called by the commands
 * inside the event's transaction: a rolled back event leaves no notification,
 * and a resent mutation (created: false) makes none. Sessions and series go
 * to their clients' users; answers and a client's finished workout to the
 * trainer of the space.
 */

type When = { date: string; time: string; timeZone: string; durationMinutes: number };
type Sessionish = When & { id: string; title: string; clientIds: string[] };

const recurrenceOf = (r: Recipient, rec: Recurrence, time: string) => recurrenceText(r.language, rec, time);

const scheduleOf = (s: When) => `${s.date}|${s.time}|${s.timeZone}|${s.durationMinutes}`;

/** A single session planned (or a client added to one): each client is asked to answer. */
export async function sessionCreated(db: Db, trainer: AuthUser, s: TrainingSessionRow, onlyClients?: string[]): Promise<void> {
  for (const to of await clientRecipients(db, onlyClients ?? s.clientIds)) {
    await notify(db, {
      spaceId: trainer.id,
      to,
      type: 'session_created',
      data: { session_id: s.id, session_title: s.title, trainer_name: trainer.name, approval_status: s.approvalByClient[to.clientId] ?? 'pending', is_recurring: false, ...timesFor(s, to) },
    });
  }
}

/** A single session changed: clients hear of a new date, time or duration (with what it was), added clients of the session. */
export async function sessionChanged(db: Db, trainer: AuthUser, before: TrainingSessionRow, after: TrainingSessionRow): Promise<void> {
  const added = after.clientIds.filter((c) => !before.clientIds.includes(c));
  if (added.length) await sessionCreated(db, trainer, after, added);
  if (scheduleOf(before) === scheduleOf(after)) return;
  const stayed = after.clientIds.filter((c) => before.clientIds.includes(c));
  for (const to of await clientRecipients(db, stayed)) {
    await notify(db, {
      spaceId: trainer.id,
      to,
      type: 'session_changed',
      data: {
        session_id: after.id,
        session_title: after.title,
        approval_status: after.approvalByClient[to.clientId] ?? 'pending',
        change_description: changeText(to.language, wallIn(before.date, before.time, before.timeZone, 0, to.timeZone)),
        is_recurring: false,
        ...timesFor(after, to),
      },
    });
  }
}

/** A session cancelled (deleted, or one occurrence of a series cancelled) before it started. */
export async function sessionCancelled(db: Db, trainer: AuthUser, s: Sessionish, extra: { seriesId?: string; occurrenceDate?: string } = {}): Promise<void> {
  for (const to of await clientRecipients(db, s.clientIds)) {
    await notify(db, {
      spaceId: trainer.id,
      to,
      type: 'session_cancelled',
      data: {
        ...(extra.seriesId ? { series_id: extra.seriesId, occurrence_date: extra.occurrenceDate, exception_date: extra.occurrenceDate, series_title: s.title } : { session_id: s.id }),
        session_title: s.title,
        is_recurring: !!extra.seriesId,
        ...timesFor(s, to),
      },
    });
  }
}

/** One occurrence of a series moved (occurrence.edit): like a session's change, keyed by series and date. */
export async function occurrenceChanged(db: Db, trainer: AuthUser, series: SessionSeriesRow, occurrenceDate: string, before: When, after: When & { title: string }, exceptionId?: string): Promise<void> {
  if (scheduleOf(before) === scheduleOf(after)) return;
  for (const to of await clientRecipients(db, series.clientIds)) {
    await notify(db, {
      spaceId: trainer.id,
      to,
      type: 'session_changed',
      data: {
        series_id: series.id,
        series_title: series.title,
        session_title: after.title,
        occurrence_date: occurrenceDate,
        exception_date: occurrenceDate,
        ...(exceptionId ? { exception_id: exceptionId } : {}),
        is_recurring: true,
        change_description: changeText(to.language, wallIn(before.date, before.time, before.timeZone, 0, to.timeZone)),
        ...timesFor(after, to),
      },
    });
  }
}

/** A series planned, changed or cancelled. A schedule change of a series a client had approved asks them again (series_reapproval). */
export async function seriesEvent(
  db: Db,
  trainer: AuthUser,
  kind: 'created' | 'changed' | 'cancelled',
  series: SessionSeriesRow,
  opts: { before?: SessionSeriesRow; onlyClients?: string[] } = {},
): Promise<void> {
  for (const to of await clientRecipients(db, opts.onlyClients ?? series.clientIds)) {
    const hadApproved = opts.before?.approvalByClient[to.clientId] === 'approved';
    const type = kind === 'created' ? 'series_created' : kind === 'cancelled' ? 'series_cancelled' : hadApproved ? 'series_reapproval' : 'series_changed';
    await notify(db, {
      spaceId: trainer.id,
      to,
      type,
      data: {
        series_id: series.id,
        series_title: series.title,
        session_title: series.title,
        trainer_name: trainer.name,
        approval_status: kind === 'cancelled' ? undefined : (series.approvalByClient[to.clientId] ?? 'pending'),
        is_recurring: true,
        recurrence_description: recurrenceOf(to, series.recurrence, series.time),
        ...(opts.before ? { change_description: changeText(to.language, wallIn(opts.before.date, opts.before.time, opts.before.timeZone, 0, to.timeZone)) } : {}),
        ...timesFor(series, to),
      },
    });
  }
}

/** A series changed by "all" or "this and following": only when date, time, zone, duration or recurrence changed. */
export async function seriesChanged(db: Db, trainer: AuthUser, before: SessionSeriesRow, after: SessionSeriesRow): Promise<void> {
  const added = after.clientIds.filter((c) => !before.clientIds.includes(c));
  if (added.length) await seriesEvent(db, trainer, 'created', after, { onlyClients: added });
  if (after.scheduleVersion === before.scheduleVersion) return;
  await seriesEvent(db, trainer, 'changed', after, { before, onlyClients: after.clientIds.filter((c) => before.clientIds.includes(c)) });
}

/** A client approved or declined a session, a series or one occurrence: their trainer hears of it. */
export async function answered(
  db: Db,
  spaceId: string,
  clientName: string,
  decision: 'approved' | 'declined',
  what: When & { title: string; sessionId?: string; seriesId?: string; occurrenceDate?: string; recurrence?: Recurrence },
): Promise<void> {
  const [to] = await usersByIds(db, [spaceId]);
  if (!to) return;
  await notify(db, {
    spaceId,
    to,
    type: 'approval_answered',
    data: {
      client_name: clientName,
      client_decision: decision,
      approval_status: decision,
      session_title: what.title,
      ...(what.sessionId ? { session_id: what.sessionId } : {}),
      ...(what.seriesId ? { series_id: what.seriesId, series_title: what.title } : {}),
      ...(what.occurrenceDate ? { occurrence_date: what.occurrenceDate, exception_date: what.occurrenceDate } : {}),
      is_recurring: !!what.seriesId,
      ...(what.recurrence ? { recurrence_description: recurrenceOf(to, what.recurrence, what.time) } : {}),
      ...timesFor(what, to),
    },
  });
}

/** A client finished a workout of their own: their trainer hears of it. */
export async function workoutFinished(db: Db, spaceId: string, clientName: string, s: TrainingSessionRow): Promise<void> {
  const [to] = await usersByIds(db, [spaceId]);
  if (!to) return;
  await notify(db, { spaceId, to, type: 'workout_finished', data: { client_name: clientName, session_id: s.id, session_title: s.title, ...timesFor(s, to) } });
}

/** The trainer recorded a payment of a client with an account: the amount in the client's currency, written for their language. */
export async function paymentRecorded(db: Db, trainer: AuthUser, clientId: string, amountMinor: number): Promise<void> {
  const [c] = await db.select({ currency: clients.currency }).from(clients).where(eq(clients.id, clientId)).limit(1);
  for (const to of await clientRecipients(db, [clientId])) {
    const amount = formatMinor(amountMinor, to.language, c?.currency ?? 'EUR');
    await notify(db, { spaceId: trainer.id, to, type: 'payment_recorded', data: { trainer_name: trainer.name, amount, url: '/client' } });
  }
}

/** An invited client registered: their trainer hears of it. */
export async function invitationAccepted(db: Db, trainerId: string, clientId: string, clientName: string): Promise<void> {
  const [to] = await usersByIds(db, [trainerId]);
  if (!to) return;
  await notify(db, { spaceId: trainerId, to, type: 'invitation_accepted', data: { client_name: clientName, url: `/trainer/clients/${clientId}` } });
}
