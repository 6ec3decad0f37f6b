import { def, defineArea } from '../mutations/def';
import { trainingPlanEntity, planBlockEntity, blockExerciseEntity } from './entity';
import { z } from 'zod';
import { libraryExercise } from '../exercises/library';
import { setTargetSchema, trackingFieldSchema } from '../exercises/tracking';
import { EXERCISE_MESSAGES as EM } from '../exercises/messages';
import { MESSAGES } from '../messages';
import {
  BLOCK_EXERCISES_MAX,
  BLOCK_TYPES,
  blockRuleError,
  REST_MAX_SECONDS,
  ROUNDS_MAX,
  ROUNDS_MIN,
  SETS_MAX,
  SETS_MIN,
} from './blocks';
import { PLAN_MESSAGES as PM } from './messages';
import { compactTarget } from './targets';
import { optionalText, requiredText } from '../mutations/fields';

const nonEmpty = { error: MESSAGES.validationFailed };
const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An exercise a block uses: the trainer's own (uuid) or a global library one (slug). */
export const exerciseRef = z
  .string({ error: PM.exerciseUnknown })
  .max(120, { error: PM.exerciseUnknown })
  .refine((id) => uuidLike.test(id) || libraryExercise(id) !== undefined, { error: PM.exerciseUnknown })
  .transform((id) => (uuidLike.test(id) ? id.toLowerCase() : id));

export function isOwnExerciseId(id: string): boolean {
  return uuidLike.test(id);
}

// ------------------------------------------------------------------ plans

export const PlanFields = z.object({
  title: requiredText(255, EM.exerciseTitleRequired, EM.exerciseTitleTooLong),
  description: optionalText(5000, EM.exerciseDescriptionTooLong),
});

/**
 * A new training plan: a template (no client) or a client-specific plan.
 * docs/rules/plans.md "Client-specific plans": asking for a client-specific plan without a client is refused with
 * 'No clients available to assign the plan to'.
 */
export const PlanCreateArgs = z
  .object({
    id: z.uuid(),
    title: PlanFields.shape.title,
    description: PlanFields.shape.description.optional().transform((v) => v ?? null),
    clientSpecific: z.boolean().optional(),
    clientId: z.uuid({ error: PM.noClientsToAssign }).nullish().transform((v) => v ?? null),
  })
  .superRefine((a, ctx) => {
    if (a.clientSpecific && !a.clientId) ctx.addIssue({ code: 'custom', path: ['clientId'], message: PM.noClientsToAssign });
  });
export type PlanCreateArgs = z.output<typeof PlanCreateArgs>;

export const PlanUpdateArgs = z.object({
  id: z.uuid(),
  fields: PlanFields.partial().strict().refine((f) => Object.keys(f).length > 0, nonEmpty),
});
export type PlanUpdateArgs = z.output<typeof PlanUpdateArgs>;

export const PlanDeleteArgs = z.object({ id: z.uuid() });
export type PlanDeleteArgs = z.output<typeof PlanDeleteArgs>;

const idMap = z.record(z.uuid(), z.uuid()).refine((m) => Object.keys(m).length <= 5000, nonEmpty);

/** A copy of a plan for the same client (or as a template); the device makes every new id. */
export const PlanDuplicateArgs = z.object({
  id: z.uuid(),
  newId: z.uuid(),
  idMap,
  title: PlanFields.shape.title.optional(),
});
export type PlanDuplicateArgs = z.output<typeof PlanDuplicateArgs>;

/** A client-specific copy of a template (docs/rules/plans.md "Assigning a plan"). */
export const PlanAssignArgs = z.object({
  templateId: z.uuid(),
  clientId: z.uuid({ error: PM.noClientsToAssign }),
  newPlanId: z.uuid(),
  idMap,
  title: PlanFields.shape.title.optional(),
});
export type PlanAssignArgs = z.output<typeof PlanAssignArgs>;

// ------------------------------------------------------------------ blocks

const rounds = z.int({ error: PM.roundsInvalid }).min(ROUNDS_MIN, { error: PM.roundsInvalid }).max(ROUNDS_MAX, { error: PM.roundsInvalid });
const restSeconds = z.int({ error: PM.restInvalid }).min(0, { error: PM.restInvalid }).max(REST_MAX_SECONDS, { error: PM.restInvalid }).nullable();
const order = z.int().min(0).max(1_000_000);

export const BlockFields = z.object({
  type: z.enum(BLOCK_TYPES),
  name: optionalText(120, PM.blockNameTooLong),
  rounds,
  restSeconds,
});

const sets = z.int({ error: PM.setsInvalid }).min(SETS_MIN, { error: PM.setsInvalid }).max(SETS_MAX, { error: PM.setsInvalid });
const setTargets = z.array(setTargetSchema.transform(compactTarget)).max(SETS_MAX);

type Targets = z.output<typeof setTargets>;

/** A missing target list means one empty entry per set. */
function fillTargets<A extends { sets: number; setTargets?: Targets | undefined }>(a: A): A & { setTargets: Targets } {
  return { ...a, setTargets: a.setTargets ?? Array.from({ length: a.sets }, () => ({})) };
}

/** One target entry per set. */
function targetsPerSet(a: { sets: number; setTargets: Targets }, ctx: z.RefinementCtx) {
  if (a.setTargets.length !== a.sets) ctx.addIssue({ code: 'custom', path: ['setTargets'], message: PM.setTargetsCount });
}

export const NewBlockExercise = z
  .object({ id: z.uuid(), exerciseId: exerciseRef, sets, setTargets: setTargets.optional() })
  .transform(fillTargets)
  .superRefine(targetsPerSet);
export type NewBlockExercise = z.output<typeof NewBlockExercise>;

/**
 * Adds a block with its exercises (also "copy a block": the device sends the
 * copy's content under new ids). docs/rules/plans.md "Blocks and supersets": a superset needs 2 or more exercises.
 */
export const BlockAddArgs = z
  .object({
    planId: z.uuid(),
    block: z.object({
      id: z.uuid(),
      type: BlockFields.shape.type,
      name: BlockFields.shape.name.optional().transform((v) => v ?? null),
      rounds: rounds.default(1),
      restSeconds: restSeconds.optional().transform((v) => v ?? null),
      order: order.optional(),
    }),
    exercises: z.array(NewBlockExercise).max(BLOCK_EXERCISES_MAX),
  })
  .superRefine((a, ctx) => {
    const error = blockRuleError(a.block.type, a.exercises.length);
    if (error) ctx.addIssue({ code: 'custom', path: ['exercises'], message: error });
  });
export type BlockAddArgs = z.output<typeof BlockAddArgs>;

export const BlockUpdateArgs = z.object({
  id: z.uuid(),
  fields: BlockFields.partial().strict().refine((f) => Object.keys(f).length > 0, nonEmpty),
});
export type BlockUpdateArgs = z.output<typeof BlockUpdateArgs>;

export const BlockRemoveArgs = z.object({ id: z.uuid() });
export type BlockRemoveArgs = z.output<typeof BlockRemoveArgs>;

/** The blocks of a plan in a new order (ids the list misses keep their place after the listed ones). */
export const BlockReorderArgs = z.object({ planId: z.uuid(), orderedIds: z.array(z.uuid()).max(1000) });
export type BlockReorderArgs = z.output<typeof BlockReorderArgs>;

// ------------------------------------------------------------------ block exercises

/** Adds an exercise to a block; a single exercise block becomes a superset ("add to superset"). */
export const BlockExerciseAddArgs = z
  .object({ id: z.uuid(), blockId: z.uuid(), exerciseId: exerciseRef, order: order.optional(), sets, setTargets: setTargets.optional() })
  .transform(fillTargets)
  .superRefine(targetsPerSet);
export type BlockExerciseAddArgs = z.output<typeof BlockExerciseAddArgs>;

/** Swaps the exercise; targets the new one does not track are dropped. */
export const BlockExerciseUpdateArgs = z.object({
  id: z.uuid(),
  fields: z.object({ exerciseId: exerciseRef }).strict(),
});
export type BlockExerciseUpdateArgs = z.output<typeof BlockExerciseUpdateArgs>;

/** Removes an exercise; a superset left with one becomes a single block, a block left empty is removed. */
export const BlockExerciseRemoveArgs = z.object({ id: z.uuid() });
export type BlockExerciseRemoveArgs = z.output<typeof BlockExerciseRemoveArgs>;

export const BlockExerciseReorderArgs = z.object({ blockId: z.uuid(), orderedIds: z.array(z.uuid()).max(BLOCK_EXERCISES_MAX * 5) });
export type BlockExerciseReorderArgs = z.output<typeof BlockExerciseReorderArgs>;

/** Sets and per-set targets of one block exercise, following the exercise's tracking fields. */
export const BlockExerciseSetTargetsArgs = z
  .object({ id: z.uuid(), sets, setTargets: setTargets.optional() })
  .transform(fillTargets)
  .superRefine(targetsPerSet);
export type BlockExerciseSetTargetsArgs = z.output<typeof BlockExerciseSetTargetsArgs>;

const setIndex = z.int({ error: PM.setMissing }).min(0, { error: PM.setMissing }).max(SETS_MAX - 1, { error: PM.setMissing });

/**
 * One change of a block exercise's sets (domain/plans/targets.ts SetEdit): what the editor sends for each cell
 * typed and each set added or removed, applied to the row as it then is, so a quick edit of another cell (or
 * another device's) stands too. A target's value is checked by the field's rule; null clears it.
 */
export const BlockExerciseEditSetsArgs = z.object({
  id: z.uuid(),
  edit: z.discriminatedUnion('kind', [
    z
      .object({ kind: z.literal('target'), set: setIndex, field: trackingFieldSchema, value: z.number().nullable() })
      .superRefine((e, ctx) => {
        const check = setTargetSchema.shape[e.field].safeParse(e.value);
        if (!check.success) ctx.addIssue({ code: 'custom', path: ['value'], message: check.error.issues[0]?.message ?? MESSAGES.validationFailed });
      }),
    z.object({ kind: z.literal('add') }),
    z.object({ kind: z.literal('remove'), set: setIndex }),
  ]),
});
export type BlockExerciseEditSetsArgs = z.output<typeof BlockExerciseEditSetsArgs>;

/** Training plans, their blocks and block exercises. */
export const planArea = defineArea({
  entities: [trainingPlanEntity, planBlockEntity, blockExerciseEntity],
  mutations: {
    'plan.create': def({ args: PlanCreateArgs, target: (a) => ({ table: 'trainingPlans', id: a.id }) }),
    'plan.update': def({ args: PlanUpdateArgs, target: (a) => ({ table: 'trainingPlans', id: a.id }) }),
    'plan.delete': def({ args: PlanDeleteArgs, target: (a) => ({ table: 'trainingPlans', id: a.id }) }),
    'plan.duplicate': def({ args: PlanDuplicateArgs, target: (a) => ({ table: 'trainingPlans', id: a.newId }) }),
    'plan.assign': def({ args: PlanAssignArgs, target: (a) => ({ table: 'trainingPlans', id: a.newPlanId }) }),
    'block.add': def({ args: BlockAddArgs, target: (a) => ({ table: 'planBlocks', id: a.block.id }) }),
    'block.update': def({ args: BlockUpdateArgs, target: (a) => ({ table: 'planBlocks', id: a.id }) }),
    'block.remove': def({ args: BlockRemoveArgs, target: (a) => ({ table: 'planBlocks', id: a.id }) }),
    'block.reorder': def({ args: BlockReorderArgs, target: (a) => ({ table: 'trainingPlans', id: a.planId }) }),
    'blockExercise.add': def({ args: BlockExerciseAddArgs, target: (a) => ({ table: 'blockExercises', id: a.id }) }),
    'blockExercise.update': def({ args: BlockExerciseUpdateArgs, target: (a) => ({ table: 'blockExercises', id: a.id }) }),
    'blockExercise.remove': def({ args: BlockExerciseRemoveArgs, target: (a) => ({ table: 'blockExercises', id: a.id }) }),
    'blockExercise.reorder': def({ args: BlockExerciseReorderArgs, target: (a) => ({ table: 'planBlocks', id: a.blockId }) }),
    'blockExercise.setTargets': def({ args: BlockExerciseSetTargetsArgs, target: (a) => ({ table: 'blockExercises', id: a.id }) }),
    'blockExercise.editSets': def({ args: BlockExerciseEditSetsArgs, target: (a) => ({ table: 'blockExercises', id: a.id }) }),
  },
});
