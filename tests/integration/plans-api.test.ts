import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../../domain/exercises/messages';
import { PLAN_MESSAGES } from '../../domain/plans/messages';
import { blockExercises, planBlocks, trainingPlans } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { BENCH } from './plans-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

type BlockExerciseDto = { id: string; exercise_id: string; exercise: { title: string; tracking_fields: string[] } | null; sets: number; set_targets: Record<string, number>[] };
type BlockDto = { id: string; type: string; name: string | null; rounds: number; rest_duration: number | null; order: number; exercises: BlockExerciseDto[] };
type PlanDto = { id: string; title: string; is_template: boolean; is_client_specific: boolean; client_id: string | null; client: { name: string } | null; blocks: BlockDto[] };

const superset = {
  type: 'superset',
  name: 'A',
  rounds: 3,
  rest_duration: 90,
  exercises: [
    { exercise_id: BENCH, sets: 2, set_targets: [{ reps: 8, weight: 60 }, { reps: 6, weight: 70 }] },
    { exercise_id: 'push-up', sets: 2, set_targets: [{ reps: 12 }, { reps: 10, effort: 8 }] },
  ],
};
const single = { type: 'exercise', exercises: [{ exercise_id: 'plank', sets: 1, set_targets: [{ duration: 60 }] }] };

describe.each(DB_KINDS)('training plan REST endpoints on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const data = async <T,>(res: Response) => ((await res.json()) as { data: T }).data;

  it('creates a template with a superset and targets, reads, changes and deletes it', async () => {
    const t = await makeTrainer(db());
    const res = await env.server.api('/api/global-plans', { token: t.token, body: { title: 'Push day', description: 'Chest', blocks: [superset, single] } });
    expect(res.status).toBe(201);
    const plan = await data<PlanDto>(res);
    expect(plan).toMatchObject({ title: 'Push day', is_template: true, is_client_specific: false, client_id: null });
    expect(plan.blocks.map((b) => [b.type, b.name, b.rounds, b.rest_duration, b.order, b.exercises.length])).toEqual([
      ['superset', 'A', 3, 90, 0, 2],
      ['exercise', null, 1, null, 1, 1],
    ]);
    expect(plan.blocks[0]!.exercises[0]).toMatchObject({ exercise_id: BENCH, sets: 2, set_targets: [{ reps: 8, weight: 60 }, { reps: 6, weight: 70 }], exercise: { title: 'Barbell bench press' } });

    expect((await data<PlanDto>(await env.server.api(`/api/global-plans/${plan.id}`, { token: t.token }))).blocks).toHaveLength(2);
    const list = await data<PlanDto[]>(await env.server.api('/api/training-plans', { token: t.token }));
    expect(list.map((p) => p.id)).toEqual([plan.id]);

    const put = await env.server.api(`/api/global-plans/${plan.id}`, { token: t.token, method: 'PUT', body: { title: 'Push day B' } });
    expect(put.status).toBe(200);
    const changed = await data<PlanDto>(put);
    expect(changed).toMatchObject({ title: 'Push day B', description: 'Chest' });
    expect(changed.blocks).toHaveLength(2);
    const replaced = await data<PlanDto>(await env.server.api(`/api/global-plans/${plan.id}`, { token: t.token, method: 'PUT', body: { blocks: [single] } }));
    expect(replaced.blocks.map((b) => b.type)).toEqual(['exercise']);

    expect((await env.server.api(`/api/global-plans/${plan.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/global-plans/${plan.id}`, { token: t.token })).status).toBe(404);
    expect((await env.server.api(`/api/global-plans/${plan.id}`, { token: t.token, method: 'PUT', body: { title: 'Again' } })).status).toBe(404);
    const left = await db().select().from(planBlocks).where(and(eq(planBlocks.planId, plan.id), isNull(planBlocks.deletedAt)));
    expect(left).toEqual([]);
  });

  it('refuses a superset of fewer than 2 exercises and targets the exercise does not track, storing nothing', async () => {
    const t = await makeTrainer(db());
    const small = await env.server.api('/api/global-plans', { token: t.token, body: { title: 'X', blocks: [{ ...superset, exercises: [superset.exercises[0]] }] } });
    expect(small.status).toBe(422);
    expect(await small.json()).toEqual({ message: PLAN_MESSAGES.supersetMinExercises, errors: { 'blocks.0.exercises': [PLAN_MESSAGES.supersetMinExercises] } });

    const untracked = await env.server.api('/api/global-plans', {
      token: t.token,
      body: { title: 'X', blocks: [single, { type: 'exercise', exercises: [{ exercise_id: 'plank', sets: 1, set_targets: [{ weight: 20 }] }] }] },
    });
    expect(untracked.status).toBe(422);
    expect(((await untracked.json()) as { errors: Record<string, string[]> }).errors).toEqual({ 'blocks.1.exercises.0.set_targets.0.weight': [EXERCISE_MESSAGES.targetNotTracked] });

    const effort = await env.server.api('/api/global-plans', { token: t.token, body: { title: 'X', blocks: [{ type: 'exercise', exercises: [{ exercise_id: BENCH, sets: 1, set_targets: [{ effort: 12 }] }] }] } });
    expect(((await effort.json()) as { errors: Record<string, string[]> }).errors).toEqual({ 'blocks.0.exercises.0.set_targets.0.effort': [EXERCISE_MESSAGES.effortRange] });
    const unknown = await env.server.api('/api/global-plans', { token: t.token, body: { title: 'X', blocks: [{ type: 'exercise', exercises: [{ exercise_id: 'no-such', sets: 1 }] }] } });
    expect(unknown.status).toBe(422);
    expect(await db().select().from(trainingPlans).where(eq(trainingPlans.spaceId, t.id))).toEqual([]);
  });

  it('creates a client plan, assigns a template to a client (a copy), and the client reads its plans', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true, name: 'Eva' });
    const template = await data<PlanDto>(await env.server.api('/api/global-plans', { token: t.token, body: { title: 'Legs', blocks: [superset] } }));

    const assigned = await env.server.api(`/api/clients/${c.clientId}/plans`, { token: t.token, body: { type: 'training', template_id: template.id } });
    expect(assigned.status).toBe(201);
    const copy = await data<PlanDto>(assigned);
    expect(copy).toMatchObject({ title: 'Legs', is_template: false, is_client_specific: true, client_id: c.clientId, client: { name: 'Eva' } });
    expect(copy.id).not.toBe(template.id);
    expect(copy.blocks[0]!.id).not.toBe(template.blocks[0]!.id);
    expect(copy.blocks[0]!.exercises.map((e) => e.set_targets)).toEqual(template.blocks[0]!.exercises.map((e) => e.set_targets));

    const own = await env.server.api(`/api/clients/${c.clientId}/plans`, { token: t.token, body: { title: 'Core', blocks: [single] } });
    expect(own.status).toBe(201);
    const core = await data<PlanDto>(own);
    const plans = await data<PlanDto[]>(await env.server.api(`/api/clients/${c.clientId}/plans`, { token: t.token }));
    expect(plans.map((p) => p.title).sort()).toEqual(['Core', 'Legs']);
    // The template is untouched and still listed as a template.
    expect((await data<PlanDto[]>(await env.server.api('/api/training-plans?templates=true', { token: t.token }))).map((p) => p.id)).toEqual([template.id]);

    const mine = await data<PlanDto[]>(await env.server.api('/api/client/plans', { token: c.user!.token }));
    expect(mine.map((p) => p.title).sort()).toEqual(['Core', 'Legs']);
    const legs = mine.find((p) => p.title === 'Legs')!;
    expect(legs.blocks[0]).toMatchObject({ type: 'superset', rounds: 3, rest_duration: 90 });
    expect(legs.blocks[0]!.exercises[1]).toMatchObject({ exercise_id: 'push-up', set_targets: [{ reps: 12 }, { reps: 10, effort: 8 }], exercise: { title: 'Push-up' } });

    const put = await env.server.api(`/api/clients/${c.clientId}/plans/${core.id}`, { token: t.token, method: 'PUT', body: { title: 'Core 2' } });
    expect(await data<PlanDto>(put)).toMatchObject({ title: 'Core 2' });
    // A plan of another client (or a template) under this client's path is not found.
    const other = await makeClient(db(), t.id);
    expect((await env.server.api(`/api/clients/${other.clientId}/plans/${core.id}`, { token: t.token, method: 'PUT', body: { title: 'X' } })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans/${template.id}`, { token: t.token, method: 'DELETE' })).status).toBe(404);

    expect((await env.server.api(`/api/clients/${c.clientId}/plans/${core.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await data<PlanDto[]>(await env.server.api('/api/client/plans', { token: c.user!.token }))).map((p) => p.title)).toEqual(['Legs']);
  });

  it('adds and removes exercises of a client plan through the exercises sub-resource', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id);
    const plan = await data<PlanDto>(await env.server.api(`/api/clients/${c.clientId}/plans`, { token: t.token, body: { title: 'P', blocks: [single] } }));
    const base = `/api/clients/${c.clientId}/plans/${plan.id}/exercises`;

    const added = await env.server.api(`${base}/${BENCH}`, { token: t.token, body: { sets: 2, set_targets: [{ reps: 5, weight: 100 }, { reps: 5, weight: 100 }] } });
    expect(added.status).toBe(201);
    const after = await data<PlanDto>(added);
    expect(after.blocks.map((b) => b.exercises.map((e) => e.exercise_id))).toEqual([['plank'], [BENCH]]);

    // Into an existing block: a single block becomes a superset.
    const into = await data<PlanDto>(await env.server.api(`${base}/push-up`, { token: t.token, body: { block_id: after.blocks[1]!.id, sets: 1 } }));
    expect(into.blocks[1]).toMatchObject({ type: 'superset' });
    expect(into.blocks[1]!.exercises.map((e) => e.exercise_id)).toEqual([BENCH, 'push-up']);

    const badTargets = await env.server.api(`${base}/plank`, { token: t.token, body: { sets: 1, set_targets: [{ reps: 5 }] } });
    expect(badTargets.status).toBe(422);
    expect(((await badTargets.json()) as { errors: Record<string, string[]> }).errors).toEqual({ 'set_targets.0.reps': [EXERCISE_MESSAGES.targetNotTracked] });

    // Removing one of two leaves a single block again.
    expect((await env.server.api(`${base}/push-up`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    const [now] = await data<PlanDto[]>(await env.server.api(`/api/clients/${c.clientId}/plans`, { token: t.token }));
    if (!now) throw new Error('the plan is gone');
    expect(now.blocks.map((b) => [b.type, b.exercises.length])).toEqual([
      ['exercise', 1],
      ['exercise', 1],
    ]);
    // By block exercise id; removing the last exercise of a block removes the block.
    expect((await env.server.api(`${base}/${now.blocks[0]!.exercises[0]!.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`${base}/push-up`, { token: t.token, method: 'DELETE' })).status).toBe(404);
    const blocks = await db().select().from(planBlocks).where(and(eq(planBlocks.planId, plan.id), isNull(planBlocks.deletedAt)));
    expect(blocks).toHaveLength(1);
    const items = await db().select().from(blockExercises).where(and(eq(blockExercises.planId, plan.id), isNull(blockExercises.deletedAt)));
    expect(items.map((i) => i.exerciseId)).toEqual([BENCH]);
  });

  it('another trainer\u2019s ids are 404; a client\u2019s token is 403 on trainer endpoints; a trainer is 403 on the client\u2019s', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const template = await data<PlanDto>(await env.server.api('/api/global-plans', { token: t.token, body: { title: 'Mine', blocks: [single] } }));
    const clientPlan = await data<PlanDto>(await env.server.api(`/api/clients/${c.clientId}/plans`, { token: t.token, body: { title: 'Theirs' } }));
    const o = other.token;
    expect((await env.server.api(`/api/global-plans/${template.id}`, { token: o })).status).toBe(404);
    expect((await env.server.api(`/api/global-plans/${template.id}`, { token: o, method: 'PUT', body: { title: 'X' } })).status).toBe(404);
    expect((await env.server.api(`/api/global-plans/${template.id}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans`, { token: o })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans`, { token: o, body: { title: 'X' } })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans`, { token: o, body: { template_id: template.id } })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans/${clientPlan.id}`, { token: o, method: 'PUT', body: { title: 'X' } })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans/${clientPlan.id}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans/${clientPlan.id}/exercises/${BENCH}`, { token: o, body: {} })).status).toBe(404);
    expect((await env.server.api(`/api/clients/${c.clientId}/plans/${clientPlan.id}/exercises/${BENCH}`, { token: o, method: 'DELETE' })).status).toBe(404);
    expect((await data<PlanDto[]>(await env.server.api('/api/training-plans', { token: o })))).toEqual([]);
    // Assigning another trainer's template to one's own client: not found.
    const mineClient = await makeClient(db(), other.id);
    expect((await env.server.api(`/api/clients/${mineClient.clientId}/plans`, { token: o, body: { template_id: template.id } })).status).toBe(404);

    const ct = c.user!.token;
    for (const [path, method, body] of [
      ['/api/training-plans', 'GET', undefined],
      [`/api/global-plans/${template.id}`, 'GET', undefined],
      ['/api/global-plans', 'POST', { title: 'X' }],
      [`/api/global-plans/${template.id}`, 'PUT', { title: 'X' }],
      [`/api/global-plans/${template.id}`, 'DELETE', undefined],
      [`/api/clients/${c.clientId}/plans`, 'GET', undefined],
      [`/api/clients/${c.clientId}/plans`, 'POST', { title: 'X' }],
      [`/api/clients/${c.clientId}/plans/${clientPlan.id}`, 'PUT', { title: 'X' }],
      [`/api/clients/${c.clientId}/plans/${clientPlan.id}`, 'DELETE', undefined],
      [`/api/clients/${c.clientId}/plans/${clientPlan.id}/exercises/${BENCH}`, 'POST', {}],
      [`/api/clients/${c.clientId}/plans/${clientPlan.id}/exercises/${BENCH}`, 'DELETE', undefined],
    ] as const) {
      expect((await env.server.api(path, { token: ct, method, body })).status, `${method} ${path}`).toBe(403);
    }
    expect((await env.server.api('/api/client/plans', { token: t.token })).status).toBe(403);
    expect((await env.server.api('/api/client/plans')).status).toBe(401);
    const [row] = await db().select().from(trainingPlans).where(eq(trainingPlans.id, template.id));
    expect(row).toMatchObject({ title: 'Mine', deletedAt: null });
  });

  it('the endpoints are in the OpenAPI document with their roles', async () => {
    const doc = (await (await env.server.api('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { description?: string }>> };
    const trainer = [
      ['/api/training-plans', 'get'],
      ['/api/global-plans', 'post'],
      ['/api/global-plans/{id}', 'get'],
      ['/api/global-plans/{id}', 'put'],
      ['/api/global-plans/{id}', 'delete'],
      ['/api/clients/{id}/plans', 'get'],
      ['/api/clients/{id}/plans', 'post'],
      ['/api/clients/{id}/plans/{planId}', 'put'],
      ['/api/clients/{id}/plans/{planId}', 'delete'],
      ['/api/clients/{clientId}/plans/{planId}/exercises/{exerciseId}', 'post'],
      ['/api/clients/{clientId}/plans/{planId}/exercises/{exerciseId}', 'delete'],
    ] as const;
    for (const [path, method] of trainer) expect(doc.paths[path]?.[method]?.description, `${method} ${path}`).toContain('Access: trainer.');
    expect(doc.paths['/api/client/plans']?.get?.description).toContain('Access: client.');
  });
});
