import type { ExerciseImportManyArgs } from '../../../../domain/exercises/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exercises } from '../../../db/schema';
import { assertTrainer } from '../../../auth/actor';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/** Rows per INSERT: 12 parameters each stays far below PostgreSQL's 65,535. */
const INSERT_ROWS = 1000;

export interface ImportOutcome {
  imported: number;
  /** Already in the library under the same import key (or id): skipped. */
  duplicates: number;
}

/**
 * Stores imported exercises as the trainer's own (exercise.importMany). An
 * exercise whose import key the trainer already has (a re-import of the same
 * file) or whose id exists (a resent mutation) is skipped, in the same
 * statement, by the unique indexes.
 */
export async function importExercises(db: Db, actor: AuthUser, a: ExerciseImportManyArgs): Promise<ImportOutcome> {
  return importExerciseBatches(db, actor, [a]);
}

/**
 * The push's batch command: consecutive importMany mutations (a big file is
 * sent in several) go into the same few INSERTs. Same outcome as one by one.
 */
export async function importExerciseBatches(db: Db, actor: AuthUser, list: ExerciseImportManyArgs[]): Promise<ImportOutcome> {
  assertTrainer(actor);
  const values = list.flatMap((a) =>
    a.exercises.map((e) => ({
      id: e.id,
      spaceId: actor.id,
      title: e.title,
      description: e.description,
      videoUrl: e.videoUrl,
      categoryId: e.categoryId,
      trackingFields: e.trackingFields,
      source: 'own' as const,
      importKey: e.importKey,
      equipment: e.equipment,
      muscles: e.muscles,
    })),
  );
  let imported = 0;
  for (let i = 0; i < values.length; i += INSERT_ROWS) {
    const rows = await db
      .insert(exercises)
      .values(values.slice(i, i + INSERT_ROWS))
      .onConflictDoNothing()
      .returning({ id: exercises.id });
    imported += rows.length;
  }
  await noteOnboardingEvent(db, actor, 'prepare-exercises', imported > 0);
  return { imported, duplicates: values.length - imported };
}
