import { defineEntity } from '../protocol/entity';
import { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from './rows';

/** Templates and client plans; a client sees their own. A deleted client's plans go with them. */
export const trainingPlanEntity = defineEntity({
  name: 'trainingPlans',
  sqlName: 'training_plans',
  order: 3,
  row: TrainingPlanRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['clientId', 'type'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['title', 'description'],
});

export const planBlockEntity = defineEntity({
  name: 'planBlocks',
  sqlName: 'plan_blocks',
  order: 4,
  row: PlanBlockRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['planId'],
  parent: { entity: 'trainingPlans', field: 'planId' },
});

export const blockExerciseEntity = defineEntity({
  name: 'blockExercises',
  sqlName: 'block_exercises',
  order: 5,
  row: BlockExerciseRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['blockId', 'exerciseId'],
  parent: { entity: 'planBlocks', field: 'blockId' },
});
