import type { ExerciseFields } from './mutations';
import { libraryExercise } from './library';
import type { ExerciseRow } from './rows';

type CopyFields = Pick<ExerciseRow, 'title' | 'description' | 'videoUrl' | 'categoryId' | 'trackingFields' | 'source' | 'customizedFromId' | 'equipment' | 'muscles'>;

/**
 * The content of a customized copy of a global exercise (docs/rules/exercises.md "Customizing"): the global's
 * values (its English name unless a title is given), overridden by the
 * fields the trainer changed. Null when no global exercise has that id.
 */
export function customizedCopyOf(globalId: string, fields: Partial<ExerciseFields>): CopyFields | null {
  const g = libraryExercise(globalId);
  if (!g) return null;
  return {
    title: fields.title ?? g.names.en,
    description: fields.description !== undefined ? fields.description : (g.description ?? null),
    videoUrl: fields.videoUrl !== undefined ? fields.videoUrl : null,
    categoryId: fields.categoryId ?? g.categoryId,
    trackingFields: fields.trackingFields ? [...fields.trackingFields] : [...g.trackingFields],
    source: 'customized',
    customizedFromId: g.id,
    equipment: fields.equipment ? [...fields.equipment] : [...g.equipment],
    muscles: fields.muscles ? [...fields.muscles] : [...g.primaryMuscles],
  };
}
