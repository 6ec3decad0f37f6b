import { and, eq } from 'drizzle-orm';
import { customizedCopyOf } from '../../../domain/exercises/customize';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import type { ExerciseCustomizeArgs } from '../../../domain/mutations/exercise';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { exercises } from '../../db/schema';
import { toExerciseRow } from '../../queries/exercise-rows';
import { assertTrainer } from '../../access/actor';
import { NotFound } from '../../errors';

/**
 * §4: customizing a global exercise (exercise.customize; POST
 * /api/exercises/{id}/copy) stores the trainer's copy, which hides the global
 * one in their library until the copy is deleted. A resent customize does nothing.
 */
export async function customizeExercise(db: Db, actor: AuthUser, a: ExerciseCustomizeArgs): Promise<{ row: ExerciseRow; created: boolean }> {
  assertTrainer(actor);
  const copy = customizedCopyOf(a.globalId, a.fields);
  if (!copy) throw new NotFound();
  const [inserted] = await db
    .insert(exercises)
    .values({ id: a.id, spaceId: actor.id, ...copy })
    .onConflictDoNothing({ target: exercises.id })
    .returning();
  if (inserted) return { row: toExerciseRow(inserted), created: true };
  const [existing] = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.id, a.id), eq(exercises.spaceId, actor.id)))
    .limit(1);
  if (!existing) throw new NotFound();
  return { row: toExerciseRow(existing), created: false };
}
