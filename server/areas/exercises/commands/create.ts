import { eq } from 'drizzle-orm';
import type { ExerciseRow } from '../../../../domain/exercises/rows';
import type { ExerciseCreateArgs } from '../../../../domain/exercises/mutations';
import { assertTrainer } from '../../../auth/actor';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exercises } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { toExerciseRow } from '../row';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/**
 * Creates an own exercise (exercise.create; POST /api/exercises). The id
 * comes from the device: a resent create finds its row and does nothing,
 * even when it was deleted since (delete wins).
 */
export async function createExercise(db: Db, actor: AuthUser, a: ExerciseCreateArgs): Promise<{ row: ExerciseRow; created: boolean }> {
  assertTrainer(actor);
  const { row, created } = await insertOrExisting(
    db,
    exercises,
    {
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
    },
    { visible: eq(exercises.spaceId, actor.id), otherwise: () => new NotFound() },
  );
  await noteOnboardingEvent(db, actor, 'prepare-exercises', created);
  return { row: toExerciseRow(row), created };
}
