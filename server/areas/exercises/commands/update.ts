import type { ExerciseRow } from '../../../../domain/exercises/rows';
import type { ExerciseUpdateArgs } from '../../../../domain/exercises/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exercises } from '../../../db/schema';
import { toExerciseRow } from '../row';
import { editRow, type Edit } from '../../../replication/edits';
import { assertTrainer } from '../../../auth/actor';
import { ownLiveExercise } from '../access';
import { NotFound } from '../../../errors';

/**
 * Sets the given fields of an own or customized exercise (exercise.update;
 * PUT /api/exercises/{id}). Only those columns are written, so edits of
 * different fields on two devices both survive. Deleted or foreign: not_found.
 */
export async function updateExercise(db: Db, actor: AuthUser, a: ExerciseUpdateArgs, edit?: Edit): Promise<ExerciseRow> {
  assertTrainer(actor);
  const row = await editRow(db, exercises, ownLiveExercise(actor, a.id)!, a.fields, { entity: 'exercises', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toExerciseRow(row);
}
