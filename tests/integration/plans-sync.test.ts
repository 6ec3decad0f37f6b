import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { makeIdMap } from '../../domain/plans/copy';
import { PLAN_MESSAGES } from '../../domain/plans/messages';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { BENCH, syncDevice } from './plans-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as string).sort();

describe.each(DB_KINDS)('training plans through sync on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;

  /** A trainer with a client who has an account, and a device for each. */
  async function setup() {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true, name: 'Eva' });
    return { t, c, trainer: syncDevice(env.server, t.token), client: syncDevice(env.server, c.user!.token) };
  }

  it('a client sees an assigned plan with its blocks, targets and the own exercises it uses, and nothing else', async () => {
    const { c, trainer, client } = await setup();
    const own = uuidv7();
    const unused = uuidv7();
    const template = uuidv7();
    const planId = uuidv7();
    const block = uuidv7();
    const results = await trainer.push(
      { name: 'exercise.create', args: { id: own, title: 'Sled push', categoryId: 'full-body', trackingFields: ['weight', 'distance'] } },
      { name: 'exercise.create', args: { id: unused, title: 'Secret drill', categoryId: 'cardio' } },
      { name: 'plan.create', args: { id: template, title: 'Template' } },
      { name: 'plan.create', args: { id: planId, title: 'Eva A', clientSpecific: true, clientId: c.clientId } },
      {
        name: 'block.add',
        args: {
          planId,
          block: { id: block, type: 'superset', rounds: 3, restSeconds: 60 },
          exercises: [
            { id: uuidv7(), exerciseId: BENCH, sets: 2, setTargets: [{ reps: 8, weight: 60 }, { reps: 6, weight: 65 }] },
            { id: uuidv7(), exerciseId: own, sets: 1, setTargets: [{ weight: 80, distance: 20 }] },
          ],
        },
      },
    );
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);

    await client.pull();
    expect(ids(client.table('trainingPlans'))).toEqual([planId]);
    expect(client.table('planBlocks')).toEqual([expect.objectContaining({ id: block, type: 'superset', rounds: 3, restSeconds: 60, clientId: c.clientId })]);
    const items = client.table('blockExercises').sort((a, b) => (a.order as number) - (b.order as number));
    expect(items.map((i) => [i.exerciseId, i.setTargets])).toEqual([
      [BENCH, [{ reps: 8, weight: 60 }, { reps: 6, weight: 65 }]],
      [own, [{ weight: 80, distance: 20 }]],
    ]);
    expect(ids(client.table('exercises'))).toEqual([own]);

    // The trainer sees everything of their space.
    await trainer.pull();
    expect(ids(trainer.table('trainingPlans'))).toEqual([template, planId].sort());
    expect(ids(trainer.table('exercises'))).toEqual([own, unused].sort());
  });

  it('an exercise a plan starts using later reaches the client, and leaves when no plan uses it', async () => {
    const { c, trainer, client } = await setup();
    const own = uuidv7();
    const planId = uuidv7();
    await trainer.push(
      { name: 'exercise.create', args: { id: own, title: 'Old drill', categoryId: 'cardio', trackingFields: ['duration'] } },
      { name: 'plan.create', args: { id: planId, title: 'P', clientId: c.clientId } },
      { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: 'plank', sets: 1 }] } },
    );
    await client.pull();
    expect(client.table('exercises')).toEqual([]);

    // Created long before it is used: its rev is old, yet the client gets it.
    const item = uuidv7();
    const blockId = uuidv7();
    expect((await trainer.push({ name: 'block.add', args: { planId, block: { id: blockId, type: 'exercise' }, exercises: [{ id: item, exerciseId: own, sets: 1, setTargets: [{ duration: 30 }] }] } }))[0]!.status).toBe('ok');
    await client.pull();
    expect(client.table('exercises')).toEqual([expect.objectContaining({ id: own, title: 'Old drill', trackingFields: ['duration'] })]);

    // An edit of the exercise reaches the client too.
    await trainer.push({ name: 'exercise.update', args: { id: own, fields: { title: 'New drill' } } });
    await client.pull();
    expect(client.table('exercises')[0]).toMatchObject({ title: 'New drill' });

    // Removed and added again in one push: still visible.
    await trainer.push(
      { name: 'block.remove', args: { id: blockId } },
      { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: own, sets: 1 }] } },
    );
    await client.pull();
    expect(ids(client.table('exercises'))).toEqual([own]);

    await trainer.push({ name: 'plan.delete', args: { id: planId } });
    await client.pull();
    expect(client.table('trainingPlans')).toEqual([]);
    expect(client.table('planBlocks')).toEqual([]);
    expect(client.table('blockExercises')).toEqual([]);
    expect(client.table('exercises')).toEqual([]);
  });

  it('a client sees a template assigned to them and stops seeing it when it is deleted or their client record goes', async () => {
    const { c, trainer, client } = await setup();
    const template = uuidv7();
    const blockId = uuidv7();
    await trainer.push(
      { name: 'plan.create', args: { id: template, title: 'Template' } },
      { name: 'block.add', args: { planId: template, block: { id: blockId, type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: BENCH, sets: 3 }] } },
    );
    await client.pull();
    expect(client.table('trainingPlans')).toEqual([]);

    await trainer.pull();
    const tree = { blocks: trainer.table('planBlocks') as never[], exercises: trainer.table('blockExercises') as never[] };
    const idMap = makeIdMap(tree, uuidv7);
    const copyId = uuidv7();
    expect((await trainer.push({ name: 'plan.assign', args: { templateId: template, clientId: c.clientId, newPlanId: copyId, idMap } }))[0]!.status).toBe('ok');
    await client.pull();
    expect(ids(client.table('trainingPlans'))).toEqual([copyId]);
    // The device made the copy's ids: the server used them.
    expect(ids(client.table('planBlocks'))).toEqual([idMap[blockId]]);
    expect(client.table('blockExercises')[0]).toMatchObject({ exerciseId: BENCH, sets: 3, setTargets: [{}, {}, {}] });

    await trainer.push({ name: 'plan.delete', args: { id: copyId } });
    await client.pull();
    expect(client.table('trainingPlans')).toEqual([]);
    expect(client.table('blockExercises')).toEqual([]);

    // Deleting the client takes their plans with them (docs/rules/clients.md "Deleting a client").
    const again = uuidv7();
    await trainer.push({ name: 'plan.assign', args: { templateId: template, clientId: c.clientId, newPlanId: again, idMap: makeIdMap(tree, uuidv7) } });
    await trainer.push({ name: 'client.delete', args: { id: c.clientId } });
    await trainer.pull();
    expect(ids(trainer.table('trainingPlans'))).toEqual([template]);
  });

  it('edits of different parts of a plan from two devices both win; an edit of a deleted block is not_found', async () => {
    const { t, trainer: laptop } = await setup();
    const planId = uuidv7();
    const b1 = uuidv7();
    const b2 = uuidv7();
    const e1 = uuidv7();
    await laptop.push(
      { name: 'plan.create', args: { id: planId, title: 'Upper' } },
      { name: 'block.add', args: { planId, block: { id: b1, type: 'exercise' }, exercises: [{ id: e1, exerciseId: BENCH, sets: 1 }] } },
      { name: 'block.add', args: { planId, block: { id: b2, type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: 'push-up', sets: 1 }] } },
    );
    // A second device of the same trainer; both edited offline, then synced.
    const second = syncDevice(env.server, t.token);
    const r1 = await laptop.push({ name: 'plan.update', args: { id: planId, fields: { title: 'Upper A' } } }, { name: 'blockExercise.setTargets', args: { id: e1, sets: 2, setTargets: [{ reps: 5, weight: 80 }, { reps: 5, weight: 82.5 }] } });
    const r2 = await second.push({ name: 'block.update', args: { id: b1, fields: { rounds: 4, restSeconds: 120 } } }, { name: 'block.reorder', args: { planId, orderedIds: [b2, b1] } });
    expect([...r1, ...r2].map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    await second.pull();
    expect(second.table('trainingPlans')[0]).toMatchObject({ title: 'Upper A' });
    const blocks = second.table('planBlocks');
    expect(blocks.find((b) => b.id === b1)).toMatchObject({ rounds: 4, restSeconds: 120, order: 1 });
    expect(blocks.find((b) => b.id === b2)).toMatchObject({ order: 0 });
    expect(second.table('blockExercises').find((e) => e.id === e1)).toMatchObject({ sets: 2, setTargets: [{ reps: 5, weight: 80 }, { reps: 5, weight: 82.5 }] });

    const [removed, edit] = await laptop.push({ name: 'block.remove', args: { id: b1 } }, { name: 'block.update', args: { id: b1, fields: { rounds: 2 } } });
    expect(removed!.status).toBe('ok');
    expect(edit).toMatchObject({ status: 'error', error: { code: 'not_found', message: MESSAGES.notFound } });
    const [targets] = await second.push({ name: 'blockExercise.setTargets', args: { id: e1, sets: 1, setTargets: [{ reps: 1 }] } });
    expect(targets).toMatchObject({ status: 'error', error: { code: 'not_found' } });
  });

  it('rules: superset of 2+, a type change that breaks it, targets per tracking field, no client to assign to', async () => {
    const { trainer } = await setup();
    const planId = uuidv7();
    await trainer.push({ name: 'plan.create', args: { id: planId, title: 'P' } });
    const block = uuidv7();
    const [small, ok, toSuper, untracked, noClient, noClientAssign] = await trainer.push(
      { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'superset' }, exercises: [{ id: uuidv7(), exerciseId: BENCH, sets: 1 }] } },
      { name: 'block.add', args: { planId, block: { id: block, type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: 'plank', sets: 1 }] } },
      { name: 'block.update', args: { id: block, fields: { type: 'superset' } } },
      { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: 'plank', sets: 1, setTargets: [{ weight: 10 }] }] } },
      { name: 'plan.create', args: { id: uuidv7(), title: 'For someone', clientSpecific: true } },
      { name: 'plan.assign', args: { templateId: planId, newPlanId: uuidv7(), idMap: {} } },
    );
    expect(small).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: PLAN_MESSAGES.supersetMinExercises } });
    expect(ok!.status).toBe('ok');
    expect(toSuper).toMatchObject({ status: 'error', error: { message: PLAN_MESSAGES.supersetMinExercises } });
    expect(untracked).toMatchObject({ status: 'error', error: { code: 'validation_failed', details: { errors: { 'exercises.0.setTargets.0.weight': [expect.any(String)] } } } });
    expect(noClient).toMatchObject({ status: 'error', error: { message: PLAN_MESSAGES.noClientsToAssign } });
    expect(noClientAssign).toMatchObject({ status: 'error', error: { message: PLAN_MESSAGES.noClientsToAssign } });

    // Adding to a single block makes a superset; removing back to one makes it single again.
    const extra = uuidv7();
    await trainer.push({ name: 'blockExercise.add', args: { id: extra, blockId: block, exerciseId: 'side-plank', sets: 1 } });
    await trainer.pull();
    expect(trainer.table('planBlocks').find((b) => b.id === block)).toMatchObject({ type: 'superset' });
    await trainer.push({ name: 'blockExercise.remove', args: { id: extra } });
    await trainer.pull();
    expect(trainer.table('planBlocks').find((b) => b.id === block)).toMatchObject({ type: 'exercise' });
  });

  it('another trainer\u2019s ids are not_found, a client may not write plans or exercises', async () => {
    const { t, c, client } = await setup();
    const other = await makeTrainer(db());
    const otherDevice = syncDevice(env.server, other.token);
    const mine = syncDevice(env.server, t.token);
    const planId = uuidv7();
    const ex = uuidv7();
    await mine.push({ name: 'plan.create', args: { id: planId, title: 'Mine' } }, { name: 'exercise.create', args: { id: ex, title: 'Mine', categoryId: 'cardio' } });
    const results = await otherDevice.push(
      { name: 'plan.update', args: { id: planId, fields: { title: 'X' } } },
      { name: 'plan.delete', args: { id: planId } },
      { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: BENCH, sets: 1 }] } },
      { name: 'exercise.update', args: { id: ex, fields: { title: 'X' } } },
      { name: 'plan.create', args: { id: uuidv7(), title: 'Theirs', clientId: c.clientId } },
      { name: 'plan.duplicate', args: { id: planId, newId: uuidv7(), idMap: {} } },
    );
    expect(results.map((r) => r.error?.code)).toEqual(['not_found', 'not_found', 'not_found', 'not_found', 'not_found', 'not_found']);
    // Using another trainer's exercise in one's own plan: not found either.
    const own = uuidv7();
    await otherDevice.push({ name: 'plan.create', args: { id: own, title: 'Theirs' } });
    const [useForeign] = await otherDevice.push({ name: 'block.add', args: { planId: own, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: ex, sets: 1 }] } });
    expect(useForeign!.error?.code).toBe('not_found');

    const byClient = await client.push({ name: 'plan.create', args: { id: uuidv7(), title: 'X' } }, { name: 'exercise.create', args: { id: uuidv7(), title: 'X', categoryId: 'cardio' } });
    expect(byClient.map((r) => r.error?.code)).toEqual(['forbidden', 'forbidden']);
  });
});
