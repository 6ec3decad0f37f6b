import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  SessionAnswerArgs,
  SessionCreateArgs,
  SessionDeleteArgs,
  SessionMakeRecurringArgs,
  SessionProgressArgs,
  SessionUpdateArgs,
} from '../../../../domain/sessions/mutations';
import { occurrenceOn } from '../../../../domain/sessions/expand';
import { SESSION_MESSAGES as SM } from '../../../../domain/sessions/messages';
import { pastSessionViolations } from '../../../../domain/sessions/past';
import { seriesFieldsSchema, type TrainingSessionRow } from '../../../../domain/sessions/rows';
import { answerSessionRow, isSeriesDate, newSeries, newSession, progressSession, updateSession as updatedSession } from '../../../../domain/sessions/writes';
import { assertTrainer } from '../../../auth/actor';
import { answeringClient, assertOwnClientsAndPlans, sessionsReadable, sessionsWritable } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { sessionSeries, trainingSessions } from '../../../db/schema';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../../errors';
import { seriesValues, sessionValues, toSessionRow } from '../row';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { answered, clientNameOf, sessionCancelled, sessionChanged, sessionCreated, workoutFinished } from '../../notifications/commands/events';
import { lockSeries, lockSession } from './load';
import { orRefuse } from './refusals';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/*
 * Single sessions (mutations session.*; REST /api/training-sessions). The
 * rules are domain/sessions/writes.ts, which the device's local mutators run
 * too; here they run on locked rows, with every id checked against the caller.
 */

const stamp = () => new Date().toISOString();

async function saveSession(db: Db, next: TrainingSessionRow): Promise<TrainingSessionRow> {
  const [r] = await db
    .update(trainingSessions)
    .set({ ...sessionValues(next), updatedAt: sql`now()` })
    .where(eq(trainingSessions.id, next.id))
    .returning();
  return toSessionRow(r!);
}

/** Plans a session, or makes a series' occurrence concrete (session.create; POST /api/training-sessions). */
export async function createSession(db: Db, actor: AuthUser, a: SessionCreateArgs): Promise<{ row: TrainingSessionRow; created: boolean }> {
  assertTrainer(actor);
  await assertOwnClientsAndPlans(db, actor, a.clientIds, a.planByClient);
  let answers: TrainingSessionRow['approvalByClient'] | undefined;
  if (a.seriesId !== null && a.occurrenceDate !== null) {
    const { series, exceptions } = await lockSeries(db, actor, a.seriesId, 'write');
    if (!isSeriesDate(series, a.occurrenceDate)) throw new ValidationError({ occurrenceDate: [SM.seriesOccurrenceInvalid] });
    const [taken] = await db
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.seriesId, a.seriesId), eq(trainingSessions.occurrenceDate, a.occurrenceDate), isNull(trainingSessions.deletedAt)));
    if (taken && taken.id !== a.id) throw new Conflict(SM.occurrenceAlreadySession, 'occurrence_taken');
    answers = occurrenceOn(series, exceptions, a.occurrenceDate)?.approvalByClient;
  }
  const row = newSession({ ...a, timeZone: a.timeZone ?? actor.timeZone }, stamp(), answers);
  const { row: stored, created } = await insertOrExisting(
    db,
    trainingSessions,
    { id: row.id, spaceId: actor.id, createdBy: actor.id, ...sessionValues(row) },
    { visible: sessionsWritable(actor, trainingSessions), otherwise: () => new Forbidden() },
  );
  if (stored.deletedAt) throw new NotFound();
  // A series' occurrence made concrete (started, logged, edited alone) is no new session for the client.
  if (created && a.seriesId === null) await sessionCreated(db, actor, toSessionRow(stored));
  await noteOnboardingEvent(db, actor, 'schedule-session', created && a.seriesId === null);
  return { row: toSessionRow(stored), created };
}

/**
 * Changes a session (session.update; PUT /api/training-sessions/{id}). Title
 * and notes keep each field's latest edit (replication/edits.ts); a schedule
 * change asks every client again and bumps scheduleVersion; a started
 * session keeps date, time and zone (session_in_past).
 */
export async function updateSession(db: Db, actor: AuthUser, a: SessionUpdateArgs, edit?: Edit): Promise<TrainingSessionRow> {
  let row = await lockSession(db, actor, a.id, 'write');
  const { id, title, notes, ...rest } = a;
  const next = orRefuse(updatedSession(row, rest, new Date(), stamp()));
  if (rest.clientIds !== undefined || rest.planByClient !== undefined) await assertOwnClientsAndPlans(db, actor, next.clientIds, next.planByClient);
  if (title !== undefined || notes !== undefined) {
    row = toSessionRow((await editRow(db, trainingSessions, eq(trainingSessions.id, id), { title, notes }, { entity: 'sessions', id }, edit))!);
  }
  const saved = await saveSession(db, { ...next, title: row.title, notes: row.notes });
  await sessionChanged(db, actor, row, saved);
  return saved;
}

/** Deletes a session (session.delete); deleting a deleted one does nothing. */
export async function deleteSession(db: Db, actor: AuthUser, a: SessionDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(trainingSessions)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(trainingSessions.id, a.id), isNull(trainingSessions.deletedAt), sessionsWritable(actor, trainingSessions)))
    .returning();
  if (row) {
    const s = toSessionRow(row);
    if (s.progressStatus === 'not_started' && Date.parse(s.startsAt) > Date.now()) await sessionCancelled(db, actor, s);
    return;
  }
  const [gone] = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, a.id), sessionsWritable(actor, trainingSessions)));
  if (!gone) throw new NotFound();
}

/** A client's answer (session.answer): their own, to the schedule version they saw (session_changed when stale). */
export async function answerSession(db: Db, actor: AuthUser, a: SessionAnswerArgs): Promise<TrainingSessionRow> {
  const row = await lockSession(db, actor, a.id, 'read');
  const clientId = await answeringClient(db, actor, row.clientIds);
  const saved = await saveSession(db, orRefuse(answerSessionRow(row, clientId, a.decision, a.baseVersion, stamp()), row));
  if (row.approvalByClient[clientId] !== a.decision) await answered(db, await spaceOfSession(db, row.id), await clientNameOf(db, clientId), a.decision, { ...row, seriesId: undefined, occurrenceDate: undefined, sessionId: row.id });
  return saved;
}

async function spaceOfSession(db: Db, id: string): Promise<string> {
  const [r] = await db.select({ spaceId: trainingSessions.spaceId }).from(trainingSessions).where(eq(trainingSessions.id, id)).limit(1);
  return r!.spaceId;
}

/**
 * Starts or completes a session (session.progress): the trainer, or the
 * client of a solo session (docs/rules/workouts.md "Who logs": in solo sessions the client logs).
 */
export async function progressSessionCommand(db: Db, actor: AuthUser, a: SessionProgressArgs): Promise<TrainingSessionRow> {
  const row = await lockSession(db, actor, a.id, 'read');
  if (actor.role === 'client' && row.type !== 'solo') throw new Forbidden();
  const next = orRefuse(progressSession(row, a.event, stamp()));
  if (!next) return row;
  const saved = await saveSession(db, next);
  // A client finishing a workout of their own: the trainer hears of it (a trainer's own completion is no news to them).
  if (actor.role === 'client' && saved.progressStatus === 'completed' && saved.clientIds[0]) {
    await workoutFinished(db, await spaceOfSession(db, saved.id), await clientNameOf(db, saved.clientIds[0]), saved);
  }
  return saved;
}

/** Turns a single session into a series from its date (session.makeRecurring; PUT /api/training-sessions/{id}/recurring). */
export async function makeSessionRecurring(db: Db, actor: AuthUser, a: SessionMakeRecurringArgs): Promise<string> {
  const row = await lockSession(db, actor, a.id, 'write');
  orRefuse(pastSessionViolations(row, { recurrence: a.recurrence }, new Date()).length ? { ok: false, code: 'session_in_past', message: SM.sessionInPast, fields: ['recurrence'] } : { ok: true, value: null });
  const { approvalByClient: _a, progressStatus: _p, scheduleVersion: _v, startsAt: _s, seriesId: _si, occurrenceDate: _o, createdAt: _c, updatedAt: _u, ...fields } = row;
  const checked = seriesFieldsSchema.safeParse({ ...fields, recurrence: a.recurrence });
  if (!checked.success) throw new ValidationError({ recurrence: [checked.error.issues[0]!.message] });
  const series = newSeries({ ...fields, id: a.seriesId, recurrence: a.recurrence }, stamp());
  await db.insert(sessionSeries).values({ id: series.id, spaceId: actor.id, createdBy: actor.id, ...seriesValues(series) });
  await db.update(trainingSessions).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(trainingSessions.id, row.id));
  return series.id;
}

/** Sessions a reader may see by id (REST GET). */
export async function readSession(db: Db, actor: AuthUser, id: string): Promise<TrainingSessionRow> {
  const [r] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, id), isNull(trainingSessions.deletedAt), sessionsReadable(actor, trainingSessions)));
  if (!r) throw new NotFound();
  return toSessionRow(r);
}
