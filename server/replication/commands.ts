import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { createClient } from '../commands/clients/create';
import { deleteClient } from '../commands/clients/delete';
import { updateClient } from '../commands/clients/update';
import { createExercise } from '../commands/exercises/create';
import { customizeExercise } from '../commands/exercises/customize';
import { deleteExercise } from '../commands/exercises/delete';
import { importExerciseBatches, importExercises } from '../commands/exercises/import';
import { updateExercise } from '../commands/exercises/update';
import { addBlockExercise, removeBlockExercise, reorderBlockExercises, setBlockExerciseTargets, updateBlockExercise } from '../commands/plans/block-exercises';
import { addBlock, removeBlock, reorderBlocks, updateBlock } from '../commands/plans/blocks';
import { assignPlan, duplicatePlan } from '../commands/plans/copy';
import { createPlan } from '../commands/plans/create';
import { deletePlan } from '../commands/plans/delete';
import { updatePlan } from '../commands/plans/update';
import { createWeightLog, createWeightLogs } from '../commands/weight-logs/create';
import { deleteWeightLog } from '../commands/weight-logs/delete';
import { updateWeightLog } from '../commands/weight-logs/update';

type Command<N extends MutationName> = (db: Db, actor: AuthUser, args: MutationArgs<N>) => Promise<unknown>;

/** The server command of each mutation; the REST routes call the same functions. */
export const SERVER_COMMANDS: { [N in MutationName]: Command<N> } = {
  'exercise.create': createExercise,
  'exercise.update': updateExercise,
  'exercise.delete': deleteExercise,
  'exercise.customize': customizeExercise,
  'exercise.importMany': importExercises,
  'plan.create': createPlan,
  'plan.update': updatePlan,
  'plan.delete': deletePlan,
  'plan.duplicate': duplicatePlan,
  'plan.assign': assignPlan,
  'block.add': addBlock,
  'block.update': updateBlock,
  'block.remove': removeBlock,
  'block.reorder': reorderBlocks,
  'blockExercise.add': addBlockExercise,
  'blockExercise.update': updateBlockExercise,
  'blockExercise.remove': removeBlockExercise,
  'blockExercise.reorder': reorderBlockExercises,
  'blockExercise.setTargets': setBlockExerciseTargets,
  'weightLog.create': createWeightLog,
  'weightLog.update': updateWeightLog,
  'weightLog.delete': deleteWeightLog,
  'client.create': createClient,
  'client.update': updateClient,
  'client.delete': deleteClient,
};

/**
 * Commands that can apply a run of consecutive mutations of their kind in one
 * statement, with the same outcome as one by one when all succeed (a failure
 * makes the push run them one by one). A queue of offline weight logs is the
 * common case worth it.
 */
export const SERVER_BATCH_COMMANDS: Partial<Record<MutationName, (db: Db, actor: AuthUser, args: unknown[]) => Promise<void>>> = {
  'weightLog.create': createWeightLogs as (db: Db, actor: AuthUser, args: unknown[]) => Promise<void>,
  // A big import file is sent as several importMany mutations in a row.
  'exercise.importMany': importExerciseBatches as unknown as (db: Db, actor: AuthUser, args: unknown[]) => Promise<void>,
};
