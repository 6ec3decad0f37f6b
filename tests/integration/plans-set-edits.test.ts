import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../../domain/exercises/messages';
import { PLAN_MESSAGES } from '../../domain/plans/messages';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { BENCH, syncDevice } from './plans-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

describe.each(DB_KINDS)('a block exercise edited set by set (blockExercise.editSets) on %s', (kind) => {
  const env = serverForSuite(kind);

  /** A client's plan with one bench press of three empty sets, a trainer with two devices, the client's device. */
  async function setup() {
    const t = await makeTrainer(env.server.ctx.db);
    const c = await makeClient(env.server.ctx.db, t.id, { withUser: true, name: 'Eva' });
    const laptop = syncDevice(env.server, t.token);
    const planId = uuidv7();
    const item = uuidv7();
    const made = await laptop.push(
      { name: 'plan.create', args: { id: planId, title: 'Strength A', clientId: c.clientId } },
      { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: item, exerciseId: BENCH, sets: 3 }] } },
    );
    expect(made.map((r) => r.status)).toEqual(['ok', 'ok']);
    return { item, laptop, phone: syncDevice(env.server, t.token), client: syncDevice(env.server, c.user!.token) };
  }
  const target = (id: string, set: number, field: string, value: number | null) => ({ name: 'blockExercise.editSets', args: { id, edit: { kind: 'target', set, field, value } } });

  it('keeps every cell edited, by one device in a row or by two at once, and the client gets them all', async () => {
    const { item, laptop, phone, client } = await setup();
    // The laptop's editor typed three cells quickly; the phone, not yet synced, typed another set and added one.
    const a = await laptop.push(target(item, 0, 'reps', 8), target(item, 0, 'weight', 60), target(item, 1, 'reps', 6));
    const b = await phone.push(target(item, 2, 'weight', 65), { name: 'blockExercise.editSets', args: { id: item, edit: { kind: 'add' } } });
    expect([...a, ...b].map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const expected = [{ reps: 8, weight: 60 }, { reps: 6 }, { weight: 65 }, { weight: 65 }];
    await client.pull();
    expect(client.table('blockExercises')).toEqual([expect.objectContaining({ id: item, sets: 4, setTargets: expected })]);

    // A value cleared and a set removed act on what is stored now.
    const c = await laptop.push(target(item, 0, 'weight', null), { name: 'blockExercise.editSets', args: { id: item, edit: { kind: 'remove', set: 1 } } });
    expect(c.map((r) => r.status)).toEqual(['ok', 'ok']);
    await laptop.pull();
    expect(laptop.table('blockExercises')).toEqual([expect.objectContaining({ sets: 3, setTargets: [{ reps: 8 }, { weight: 65 }, { weight: 65 }] })]);
  });

  it('refuses, with the field named and nothing changed, a set that is no longer there, a target the exercise does not track and a value out of range', async () => {
    const { item, laptop } = await setup();
    const [gone, untracked, range, removeGone] = await laptop.push(
      target(item, 5, 'reps', 8),
      target(item, 0, 'duration', 30),
      target(item, 0, 'effort', 12),
      { name: 'blockExercise.editSets', args: { id: item, edit: { kind: 'remove', set: 3 } } },
    );
    expect(gone).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: PLAN_MESSAGES.setMissing, details: { errors: { 'edit.set': [PLAN_MESSAGES.setMissing] } } } });
    expect(untracked).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: EXERCISE_MESSAGES.targetNotTracked } });
    expect(range).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: EXERCISE_MESSAGES.effortRange } });
    expect(removeGone).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: PLAN_MESSAGES.setMissing } });
    const [other] = await laptop.push(target(uuidv7(), 0, 'reps', 1));
    expect(other).toMatchObject({ status: 'error', error: { code: 'not_found' } });
    await laptop.pull();
    expect(laptop.table('blockExercises')).toEqual([expect.objectContaining({ sets: 3, setTargets: [{}, {}, {}] })]);
  });
});
