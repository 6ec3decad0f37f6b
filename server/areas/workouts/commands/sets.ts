import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SET_PATCH_FIELDS, type SetCreateArgs, type SetDeleteArgs, type SetUpdateArgs } from '../../../../domain/workouts/mutations';
import type { StoredSetRow } from '../../../../domain/workouts/entity';
import { newSetRow } from '../../../../domain/workouts/writes';
import { logsReadable, logsWritable } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exerciseLogs, exerciseSets } from '../../../db/schema';
import { Forbidden, NotFound } from '../../../errors';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { writableLog } from './logs';
import { toExerciseLogRow, toSetRow } from '../row';

/*
 * Sets (mutations set.*). A set is a row of its own (domain/workouts/rows.ts):
 * two devices logging one session each create their own sets, and both keep
 * them; a value keeps its latest edit; a deleted set stays deleted.
 */

/** Logs a set in an exercise log the caller may write (set.create); a resent create does nothing. */
export async function createSet(db: Db, actor: AuthUser, a: SetCreateArgs): Promise<{ row: StoredSetRow; created: boolean }> {
  const [existing] = await db
    .select()
    .from(exerciseSets)
    .where(and(eq(exerciseSets.id, a.id), logsReadable(actor, exerciseSets)))
    .limit(1);
  if (existing) return { row: toSetRow(existing), created: false };
  const log = await writableLog(db, actor, a.exerciseLogId);
  const { row: stored, created } = await insertOrExisting(db, exerciseSets, setValues(actor, a, log), {
    visible: logsReadable(actor, exerciseSets),
    otherwise: () => new Forbidden(),
  });
  return { row: toSetRow(stored), created };
}

/**
 * A run of set.create in one statement (a workout logged offline pushes five
 * or so sets per exercise; one by one each costs three round trips). Same
 * outcome as createSet for each in turn when all succeed; throws the first
 * domain error it meets, stricter than createSet (a resent set of a log
 * deleted since), and the push then runs them one by one to find which.
 */
export async function createSets(db: Db, actor: AuthUser, list: SetCreateArgs[]): Promise<void> {
  const logs = new Map<string, ExerciseLogRecord>();
  for (const a of list) if (!logs.has(a.exerciseLogId)) logs.set(a.exerciseLogId, await writableLog(db, actor, a.exerciseLogId));
  const values = list.map((a) => setValues(actor, a, logs.get(a.exerciseLogId)!));
  const inserted = await db.insert(exerciseSets).values(values).onConflictDoNothing({ target: exerciseSets.id }).returning({ id: exerciseSets.id });
  if (inserted.length === values.length) return;
  // Not inserted: resent (the caller's own, nothing to do) or someone else's id (refused, as createSet does).
  const done = new Set(inserted.map((r) => r.id));
  const others = [...new Set(values.map((v) => v.id).filter((id) => !done.has(id)))];
  const seen = await db
    .select({ id: exerciseSets.id })
    .from(exerciseSets)
    .where(and(inArray(exerciseSets.id, others), logsReadable(actor, exerciseSets)));
  if (seen.length !== others.length) throw new Forbidden();
}

type ExerciseLogRecord = typeof exerciseLogs.$inferSelect;

function setValues(actor: AuthUser, a: SetCreateArgs, log: ExerciseLogRecord) {
  const { id, exerciseLogId, order, setType, reps, weightKg, durationSeconds, distanceMeters, rpe, assistance, completedAt } = a;
  const row = newSetRow(
    { id, exerciseLogId, order, setType, reps, weightKg, durationSeconds, distanceMeters, rpe, assistance, completedAt },
    toExerciseLogRow(log),
    new Date().toISOString(),
  );
  return {
    ...row,
    spaceId: log.spaceId,
    loggedAt: log.loggedAt,
    completedAt: row.completedAt === null ? null : new Date(row.completedAt),
    createdAt: undefined,
    updatedAt: undefined,
    createdBy: actor.id,
  };
}

/**
 * Changes some fields of a set (set.update): each value, the type and the
 * completion keep their latest edit (replication/edits.ts); order applies in
 * server order. An edit of a deleted set is not found (delete wins).
 */
export async function updateSet(db: Db, actor: AuthUser, a: SetUpdateArgs, edit?: Edit): Promise<StoredSetRow> {
  const where = and(eq(exerciseSets.id, a.id), isNull(exerciseSets.deletedAt), logsWritable(db, actor, exerciseSets))!;
  const fields: Record<string, unknown> = {};
  for (const f of SET_PATCH_FIELDS) {
    if (f === 'order' || a[f] === undefined) continue;
    fields[f] = f === 'completedAt' && a.completedAt !== null ? new Date(a.completedAt!) : a[f];
  }
  let row = await editRow(db, exerciseSets, where, fields, { entity: 'exerciseSets', id: a.id }, edit);
  if (!row) throw new NotFound();
  if (a.order !== undefined && a.order !== row.order) {
    [row] = await db.update(exerciseSets).set({ order: a.order, updatedAt: sql`now()` }).where(eq(exerciseSets.id, a.id)).returning();
  }
  return toSetRow(row!);
}

/** Deletes a set (set.delete) by a tombstone; deleting a deleted set does nothing. */
export async function deleteSet(db: Db, actor: AuthUser, a: SetDeleteArgs): Promise<void> {
  const [row] = await db
    .update(exerciseSets)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(exerciseSets.id, a.id), isNull(exerciseSets.deletedAt), logsWritable(db, actor, exerciseSets)))
    .returning({ id: exerciseSets.id });
  if (row) return;
  const [gone] = await db
    .select({ id: exerciseSets.id })
    .from(exerciseSets)
    .where(and(eq(exerciseSets.id, a.id), logsWritable(db, actor, exerciseSets)))
    .limit(1);
  if (!gone) throw new NotFound();
}
