import type { z } from 'zod';
import type { SyncTableName } from '../protocol/tables';
import { ClientCreateArgs, ClientDeleteArgs, ClientUpdateArgs } from './client';
import { ExerciseCreateArgs, ExerciseCustomizeArgs, ExerciseDeleteArgs, ExerciseImportManyArgs, ExerciseUpdateArgs } from './exercise';
import {
  BlockAddArgs,
  BlockExerciseAddArgs,
  BlockExerciseRemoveArgs,
  BlockExerciseReorderArgs,
  BlockExerciseSetTargetsArgs,
  BlockExerciseUpdateArgs,
  BlockRemoveArgs,
  BlockReorderArgs,
  BlockUpdateArgs,
  PlanAssignArgs,
  PlanCreateArgs,
  PlanDeleteArgs,
  PlanDuplicateArgs,
  PlanUpdateArgs,
} from './plan';
import { WeightLogCreateArgs, WeightLogDeleteArgs, WeightLogUpdateArgs } from './weight-log';

/**
 * Every mutation, defined once (architecture: "Mutations"): its name, the zod
 * schema of its args, and the row it is about (for the pending badge and the
 * "needs attention" list). The device has a local mutator for each
 * (replica/mutators) and the server a command (server/replication/commands.ts).
 */
export interface MutationDef<S extends z.ZodType = z.ZodType> {
  args: S;
  target(args: z.output<S>): { table: SyncTableName; id: string };
}

const def = <S extends z.ZodType>(d: MutationDef<S>) => d;

export const MUTATIONS = {
  'weightLog.create': def({ args: WeightLogCreateArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
  'weightLog.update': def({ args: WeightLogUpdateArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
  'weightLog.delete': def({ args: WeightLogDeleteArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
  'client.create': def({ args: ClientCreateArgs, target: (a) => ({ table: 'clients', id: a.id }) }),
  'client.update': def({ args: ClientUpdateArgs, target: (a) => ({ table: 'clients', id: a.id }) }),
  'exercise.create': def({ args: ExerciseCreateArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
  'exercise.update': def({ args: ExerciseUpdateArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
  'exercise.delete': def({ args: ExerciseDeleteArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
  'exercise.customize': def({ args: ExerciseCustomizeArgs, target: (a) => ({ table: 'exercises', id: a.id }) }),
  'exercise.importMany': def({ args: ExerciseImportManyArgs, target: (a) => ({ table: 'exercises', id: a.exercises[0]!.id }) }),
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
  'client.delete': def({ args: ClientDeleteArgs, target: (a) => ({ table: 'clients', id: a.id }) }),
} as const;

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = z.output<(typeof MUTATIONS)[N]['args']>;
/** What a caller passes (before defaults and normalisation). */
export type MutationInput<N extends MutationName> = z.input<(typeof MUTATIONS)[N]['args']>;

export function isMutationName(name: string): name is MutationName {
  return Object.prototype.hasOwnProperty.call(MUTATIONS, name);
}

/** Validates and normalises args; throws the ZodError for the caller to show. */
export function parseMutationArgs<N extends MutationName>(name: N, args: unknown): MutationArgs<N> {
  return MUTATIONS[name].args.parse(args) as MutationArgs<N>;
}

export function mutationTarget(name: MutationName, args: unknown): { table: SyncTableName; id: string } {
  return (MUTATIONS[name] as MutationDef).target(args);
}
