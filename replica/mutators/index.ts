import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { LocalTx } from '../local-tx';
import { createClientLocal, deleteClientLocal, updateClientLocal } from './client';
import { createExerciseLocal, customizeExerciseLocal, deleteExerciseLocal, importExercisesLocal, updateExerciseLocal } from './exercise';
import {
  addBlockExerciseLocal,
  addBlockLocal,
  assignPlanLocal,
  createPlanLocal,
  deletePlanLocal,
  duplicatePlanLocal,
  removeBlockExerciseLocal,
  removeBlockLocal,
  reorderBlockExercisesLocal,
  reorderBlocksLocal,
  setBlockExerciseTargetsLocal,
  updateBlockExerciseLocal,
  updateBlockLocal,
  updatePlanLocal,
} from './plan';
import { createWeightLogLocal, deleteWeightLogLocal, updateWeightLogLocal } from './weight-log';

export type LocalMutator<N extends MutationName> = (tx: LocalTx, args: MutationArgs<N>) => Promise<void>;

/** The device-side mutator of every mutation in domain/mutations/registry.ts. */
export const LOCAL_MUTATORS: { [N in MutationName]: LocalMutator<N> } = {
  'exercise.create': createExerciseLocal,
  'exercise.update': updateExerciseLocal,
  'exercise.delete': deleteExerciseLocal,
  'exercise.customize': customizeExerciseLocal,
  'exercise.importMany': importExercisesLocal,
  'plan.create': createPlanLocal,
  'plan.update': updatePlanLocal,
  'plan.delete': deletePlanLocal,
  'plan.duplicate': duplicatePlanLocal,
  'plan.assign': assignPlanLocal,
  'block.add': addBlockLocal,
  'block.update': updateBlockLocal,
  'block.remove': removeBlockLocal,
  'block.reorder': reorderBlocksLocal,
  'blockExercise.add': addBlockExerciseLocal,
  'blockExercise.update': updateBlockExerciseLocal,
  'blockExercise.remove': removeBlockExerciseLocal,
  'blockExercise.reorder': reorderBlockExercisesLocal,
  'blockExercise.setTargets': setBlockExerciseTargetsLocal,
  'weightLog.create': createWeightLogLocal,
  'weightLog.update': updateWeightLogLocal,
  'weightLog.delete': deleteWeightLogLocal,
  'client.create': createClientLocal,
  'client.update': updateClientLocal,
  'client.delete': deleteClientLocal,
};

export function runLocalMutator(tx: LocalTx, name: MutationName, args: unknown): Promise<void> {
  return (LOCAL_MUTATORS[name] as LocalMutator<MutationName>)(tx, args as MutationArgs<MutationName>);
}
