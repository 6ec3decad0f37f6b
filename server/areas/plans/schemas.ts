import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { BLOCK_TYPES } from '../../../domain/plans/blocks';
import { json } from '../../http/route';

/** Request and answer shapes of the training-plan REST routes (docs/rules/plans.md "Mutations"), documented in /api/openapi.json. */

export const SetTargetDto = z.record(z.string(), z.number().nullable());
export const BlockExerciseDto = z.object({
  id: z.string(),
  exercise_id: z.string(),
  exercise: z
    .object({ id: z.string(), title: z.string(), tracking_fields: z.array(z.string()), video_url: z.string().nullable(), exercise_category_id: z.string(), source: z.string() })
    .nullable(),
  sets: z.number().int(),
  set_targets: z.array(SetTargetDto),
  order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const BlockDto = z.object({
  id: z.string(),
  type: z.enum(BLOCK_TYPES),
  name: z.string().nullable(),
  rest_duration: z.number().int().nullable().describe('Seconds of rest after each round'),
  rounds: z.number().int(),
  order: z.number().int(),
  exercises: z.array(BlockExerciseDto),
});
export const PlanDto = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.literal('training'),
  is_template: z.boolean(),
  is_client_specific: z.boolean(),
  client_id: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  blocks: z.array(BlockDto),
  created_at: z.string(),
  updated_at: z.string(),
});
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
