import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ExerciseDeleteArgs } from '../../../../domain/exercises/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exercises } from '../../../db/schema';
import { assertTrainer } from '../../../auth/actor';
import { NotFound } from '../../../errors';

/**
 * Deletes an own exercise (exercise.delete; DELETE /api/exercises/{id}) as a
 * tombstone. Deleting a customized copy shows the global exercise again.
 * Plans that use it keep their block (shown as a deleted exercise). Deleting
 * twice does nothing, so two devices deleting offline both succeed.
 */
export async function deleteExercise(db: Db, actor: AuthUser, a: ExerciseDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(exercises)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(exercises.id, a.id), eq(exercises.spaceId, actor.id), isNull(exercises.deletedAt)))
    .returning({ id: exercises.id });
  if (row) return;
  const [gone] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.id, a.id), eq(exercises.spaceId, actor.id)))
    .limit(1);
  if (!gone) throw new NotFound();
}
