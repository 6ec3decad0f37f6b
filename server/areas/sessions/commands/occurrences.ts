import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ExceptionDeleteArgs, OccurrenceAnswerArgs, OccurrenceCancelArgs, OccurrenceEditArgs } from '../../../../domain/sessions/mutations';
import { answerIsCurrent, answerOccurrence } from '../../../../domain/sessions/approval';
import { cancelThisOccurrence, editThisOccurrence } from '../../../../domain/sessions/edit-scope';
import { SESSION_MESSAGES as SM } from '../../../../domain/sessions/messages';
import type { SeriesExceptionRow, SessionSeriesRow } from '../../../../domain/sessions/rows';
import { changed, isSeriesDate, occurrenceInPast } from '../../../../domain/sessions/writes';
import { answeringClient, sessionsWritable } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { seriesExceptions } from '../../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { toExceptionRow } from '../row';
import { occurrenceOn } from '../../../../domain/sessions/expand';
import { answered, clientNameOf, occurrenceChanged, sessionCancelled } from '../../notifications/commands/events';
import { applySeriesWrites, lockSeries } from './load';
import { refusalError } from './refusals';

/*
 * One session of a series (mutations occurrence.*, exception.delete; REST
 * /api/training-session-series/{id}/exceptions and
 * /api/training-session-exceptions/{id}): its exception row changes,
 * cancels or answers it on its own.
 */

const stamp = () => new Date().toISOString();

async function seriesDate(db: Db, actor: AuthUser, seriesId: string, date: string, access: 'read' | 'write') {
  const s = await lockSeries(db, actor, seriesId, access);
  if (!isSeriesDate(s.series, date)) throw new ValidationError({ occurrenceDate: [SM.seriesOccurrenceInvalid] });
  return s;
}

/** The occurrence's exception after a write, as stored. */
async function exceptionOn(db: Db, seriesId: string, date: string): Promise<SeriesExceptionRow | null> {
  const [r] = await db
    .select()
    .from(seriesExceptions)
    .where(and(eq(seriesExceptions.seriesId, seriesId), eq(seriesExceptions.occurrenceDate, date), isNull(seriesExceptions.deletedAt)));
  return r ? toExceptionRow(r) : null;
}

/** Changes one session of a series (occurrence.edit); its started session keeps date and time. */
export async function editOccurrence(db: Db, actor: AuthUser, a: OccurrenceEditArgs): Promise<SeriesExceptionRow | null> {
  const { series, exceptions } = await seriesDate(db, actor, a.seriesId, a.occurrenceDate, 'write');
  const past = occurrenceInPast(series, exceptions, a.occurrenceDate, a.changes, new Date());
  if (past) throw refusalError(past);
  const before = occurrenceOn(series, exceptions, a.occurrenceDate);
  await applySeriesWrites(db, actor.id, actor.id, editThisOccurrence(series, exceptions, a.occurrenceDate, a.changes, { exceptionId: a.exceptionId, now: stamp() }), exceptions);
  const ex = await exceptionOn(db, a.seriesId, a.occurrenceDate);
  const after = occurrenceOn(series, ex ? [ex] : [], a.occurrenceDate);
  if (before && after) await occurrenceChanged(db, actor, series, a.occurrenceDate, before, after, ex?.id);
  return ex;
}

/** Cancels one session of a series (occurrence.cancel). */
export async function cancelOccurrence(db: Db, actor: AuthUser, a: OccurrenceCancelArgs): Promise<SeriesExceptionRow> {
  const { series, exceptions } = await seriesDate(db, actor, a.seriesId, a.occurrenceDate, 'write');
  const o = occurrenceOn(series, exceptions, a.occurrenceDate);
  if (o && o.startMs > Date.now()) await sessionCancelled(db, actor, { ...o, id: a.seriesId, durationMinutes: o.durationMinutes }, { seriesId: a.seriesId, occurrenceDate: a.occurrenceDate });
  await applySeriesWrites(db, actor.id, actor.id, cancelThisOccurrence(series, exceptions, a.occurrenceDate, { exceptionId: a.exceptionId, now: stamp() }), exceptions);
  return (await exceptionOn(db, a.seriesId, a.occurrenceDate))!;
}

/**
 * A client's answer to one session of a series (occurrence.answer), given to
 * the series' and the occurrence's schedule versions they saw.
 */
export async function answerOccurrenceCommand(db: Db, actor: AuthUser, a: OccurrenceAnswerArgs): Promise<SeriesExceptionRow> {
  const { series, exceptions, spaceId } = await seriesDate(db, actor, a.seriesId, a.occurrenceDate, 'read');
  const clientId = await answeringClient(db, actor, series.clientIds);
  const existing = exceptions.find((e) => e.occurrenceDate === a.occurrenceDate) ?? null;
  if (!answerIsCurrent(series, a.baseVersion) || (existing?.scheduleVersion ?? 0) !== a.exceptionVersion) {
    throw refusalError(changed(), { series, exception: existing });
  }
  const r = answerOccurrence(series, existing, a.occurrenceDate, clientId, a.decision, { exceptionId: a.exceptionId, now: stamp() });
  if (!r.ok) throw new Forbidden(SM.notAParticipant);
  await applySeriesWrites(db, spaceId, actor.id, { updateSeries: null, createSeries: null, upsertExceptions: [r.row], deleteExceptionIds: [] }, exceptions);
  const o = occurrenceOn(series, exceptions, a.occurrenceDate);
  const was = existing?.approvalByClient?.[clientId] ?? series.approvalByClient[clientId];
  if (o && was !== a.decision) {
    await answered(db, spaceId, await clientNameOf(db, clientId), a.decision, { ...o, seriesId: series.id, occurrenceDate: a.occurrenceDate });
  }
  return (await exceptionOn(db, a.seriesId, a.occurrenceDate))!;
}

/** A live exception the trainer may write, with its series. */
export async function lockException(db: Db, actor: AuthUser, id: string): Promise<{ exception: SeriesExceptionRow; series: SessionSeriesRow; exceptions: SeriesExceptionRow[] } | null> {
  const [r] = await db
    .select()
    .from(seriesExceptions)
    .where(and(eq(seriesExceptions.id, id), sessionsWritable(actor, seriesExceptions)));
  if (!r) throw new NotFound();
  if (r.deletedAt) return null;
  const s = await lockSeries(db, actor, r.seriesId, 'write');
  return { exception: toExceptionRow(r), ...s };
}

/** Drops an exception (exception.delete): the session goes back to the series' values; a started one keeps its time. */
export async function deleteException(db: Db, actor: AuthUser, a: ExceptionDeleteArgs): Promise<void> {
  const found = await lockException(db, actor, a.id);
  if (!found) return;
  const { exception, series, exceptions } = found;
  const past = occurrenceInPast(series, exceptions, exception.occurrenceDate, { date: exception.occurrenceDate, time: series.time }, new Date());
  if (past && exception.kind === 'changed') throw refusalError(past);
  await db.update(seriesExceptions).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(seriesExceptions.id, a.id));
}
