import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { BLOCK_TYPES } from '../../../domain/plans/blocks';
import { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from '../../../domain/plans/rows';
import { restDto } from '../../http/dto';
import { json } from '../../http/route';
import { ExerciseDto } from '../exercises/schemas';

/** Request and answer shapes of the training-plan REST routes (docs/rules/plans.md "Mutations"), documented in /api/openapi.json. */

export const SetTargetDto = z.record(z.string(), z.number().nullable());
// A block's exercise is shown with what the plan screen needs of the exercise (null when it is gone); its block, plan
// and client are its plan's.
export const BlockExercise = restDto(BlockExerciseRow, {
  omit: ['blockId', 'planId', 'clientId'],
  add: { exercise: ExerciseDto.pick({ id: true, title: true, tracking_fields: true, video_url: true, exercise_category_id: true, source: true }).nullable() },
});
// A block's rest is named (and described) as the request names it; its exercises are in it; its plan and client are its plan's.
export const Block = restDto(PlanBlockRow, {
  omit: ['planId', 'clientId', 'createdAt', 'updatedAt'],
  rename: { restSeconds: 'rest_duration' },
  add: { rest_duration: PlanBlockRow.shape.restSeconds.describe('Seconds of rest after each round'), exercises: z.array(BlockExercise.schema) },
});
// A plan is also shown under `name` (the same as title), with whether it is a client's, the client's name and its blocks.
export const Plan = restDto(TrainingPlanRow, {
  add: {
    name: z.string(),
    is_client_specific: z.boolean(),
    client: z.object({ id: z.string(), name: z.string() }).nullable(),
    blocks: z.array(Block.schema),
  },
});
export const PlanDto = Plan.schema;
export type PlanView = z.infer<typeof PlanDto>;
export const One = z.object({ data: PlanDto });
export const List = z.object({ data: z.array(PlanDto) });

/** Shapes only: the rules (superset of 2+, targets per tracking field) are the mutations' and answer 422 by field. */
export const BlockBody = z.object({
  type: z.enum(BLOCK_TYPES),
  name: z.string().nullish(),
  rounds: z.number().int().optional(),
  rest_duration: z.number().int().nullish(),
  exercises: z
    .array(z.object({ exercise_id: z.string(), sets: z.number().int().optional(), set_targets: z.array(SetTargetDto).optional() }))
    .max(20),
});
export const PlanBody = z.object({
  id: z.uuid().optional(),
  title: z.string().optional(),
  name: z.string().optional().describe('Same as title'),
  description: z.string().nullish(),
  blocks: z.array(BlockBody).max(300).optional().describe('On update: replaces all blocks'),
});
export const ClientPlanBody = PlanBody.extend({
  type: z.literal('training', { error: MESSAGES.validationFailed }).optional(),
  template_id: z.uuid().optional().describe('Assign this template: a client-specific copy'),
});
export const AddExerciseBody = z.object({
  block_id: z.uuid().optional().describe('Add to this block (a single block becomes a superset); else a new block'),
  sets: z.number().int().optional(),
  set_targets: z.array(SetTargetDto).optional(),
});

export const PlanId = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
export const ClientId = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
export const ClientPlanIds = z.object({ id: z.uuid({ error: MESSAGES.notFound }), planId: z.uuid({ error: MESSAGES.notFound }) });
export const ClientPlanExerciseIds = z.object({
  clientId: z.uuid({ error: MESSAGES.notFound }),
  planId: z.uuid({ error: MESSAGES.notFound }),
  exerciseId: z.string().min(1).max(120),
});
export const ListQuery = z.object({ templates: z.enum(['true', 'false', '1', '0']).optional(), client_id: z.uuid().optional() });

export const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
export const tags = ['Training plans'];
