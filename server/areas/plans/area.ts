import { blockExercises, planBlocks, trainingPlans } from '../../db/schema';
import { toBlockExerciseRow, toBlockRow, toPlanRow } from './row';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { addBlockExercise, editBlockExerciseSets, removeBlockExercise, reorderBlockExercises, setBlockExerciseTargets, updateBlockExercise } from './commands/block-exercises';
import { addBlock, removeBlock, reorderBlocks, updateBlock } from './commands/blocks';
import { assignPlan, duplicatePlan } from './commands/copy';
import { createPlan } from './commands/create';
import { deletePlan } from './commands/delete';
import { updatePlan } from './commands/update';
import { registerPlanRoutes } from './routes';

export const plansServer = defineServerArea({
  tables: {
    trainingPlans: serverTable(trainingPlans, toPlanRow),
    planBlocks: serverTable(planBlocks, toBlockRow),
    blockExercises: serverTable(blockExercises, toBlockExerciseRow),
  },
  commands: {
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
    'blockExercise.editSets': editBlockExerciseSets,
  },
  routes: registerPlanRoutes,
});
