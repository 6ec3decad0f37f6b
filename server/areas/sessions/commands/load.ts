import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../../../domain/sessions/rows';
import type { SeriesWrites } from '../../../../domain/sessions/edit-scope';
import { sessionsReadable, sessionsWritable } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { seriesExceptions, sessionSeries, trainingSessions } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { exceptionValues, seriesValues, toExceptionRow, toSeriesRow, toSessionRow } from '../row';

/** Reads and writes the commands of this area share. Rows are locked for the rest of the transaction. */

export type Access = 'read' | 'write';
const cond = (actor: AuthUser, access: Access, t: typeof trainingSessions | typeof sessionSeries | typeof seriesExceptions) =>
  access === 'write' ? sessionsWritable(actor, t) : sessionsReadable(actor, t);

/** A live session the actor may read or write, else not found (ids do not leak). */
export async function lockSession(db: Db, actor: AuthUser, id: string, access: Access): Promise<TrainingSessionRow> {
  const [r] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, id), isNull(trainingSessions.deletedAt), cond(actor, access, trainingSessions)))
    .for('update');
  if (!r) throw new NotFound();
  return toSessionRow(r);
}

/** A live series with its live exceptions, else not found. */
export async function lockSeries(db: Db, actor: AuthUser, id: string, access: Access): Promise<{ series: SessionSeriesRow; exceptions: SeriesExceptionRow[]; spaceId: string }> {
  const [r] = await db
    .select()
    .from(sessionSeries)
    .where(and(eq(sessionSeries.id, id), isNull(sessionSeries.deletedAt), cond(actor, access, sessionSeries)))
    .for('update');
  if (!r) throw new NotFound();
  const ex = await db
    .select()
    .from(seriesExceptions)
    .where(and(eq(seriesExceptions.seriesId, id), isNull(seriesExceptions.deletedAt)));
  return { series: toSeriesRow(r), exceptions: ex.map(toExceptionRow), spaceId: r.spaceId };
}

/** Writes what an edit-scope plan says (edit-scope.ts), in the series' space. */
export async function applySeriesWrites(db: Db, spaceId: string, actorId: string, w: SeriesWrites, existing: readonly SeriesExceptionRow[]): Promise<void> {
  if (w.updateSeries) {
    await db
      .update(sessionSeries)
      .set({ ...seriesValues(w.updateSeries), updatedAt: sql`now()` })
      .where(eq(sessionSeries.id, w.updateSeries.id));
  }
  if (w.createSeries) {
    await db.insert(sessionSeries).values({ id: w.createSeries.id, spaceId, createdBy: actorId, ...seriesValues(w.createSeries) });
  }
  for (const e of w.upsertExceptions) {
    if (existing.some((x) => x.id === e.id)) {
      await db
        .update(seriesExceptions)
        .set({ ...exceptionValues(e), updatedAt: sql`now()` })
        .where(eq(seriesExceptions.id, e.id));
    } else {
      await db.insert(seriesExceptions).values({ id: e.id, spaceId, ...exceptionValues(e) });
    }
  }
  for (const id of w.deleteExceptionIds) {
    await db
      .update(seriesExceptions)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(seriesExceptions.id, id), isNull(seriesExceptions.deletedAt)));
  }
}

/**
 * A deleted client leaves the sessions area (server/areas/clients/commands/cascade.ts):
 * what lists only them goes (a series with its exceptions); a group just
 * loses them, with their plan and answer. The device's twin is
 * dropClientFromSessionsLocal (replica/mutators/sessions.ts).
 */
export async function dropClientFromSessions(db: Db, spaceId: string, clientId: string): Promise<void> {
  const only = sql`array[${clientId}]::uuid[]`;
  for (const t of [trainingSessions, sessionSeries, seriesExceptions]) {
    await db
      .update(t)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.spaceId, spaceId), sql`${t.clientIds} = ${only}`, isNull(t.deletedAt)));
  }
  for (const t of [trainingSessions, sessionSeries]) {
    await db
      .update(t)
      .set({
        clientIds: sql`array_remove(${t.clientIds}, ${clientId}::uuid)`,
        approvalByClient: sql`${t.approvalByClient} - ${clientId}::text`,
        planByClient: sql`${t.planByClient} - ${clientId}::text`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(t.spaceId, spaceId), sql`${clientId}::uuid = any(${t.clientIds})`, isNull(t.deletedAt)));
  }
  await db
    .update(seriesExceptions)
    .set({
      clientIds: sql`array_remove(${seriesExceptions.clientIds}, ${clientId}::uuid)`,
      approvalByClient: sql`${seriesExceptions.approvalByClient} - ${clientId}::text`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(seriesExceptions.spaceId, spaceId), sql`${clientId}::uuid = any(${seriesExceptions.clientIds})`, isNull(seriesExceptions.deletedAt)));
}
