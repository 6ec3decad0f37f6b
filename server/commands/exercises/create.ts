import { and, eq } from 'drizzle-orm';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import type { ExerciseCreateArgs } from '../../../domain/mutations/exercise';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { exercises } from '../../db/schema';
import { toExerciseRow } from '../../queries/exercise-rows';
import { assertTrainer } from '../../access/actor';
import { NotFound } from '../../errors';

/**
 * Creates an own exercise (exercise.create; POST /api/exercises). The id
 * comes from the device: a resent create finds its row and does nothing,
 * even when it was deleted since (delete wins).
 */
export async function createExercise(db: Db, actor: AuthUser, a: ExerciseCreateArgs): Promise<{ row: ExerciseRow; created: boolean }> {
  assertTrainer(actor);
  const [inserted] = await db
    .insert(exercises)
    .values({
      id: a.id,
      spaceId: actor.id,
      title: a.title,
      description: a.description,
      videoUrl: a.videoUrl,
      categoryId: a.categoryId,
      trackingFields: a.trackingFields,
      source: 'own',
      equipment: a.equipment,
      muscles: a.muscles,
    })
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
