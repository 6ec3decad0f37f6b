import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { liveClient } from '../clients/access';
import { ownClientRecords } from '../../replication/people';
import {
  addExerciseToClientPlan,
  assignTemplate,
  changePlan,
  createPlanWithBlocks,
  deleteScopedPlan,
  removeExerciseFromClientPlan,
  type PlanScope,
} from './commands/whole-plan';
import type { AppContext, AuthUser, HonoEnv } from '../../context';
import { NotFound } from '../../errors';
import { clientPlans, trainerPlan, trainerPlans, type PlanView } from './queries';
import { write } from '../../replication/write';
import { argsOf, withRestErrors } from '../../http/rest-args';
import { body, json, route } from '../../http/route';
import {
  AddExerciseBody,
  ClientId,
  ClientPlanBody,
  ClientPlanExerciseIds,
  ClientPlanIds,
  List,
  ListQuery,
  One,
  PlanBody,
  PlanId,
  notFound,
  tags,
} from './schemas';

// ------------------------------------------------------------------ routes

const listRoute = route(['trainer'], {
  method: 'get',
  path: '/api/training-plans',
  operationId: 'listTrainingPlans',
  tags,
  summary: 'The trainer\u2019s templates and client plans, with blocks (optionally templates only or one client\u2019s)',
  request: { query: ListQuery },
  responses: { 200: json(List, 'The plans') },
});
const getTemplateRoute = route(['trainer'], {
  method: 'get',
  path: '/api/global-plans/{id}',
  operationId: 'getPlanTemplate',
  tags,
  summary: 'A plan template with its blocks',
  request: { params: PlanId },
  responses: { 200: json(One, 'The template'), ...notFound },
});
const createTemplateRoute = route(['trainer'], {
  method: 'post',
  path: '/api/global-plans',
  operationId: 'createPlanTemplate',
  tags,
  summary: 'Create a plan template, optionally with blocks (plan.create and block.add)',
  request: body(PlanBody),
  responses: { 201: json(One, 'Created') },
});
const updateTemplateRoute = route(['trainer'], {
  method: 'put',
  path: '/api/global-plans/{id}',
  operationId: 'updatePlanTemplate',
  tags,
  summary: 'Change a template\u2019s title or description; blocks, when given, replace its blocks',
  request: { params: PlanId, ...body(PlanBody) },
  responses: { 200: json(One, 'Changed'), ...notFound },
});
const deleteTemplateRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/global-plans/{id}',
  operationId: 'deletePlanTemplate',
  tags,
  summary: 'Delete a template',
  request: { params: PlanId },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const clientListRoute = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/plans',
  operationId: 'listClientPlans',
  tags,
  summary: 'A client\u2019s training plans',
  request: { params: ClientId },
  responses: { 200: json(List, 'The plans'), ...notFound },
});
const clientCreateRoute = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{id}/plans',
  operationId: 'createClientPlan',
  tags,
  summary: 'Create a training plan for a client, or assign a template (template_id: a client-specific copy)',
  request: { params: ClientId, ...body(ClientPlanBody) },
  responses: { 201: json(One, 'Created'), ...notFound },
});
const clientUpdateRoute = route(['trainer'], {
  method: 'put',
  path: '/api/clients/{id}/plans/{planId}',
  operationId: 'updateClientPlan',
  tags,
  summary: 'Change a client\u2019s plan; blocks, when given, replace its blocks',
  request: { params: ClientPlanIds, ...body(PlanBody) },
  responses: { 200: json(One, 'Changed'), ...notFound },
});
const clientDeleteRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/clients/{id}/plans/{planId}',
  operationId: 'deleteClientPlan',
  tags,
  summary: 'Delete (unassign) a client\u2019s plan: the client stops seeing it',
  request: { params: ClientPlanIds },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const ownPlansRoute = route(['client'], {
  method: 'get',
  path: '/api/client/plans',
  operationId: 'listOwnPlans',
  tags,
  summary: 'The signed-in client\u2019s training plans, with blocks, exercises and per-set targets',
  responses: { 200: json(List, 'The plans') },
});
const addExerciseRoute = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{clientId}/plans/{planId}/exercises/{exerciseId}',
  operationId: 'addExerciseToClientPlan',
  tags,
  summary: 'Add an exercise (own uuid or library slug) to a client\u2019s plan: a new block, or into block_id',
  request: { params: ClientPlanExerciseIds, body: { content: { 'application/json': { schema: AddExerciseBody } }, required: false } },
  responses: { 201: json(One, 'The plan'), ...notFound },
});
const removeExerciseRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/clients/{clientId}/plans/{planId}/exercises/{exerciseId}',
  operationId: 'removeExerciseFromClientPlan',
  tags,
  summary: 'Remove an exercise from a client\u2019s plan (by block exercise id, or every use of an exercise id)',
  request: { params: ClientPlanExerciseIds },
  responses: { 204: { description: 'Removed' }, ...notFound },
});

// ------------------------------------------------------------------ handlers

type PlanInput = z.infer<typeof PlanBody>;

function blockArgs(planId: string, blocks: NonNullable<PlanInput['blocks']>) {
  return blocks.map((b, i) =>
    argsOf(
      'block.add',
      {
        planId,
        block: { id: uuidv7(), type: b.type, name: b.name ?? null, rounds: b.rounds, restSeconds: b.rest_duration ?? null },
        exercises: b.exercises.map((e) => ({ id: uuidv7(), exerciseId: e.exercise_id, sets: e.sets ?? Math.max(1, e.set_targets?.length ?? 3), setTargets: e.set_targets })),
      },
      `blocks.${i}`,
    ),
  );
}

function titleOf(b: PlanInput): string | undefined {
  return b.title ?? b.name;
}

/** A plan write; a 422 of its commands names the request's fields. */
function writePlan(ctx: AppContext, user: AuthUser, fn: Parameters<typeof write>[2]) {
  return withRestErrors('', () => write(ctx, user, fn));
}

async function viewOrThrow(ctx: AppContext, user: AuthUser, id: string, must: PlanScope = {}): Promise<PlanView> {
  const view = await trainerPlan(ctx.db, user.id, user.language, id, must);
  if (!view) throw new NotFound();
  return view;
}

async function updateWith(ctx: AppContext, user: AuthUser, id: string, b: PlanInput, must: PlanScope) {
  const fields: Record<string, unknown> = {};
  const title = titleOf(b);
  if (title !== undefined) fields.title = title;
  if (b.description !== undefined) fields.description = b.description;
  const update = Object.keys(fields).length ? argsOf('plan.update', { id, fields }) : null;
  const blocks = b.blocks ? blockArgs(id, b.blocks) : null;
  await writePlan(ctx, user, (tx) => changePlan(tx, user, id, must, update, blocks));
  return viewOrThrow(ctx, user, id, must);
}

export function registerPlanRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const user = c.var.user;
    const templatesOnly = q.templates === 'true' || q.templates === '1';
    return c.json({ data: await trainerPlans(c.var.ctx.db, user.id, user.language, { templatesOnly, clientId: q.client_id }) }, 200);
  });

  app.openapi(getTemplateRoute, async (c) => c.json({ data: await viewOrThrow(c.var.ctx, c.var.user, c.req.valid('param').id, { template: true }) }, 200));

  app.openapi(createTemplateRoute, async (c) => {
    const b = c.req.valid('json');
    const user = c.var.user;
    const id = b.id ?? uuidv7();
    const create = argsOf('plan.create', { id, title: titleOf(b), description: b.description ?? null, clientId: null });
    const blocks = blockArgs(id, b.blocks ?? []);
    await writePlan(c.var.ctx, user, (tx) => createPlanWithBlocks(tx, user, create, blocks));
    return c.json({ data: await viewOrThrow(c.var.ctx, user, id) }, 201);
  });

  app.openapi(updateTemplateRoute, async (c) => {
    const view = await updateWith(c.var.ctx, c.var.user, c.req.valid('param').id, c.req.valid('json'), { template: true });
    return c.json({ data: view }, 200);
  });

  app.openapi(deleteTemplateRoute, async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    await write(c.var.ctx, user, (tx) => deleteScopedPlan(tx, user, id, { template: true }));
    return c.body(null, 204);
  });

  app.openapi(clientListRoute, async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    await liveClient(c.var.ctx.db, user, id);
    return c.json({ data: await trainerPlans(c.var.ctx.db, user.id, user.language, { clientId: id }) }, 200);
  });

  app.openapi(clientCreateRoute, async (c) => {
    const user = c.var.user;
    const { id: clientId } = c.req.valid('param');
    const b = c.req.valid('json');
    const id = b.id ?? uuidv7();
    if (b.template_id) {
      const assign = { templateId: b.template_id, clientId, newPlanId: id, title: titleOf(b) };
      await writePlan(c.var.ctx, user, (tx) => assignTemplate(tx, user, assign));
    } else {
      const create = argsOf('plan.create', { id, title: titleOf(b), description: b.description ?? null, clientSpecific: true, clientId });
      const blocks = blockArgs(id, b.blocks ?? []);
      await writePlan(c.var.ctx, user, (tx) => createPlanWithBlocks(tx, user, create, blocks));
    }
    return c.json({ data: await viewOrThrow(c.var.ctx, user, id) }, 201);
  });

  app.openapi(clientUpdateRoute, async (c) => {
    const { id, planId } = c.req.valid('param');
    await liveClient(c.var.ctx.db, c.var.user, id);
    return c.json({ data: await updateWith(c.var.ctx, c.var.user, planId, c.req.valid('json'), { clientId: id }) }, 200);
  });

  app.openapi(clientDeleteRoute, async (c) => {
    const user = c.var.user;
    const { id, planId } = c.req.valid('param');
    await liveClient(c.var.ctx.db, user, id);
    await write(c.var.ctx, user, (tx) => deleteScopedPlan(tx, user, planId, { clientId: id }));
    return c.body(null, 204);
  });

  app.openapi(ownPlansRoute, async (c) => {
    const user = c.var.user;
    const records = await ownClientRecords(c.var.ctx.db, user.id);
    return c.json({ data: await clientPlans(c.var.ctx.db, records, user.language) }, 200);
  });

  app.openapi(addExerciseRoute, async (c) => {
    const user = c.var.user;
    const { clientId, planId, exerciseId } = c.req.valid('param');
    const b = (c.req.valid('json') as z.infer<typeof AddExerciseBody> | undefined) ?? {};
    const item = { exerciseId, sets: b.sets ?? Math.max(1, b.set_targets?.length ?? 3), setTargets: b.set_targets };
    await writePlan(c.var.ctx, user, (tx) => addExerciseToClientPlan(tx, user, { clientId, planId, blockId: b.block_id }, item));
    return c.json({ data: await viewOrThrow(c.var.ctx, user, planId) }, 201);
  });

  app.openapi(removeExerciseRoute, async (c) => {
    const user = c.var.user;
    const { clientId, planId, exerciseId } = c.req.valid('param');
    await write(c.var.ctx, user, (tx) => removeExerciseFromClientPlan(tx, user, { clientId, planId }, exerciseId));
    return c.body(null, 204);
  });
}
