import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ExerciseLogCreateArgs, ExerciseLogDeleteArgs, ExerciseLogUpdateArgs } from '../../../../domain/workouts/mutations';
import type { StoredExerciseLogRow } from '../../../../domain/workouts/entity';
import { newExerciseLog } from '../../../../domain/workouts/writes';
import { assertLoggableBlock, assertLoggableExercise, logsReadable, logsWritable, logTarget } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exerciseLogs } from '../../../db/schema';
import { Forbidden, NotFound } from '../../../errors';
import { tombstoneChildren } from '../../../replication/cascade';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { toExerciseLogRow } from '../row';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/*
 * Exercise logs (mutations exerciseLog.*; REST /api/exercise-logs). Every id
 * is checked against the caller (server/areas/workouts/access.ts): the session and
 * who logs in it, the client, the exercise, the plan block.
 */

/**
 * Logs an exercise in a session (exerciseLog.create). The id comes from the
 * device, so a resent create finds its row and does nothing, even when the
 * log was deleted since (delete wins).
 */
export async function createExerciseLog(db: Db, actor: AuthUser, a: ExerciseLogCreateArgs): Promise<{ row: StoredExerciseLogRow; created: boolean }> {
  const [existing] = await db
    .select()
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.id, a.id), logsReadable(actor, exerciseLogs)))
    .limit(1);
  if (existing) return { row: toExerciseLogRow(existing), created: false };
  const target = await logTarget(db, actor, a.sessionId, a.clientId);
  await assertLoggableExercise(db, target.spaceId, a.exerciseId);
  await assertLoggableBlock(db, target, a.blockId);
  const row = newExerciseLog(
    { id: a.id, sessionId: a.sessionId, exerciseId: a.exerciseId, blockId: a.blockId, order: a.order, notes: a.notes, loggedAt: a.loggedAt },
    target.clientId,
    new Date().toISOString(),
  );
  const { row: stored, created } = await insertOrExisting(
    db,
    exerciseLogs,
    {
      id: row.id,
      spaceId: target.spaceId,
      clientId: row.clientId,
      sessionId: row.sessionId,
      exerciseId: row.exerciseId,
      blockId: row.blockId,
      order: row.order,
      notes: row.notes,
      loggedAt: new Date(row.loggedAt),
      createdBy: actor.id,
    },
    { visible: logsReadable(actor, exerciseLogs), otherwise: () => new Forbidden() },
  );
  await noteOnboardingEvent(db, actor, 'log-session', created);
  return { row: toExerciseLogRow(stored), created };
}

/** A live log the actor may write, else not found. */
export async function writableLog(db: Db, actor: AuthUser, id: string): Promise<typeof exerciseLogs.$inferSelect> {
  const [row] = await db
    .select()
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.id, id), isNull(exerciseLogs.deletedAt), logsWritable(db, actor, exerciseLogs)))
    .limit(1);
  if (!row) throw new NotFound();
  return row;
}

/**
 * Changes a log (exerciseLog.update): exercise and notes keep each field's
 * latest edit (replication/edits.ts); order applies in server order. An edit
 * of a deleted log is not found (delete wins).
 */
export async function updateExerciseLog(db: Db, actor: AuthUser, a: ExerciseLogUpdateArgs, edit?: Edit): Promise<StoredExerciseLogRow> {
  const before = await writableLog(db, actor, a.id);
  if (a.exerciseId !== undefined) await assertLoggableExercise(db, before.spaceId, a.exerciseId);
  let row = (await editRow(db, exerciseLogs, eq(exerciseLogs.id, a.id), { exerciseId: a.exerciseId, notes: a.notes }, { entity: 'exerciseLogs', id: a.id }, edit))!;
  if (a.order !== undefined && a.order !== row.order) {
    const [after] = await db.update(exerciseLogs).set({ order: a.order, updatedAt: sql`now()` }).where(eq(exerciseLogs.id, a.id)).returning();
    row = after!;
  }
  return toExerciseLogRow(row);
}

/**
 * Deletes a log and its sets (exerciseLog.delete) by tombstones devices pull
 * as `del`; the sets follow by their declaration (EntityDecl.parent).
 * Deleting a deleted log does nothing, so two devices deleting it both succeed.
 */
export async function deleteExerciseLog(db: Db, actor: AuthUser, a: ExerciseLogDeleteArgs): Promise<void> {
  const [row] = await db
    .update(exerciseLogs)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(exerciseLogs.id, a.id), isNull(exerciseLogs.deletedAt), logsWritable(db, actor, exerciseLogs)))
    .returning({ id: exerciseLogs.id, spaceId: exerciseLogs.spaceId });
  if (row) return tombstoneChildren(db, row.spaceId, 'exerciseLogs', [row.id]);
  const [gone] = await db
    .select({ id: exerciseLogs.id })
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.id, a.id), logsWritable(db, actor, exerciseLogs)))
    .limit(1);
  if (!gone) throw new NotFound();
}
