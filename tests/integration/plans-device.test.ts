import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeIdMap } from '../../domain/plans/copy';
import type { RepwiseDb } from '../../replica/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { BENCH } from './plans-fixtures';
import { makeTrainer } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

/** The synced plan tables of a device, without the server-set timestamps, for comparing device and server. */
async function planView(db: RepwiseDb) {
  const strip = (rows: Record<string, unknown>[]) =>
    rows.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    exercises: strip(await db.exercises.toArray() as never[]),
    trainingPlans: strip(await db.trainingPlans.toArray() as never[]),
    planBlocks: strip(await db.planBlocks.toArray() as never[]),
    blockExercises: strip(await db.blockExercises.toArray() as never[]),
  };
}

/** The offline editor: local mutators give the rows the server then stores, so nothing flickers on sync. */
describe.each(DB_KINDS)('building plans offline on a device, then syncing, on %s', (kind) => {
  let backend: Backend;
  const devices: Device[] = [];
  beforeAll(async () => {
    backend = await startBackend(kind);
  });
  afterEach(() => {
    for (const d of devices.splice(0)) d.close();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('a trainer builds a plan with a superset offline; after sync device and server agree row for row', async () => {
    const t = await makeTrainer(backend.ctx.db);
    let online = true;
    const laptop = makeDevice('laptop', t.id, t.token, (url, init) => (online ? backend.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'))));
    devices.push(laptop);
    expect(await laptop.engine.sync()).toBe('ok');
    online = false;

    const m = laptop.engine.mutate.bind(laptop.engine);
    const clientId = uuidv7();
    const own = uuidv7();
    const planId = uuidv7();
    const [b1, b2, b3] = [uuidv7(), uuidv7(), uuidv7()];
    const [e1, e2, e3, e4] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await m('client.create', { id: clientId, fields: { name: 'Eva' } });
    await m('exercise.create', { id: own, title: 'Sled push', categoryId: 'full-body', trackingFields: ['weight', 'distance'] });
    await m('exercise.customize', { id: uuidv7(), globalId: 'push-up', fields: { title: 'Klik' } });
    await m('plan.create', { id: planId, title: 'Eva A', clientSpecific: true, clientId });
    await m('block.add', { planId, block: { id: b1, type: 'superset', rounds: 3, restSeconds: 60 }, exercises: [
      { id: e1, exerciseId: BENCH, sets: 2, setTargets: [{ reps: 8, weight: 60 }, { reps: 6, weight: 65 }] },
      { id: e2, exerciseId: own, sets: 1, setTargets: [{ weight: 80, distance: 20 }] },
    ] });
    await m('block.add', { planId, block: { id: b2, type: 'exercise' }, exercises: [{ id: e3, exerciseId: 'plank', sets: 1 }] });
    await m('block.add', { planId, block: { id: b3, type: 'exercise' }, exercises: [{ id: e4, exerciseId: 'push-up', sets: 1 }] });
    await m('blockExercise.setTargets', { id: e3, sets: 3, setTargets: [{ duration: 30 }, { duration: 45 }, { duration: 60 }] });
    await m('block.reorder', { planId, orderedIds: [b3, b1, b2] });
    await m('blockExercise.reorder', { blockId: b1, orderedIds: [e2, e1] });
    await m('blockExercise.add', { id: uuidv7(), blockId: b2, exerciseId: 'side-plank', sets: 1 });
    await m('blockExercise.remove', { id: e4 });
    await m('block.update', { id: b1, fields: { name: 'Main', rounds: 4 } });
    await m('plan.update', { id: planId, fields: { description: 'Twice a week' } });
    const template = uuidv7();
    await m('plan.create', { id: template, title: 'Template' });
    await m('block.add', { planId: template, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: BENCH, sets: 1 }] });
    const tBlocks = await laptop.db.planBlocks.where('planId').equals(template).toArray();
    const tItems = await laptop.db.blockExercises.where('blockId').anyOf(tBlocks.map((b) => b.id)).toArray();
    await m('plan.assign', { templateId: template, clientId, newPlanId: uuidv7(), idMap: makeIdMap({ blocks: tBlocks, exercises: tItems }, uuidv7) });
    await m('plan.duplicate', { id: planId, newId: uuidv7(), idMap: makeIdMap({ blocks: await laptop.db.planBlocks.where('planId').equals(planId).toArray(), exercises: await laptop.db.blockExercises.toArray().then((r) => r.filter((x) => x.planId === planId)) }, uuidv7), title: 'Eva A (copy)' });

    // What the trainer sees offline, at once.
    const offline = await planView(laptop.db);
    expect(offline.trainingPlans.map((p) => p.title).sort()).toEqual(['Eva A', 'Eva A (copy)', 'Template', 'Template']);
    const blocks = offline.planBlocks.filter((b) => b.planId === planId).sort((a, b) => Number(a.order) - Number(b.order));
    // b3 lost its only exercise, so it is gone; b2 got a second one, so it is a superset.
    expect(blocks.map((b) => [b.id, b.type, b.order])).toEqual([
      [b1, 'superset', 1],
      [b2, 'superset', 2],
    ]);
    expect(offline.blockExercises.filter((e) => e.blockId === b1).sort((a, b) => Number(a.order) - Number(b.order)).map((e) => e.id)).toEqual([e2, e1]);
    online = true;
    expect(await laptop.engine.sync()).toBe('ok');
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await laptop.db.rejected.count()).toBe(0);

    // A fresh device pulls what the server stored: the same rows.
    const desk = makeDevice('desk', t.id, t.token, backend.fetch);
    devices.push(desk);
    expect(await desk.engine.sync()).toBe('ok');
    expect(await planView(desk.db)).toEqual(await planView(laptop.db));
    const serverBlocks = (await desk.db.planBlocks.where('planId').equals(planId).toArray()).sort((a, b) => a.order - b.order);
    expect(serverBlocks.map((b) => [b.id, b.type, b.name, b.rounds])).toEqual([
      [b1, 'superset', 'Main', 4],
      [b2, 'superset', null, 1],
    ]);
  });
});
