import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SeriesAnswerArgs, SeriesCreateArgs, SeriesDeleteArgs, SeriesSplitArgs, SeriesUpdateArgs } from '../../../../domain/sessions/mutations';
import { answerIsCurrent, answerSeries } from '../../../../domain/sessions/approval';
import { deleteThisAndFollowing, editThisAndFollowing } from '../../../../domain/sessions/edit-scope';
import { SESSION_MESSAGES as SM } from '../../../../domain/sessions/messages';
import { pastSessionViolations } from '../../../../domain/sessions/past';
import { seriesDatesIssue, type SessionSeriesRow } from '../../../../domain/sessions/rows';
import { changed, isSeriesDate, newSeries, updateSeries as updatedSeries } from '../../../../domain/sessions/writes';
import { occurrenceOn } from '../../../../domain/sessions/expand';
import { assertTrainer } from '../../../auth/actor';
import { answeringClient, assertOwnClientsAndPlans, sessionsWritable } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { sessionSeries } from '../../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { seriesValues, toSeriesRow } from '../row';
import { tombstoneChildren } from '../../../replication/cascade';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { answered, clientNameOf, seriesChanged, seriesEvent } from '../../notifications/commands/events';
import { applySeriesWrites, lockSeries } from './load';
import { orRefuse, refusalError } from './refusals';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/*
 * Recurring series (mutations series.*; REST /api/training-session-series):
 * "all" edits, "this and following" splits and deletes, and each client's
 * answer to the whole series. The pure plans are domain/sessions/edit-scope.ts.
 */

const stamp = () => new Date().toISOString();

/** Plans a series (series.create); every client starts pending. */
export async function createSeries(db: Db, actor: AuthUser, a: SeriesCreateArgs): Promise<{ row: SessionSeriesRow; created: boolean }> {
  assertTrainer(actor);
  await assertOwnClientsAndPlans(db, actor, a.clientIds, a.planByClient);
  const row = newSeries({ ...a, timeZone: a.timeZone ?? actor.timeZone }, stamp());
  const { row: stored, created } = await insertOrExisting(
    db,
    sessionSeries,
    { id: row.id, spaceId: actor.id, createdBy: actor.id, ...seriesValues(row) },
    { visible: sessionsWritable(actor, sessionSeries), otherwise: () => new Forbidden() },
  );
  if (stored.deletedAt) throw new NotFound();
  if (created) await seriesEvent(db, actor, 'created', toSeriesRow(stored));
  await noteOnboardingEvent(db, actor, 'schedule-session', created);
  return { row: toSeriesRow(stored), created };
}

/** Edits all sessions of a series (series.update; PUT /api/training-session-series/{id}). */
export async function updateSeries(db: Db, actor: AuthUser, a: SeriesUpdateArgs, edit?: Edit): Promise<SessionSeriesRow> {
  let { series, exceptions } = await lockSeries(db, actor, a.id, 'write');
  const before = series;
  const { id, title, notes, ...rest } = a;
  const writes = orRefuse(updatedSeries(series, exceptions, rest, new Date(), stamp()));
  const next = writes.updateSeries!;
  if (rest.clientIds !== undefined || rest.planByClient !== undefined) await assertOwnClientsAndPlans(db, actor, next.clientIds, next.planByClient);
  if (title !== undefined || notes !== undefined) {
    series = toSeriesRow((await editRow(db, sessionSeries, eq(sessionSeries.id, id), { title, notes }, { entity: 'series', id }, edit))!);
  }
  await applySeriesWrites(db, actor.id, actor.id, { ...writes, updateSeries: { ...next, title: series.title, notes: series.notes } }, exceptions);
  const after = (await lockSeries(db, actor, id, 'write')).series;
  await seriesChanged(db, actor, before, after);
  return after;
}

/** Edits this and following sessions (series.split): the series ends before `occurrenceDate`, the new one goes on. */
export async function splitSeries(db: Db, actor: AuthUser, a: SeriesSplitArgs): Promise<SessionSeriesRow | null> {
  const { series, exceptions } = await lockSeries(db, actor, a.id, 'write');
  if (!isSeriesDate(series, a.occurrenceDate)) throw new ValidationError({ occurrenceDate: [SM.seriesOccurrenceInvalid] });
  const o = occurrenceOn(series, exceptions, a.occurrenceDate);
  const past = pastSessionViolations({ date: o?.date ?? a.occurrenceDate, time: o?.time ?? series.time, timeZone: series.timeZone, recurrence: series.recurrence }, a.changes, new Date());
  if (past.length) throw refusalError({ ok: false, code: 'session_in_past', message: SM.sessionInPast, fields: past });
  const w = editThisAndFollowing(series, exceptions, a.occurrenceDate, a.changes, { newSeriesId: a.newSeriesId, now: stamp() });
  const made = w.createSeries ?? w.updateSeries;
  // The series that goes on is checked like a new one: its end, its sessions, at most SERIES_MAX_YEARS long.
  const issue = made ? seriesDatesIssue(made) : null;
  if (issue !== null) throw new ValidationError({ recurrence: [issue] });
  if (made) await assertOwnClientsAndPlans(db, actor, made.clientIds, made.planByClient);
  await applySeriesWrites(db, actor.id, actor.id, w, exceptions);
  // The clients hear of the series that goes on from that date: the new one, or this one changed.
  if (w.createSeries) await seriesChanged(db, actor, { ...series, id: w.createSeries.id }, w.createSeries);
  else if (w.updateSeries) await seriesChanged(db, actor, series, w.updateSeries);
  return w.createSeries;
}

/** Deletes a series, or this and following sessions of it (series.delete). */
export async function deleteSeries(db: Db, actor: AuthUser, a: SeriesDeleteArgs): Promise<void> {
  const { series, exceptions } = await lockSeries(db, actor, a.id, 'write');
  if (a.fromDate !== undefined) {
    if (!isSeriesDate(series, a.fromDate)) throw new ValidationError({ fromDate: [SM.seriesOccurrenceInvalid] });
    const w = deleteThisAndFollowing(series, exceptions, a.fromDate, { now: stamp() });
    await applySeriesWrites(db, actor.id, actor.id, w, exceptions);
    if (!w.deleteSeriesId) return;
  }
  await db.update(sessionSeries).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(sessionSeries.id, a.id));
  await tombstoneChildren(db, actor.id, 'series', [a.id]);
  if (a.fromDate === undefined) await seriesEvent(db, actor, 'cancelled', series);
}

/** A client's answer to the whole series (series.answer), to the version they saw. */
export async function answerSeriesCommand(db: Db, actor: AuthUser, a: SeriesAnswerArgs): Promise<SessionSeriesRow> {
  const { series } = await lockSeries(db, actor, a.id, 'read');
  const clientId = await answeringClient(db, actor, series.clientIds);
  if (!answerIsCurrent(series, a.baseVersion)) throw refusalError(changed(), series);
  const r = answerSeries(series, clientId, a.decision, stamp());
  if (!r.ok) throw new Forbidden(SM.notAParticipant);
  const [row] = await db
    .update(sessionSeries)
    .set({ approvalByClient: r.row.approvalByClient, updatedAt: sql`now()` })
    .where(and(eq(sessionSeries.id, a.id), isNull(sessionSeries.deletedAt)))
    .returning();
  if (series.approvalByClient[clientId] !== a.decision) {
    const { spaceId } = await lockSeries(db, actor, a.id, 'read');
    await answered(db, spaceId, await clientNameOf(db, clientId), a.decision, { ...series, seriesId: series.id, recurrence: series.recurrence });
  }
  return toSeriesRow(row!);
}
