import { eq } from 'drizzle-orm';
import { customizedCopyOf } from '../../../../domain/exercises/customize';
import type { ExerciseRow } from '../../../../domain/exercises/rows';
import type { ExerciseCustomizeArgs } from '../../../../domain/exercises/mutations';
import { assertTrainer } from '../../../auth/actor';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exercises } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { toExerciseRow } from '../row';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/**
 * docs/rules/exercises.md "Customizing": customizing a global exercise (exercise.customize; POST
 * /api/exercises/{id}/copy) stores the trainer's copy, which hides the global
 * one in their library until the copy is deleted. A resent customize does nothing.
 */
export async function customizeExercise(db: Db, actor: AuthUser, a: ExerciseCustomizeArgs): Promise<{ row: ExerciseRow; created: boolean }> {
  assertTrainer(actor);
  const copy = customizedCopyOf(a.globalId, a.fields);
  if (!copy) throw new NotFound();
  const { row, created } = await insertOrExisting(
    db,
    exercises,
    { id: a.id, spaceId: actor.id, ...copy },
    { visible: eq(exercises.spaceId, actor.id), otherwise: () => new NotFound() },
  );
  await noteOnboardingEvent(db, actor, 'prepare-exercises', created);
  return { row: toExerciseRow(row), created };
}
