import { def, defineArea } from '../mutations/def';
import { exerciseEntity } from './entity';
import { z } from 'zod';
import { CATEGORY_IDS } from './categories';
import { equipmentIdSchema } from './equipment';
import { DESCRIPTION_MAX, TITLE_MAX } from './limits';
import { libraryExercise } from './library';
import { EXERCISE_MESSAGES as EM } from './messages';
import { muscleIdSchema } from './muscles';
import { DEFAULT_TRACKING_FIELDS, trackingFieldsSchema } from './tracking';
import { videoUrlField } from './video-url';
import { MESSAGES } from '../messages';
import { PLAN_MESSAGES } from '../plans/messages';
import { optionalText, requiredText, text } from '../mutations/fields';

/** docs/rules/exercises.md "Exercise fields": the fields a trainer edits, each validated on its own so an edit may carry any subset. */
export const ExerciseFields = z.object({
  title: requiredText(TITLE_MAX, EM.exerciseTitleRequired, EM.exerciseTitleTooLong),
  description: optionalText(DESCRIPTION_MAX, EM.exerciseDescriptionTooLong),
  videoUrl: videoUrlField,
  categoryId: z.enum(CATEGORY_IDS, { error: PLAN_MESSAGES.categoryRequired }),
  trackingFields: trackingFieldsSchema,
  equipment: z.array(equipmentIdSchema).max(10),
  muscles: z.array(muscleIdSchema).max(21),
});
export type ExerciseFields = z.output<typeof ExerciseFields>;

const nonEmpty = { error: MESSAGES.validationFailed };

/** The fields of a new exercise; all but title and category have defaults (tracking: reps, weight, RPE). */
const NewExercise = z.object({
  id: z.uuid(),
  title: ExerciseFields.shape.title,
  description: ExerciseFields.shape.description.optional().transform((v) => v ?? null),
  videoUrl: ExerciseFields.shape.videoUrl,
  categoryId: ExerciseFields.shape.categoryId,
  trackingFields: ExerciseFields.shape.trackingFields.default([...DEFAULT_TRACKING_FIELDS]),
  equipment: ExerciseFields.shape.equipment.default([]),
  muscles: ExerciseFields.shape.muscles.default([]),
});

export const ExerciseCreateArgs = NewExercise;
export type ExerciseCreateArgs = z.output<typeof ExerciseCreateArgs>;

/** Set some fields of an own exercise; fields another device edits meanwhile keep their value. */
export const ExerciseUpdateArgs = z.object({
  id: z.uuid(),
  fields: ExerciseFields.partial().strict().refine((f) => Object.keys(f).length > 0, nonEmpty),
});
export type ExerciseUpdateArgs = z.output<typeof ExerciseUpdateArgs>;

export const ExerciseDeleteArgs = z.object({ id: z.uuid() });
export type ExerciseDeleteArgs = z.output<typeof ExerciseDeleteArgs>;

/** A global library exercise, by its slug. */
export const globalExerciseId = z.string().max(120).refine((id) => libraryExercise(id) !== undefined, { error: PLAN_MESSAGES.exerciseUnknown });

/**
 * docs/rules/exercises.md "Customizing": customizing a global exercise makes the trainer's own copy (source
 * customized) that hides the global one. Fields not given are the global's
 * (its English name unless the device sends a title in the UI language).
 */
export const ExerciseCustomizeArgs = z.object({
  id: z.uuid(),
  globalId: globalExerciseId,
  fields: ExerciseFields.partial().strict().default({}),
});
export type ExerciseCustomizeArgs = z.output<typeof ExerciseCustomizeArgs>;

export const IMPORT_BATCH_MAX = 1000;

/** Imported exercises (domain/exercises/import.ts) as own exercises; a known importKey is skipped. */
export const ExerciseImportManyArgs = z.object({
  exercises: z
    .array(NewExercise.extend({ importKey: text().trim().min(1).max(600) }))
    .min(1)
    .max(IMPORT_BATCH_MAX),
});
export type ExerciseImportManyArgs = z.output<typeof ExerciseImportManyArgs>;

/** A trainer's own and customized exercises. */
export const exerciseArea = defineArea({
  entities: [exerciseEntity],
  mutations: {
    'exercise.create': def({ args: ExerciseCreateArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
    'exercise.update': def({ args: ExerciseUpdateArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
    'exercise.delete': def({ args: ExerciseDeleteArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
    'exercise.customize': def({ args: ExerciseCustomizeArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
    'exercise.importMany': def({ args: ExerciseImportManyArgs, target: (a) => ({ table: 'exercises', id: a.exercises[0]!.id }) }),
  },
});
