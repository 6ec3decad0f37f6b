import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../exercises/messages';
import { PLAN_MESSAGES } from './messages';
import { MUTATIONS, parseMutationArgs } from '../mutations/registry';

const id = '0190a1b2-0000-7000-8000-000000000001';
const id2 = '0190a1b2-0000-7000-8000-000000000002';
const id3 = '0190a1b2-0000-7000-8000-000000000003';
const messages = (name: keyof typeof MUTATIONS, args: unknown) => {
  const r = MUTATIONS[name].args.safeParse(args);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('plan and exercise mutation args', () => {
  it('block.add: a superset needs 2 or more exercises, a single block exactly one', () => {
    const one = [{ id: id2, exerciseId: 'barbell-bench-press', sets: 1 }];
    expect(messages('block.add', { planId: id, block: { id: id3, type: 'superset' }, exercises: one })).toEqual([PLAN_MESSAGES.supersetMinExercises]);
    expect(messages('block.add', { planId: id, block: { id: id3, type: 'exercise' }, exercises: [] })).toEqual([PLAN_MESSAGES.singleBlockOneExercise]);
    const two = [...one, { id: id, exerciseId: 'push-up', sets: 2 }];
    const parsed = parseMutationArgs('block.add', { planId: id, block: { id: id3, type: 'superset' }, exercises: two });
    // Defaults: one round, no rest, an empty target per set.
    expect(parsed.block).toMatchObject({ rounds: 1, restSeconds: null, name: null });
    expect(parsed.exercises[1]!.setTargets).toEqual([{}, {}]);
  });

  it('targets come one per set and drop cleared values', () => {
    expect(messages('blockExercise.setTargets', { id, sets: 3, setTargets: [{ reps: 5 }] })).toEqual([PLAN_MESSAGES.setTargetsCount]);
    expect(parseMutationArgs('blockExercise.setTargets', { id, sets: 1, setTargets: [{ reps: 5, weight: null }] }).setTargets).toEqual([{ reps: 5 }]);
    expect(messages('blockExercise.setTargets', { id, sets: 1, setTargets: [{ effort: 0 }] })).toEqual([EXERCISE_MESSAGES.effortRange]);
  });

  it('blockExercise.editSets carries one change: a target checked by its field\'s rule, a set added or removed', () => {
    expect(parseMutationArgs('blockExercise.editSets', { id, edit: { kind: 'target', set: 0, field: 'reps', value: 8 } })).toEqual({ id, edit: { kind: 'target', set: 0, field: 'reps', value: 8 } });
    expect(parseMutationArgs('blockExercise.editSets', { id, edit: { kind: 'target', set: 2, field: 'weight', value: null } }).edit).toEqual({ kind: 'target', set: 2, field: 'weight', value: null });
    expect(messages('blockExercise.editSets', { id, edit: { kind: 'target', set: 0, field: 'effort', value: 11 } })).toEqual([EXERCISE_MESSAGES.effortRange]);
    expect(messages('blockExercise.editSets', { id, edit: { kind: 'target', set: 0, field: 'reps', value: 2.5 } })).toEqual([EXERCISE_MESSAGES.repsInvalid]);
    expect(messages('blockExercise.editSets', { id, edit: { kind: 'target', set: -1, field: 'reps', value: 1 } })).toEqual([PLAN_MESSAGES.setMissing]);
    expect(messages('blockExercise.editSets', { id, edit: { kind: 'remove', set: 50 } })).toEqual([PLAN_MESSAGES.setMissing]);
    expect(messages('blockExercise.editSets', { id, edit: { kind: 'add' } })).toEqual([]);
    // Not a whole list in disguise, nor a field no exercise tracks.
    expect(messages('blockExercise.editSets', { id, edit: { kind: 'add', setTargets: [{}] } })).not.toEqual([]);
    expect(messages('blockExercise.editSets', { id, edit: { kind: 'target', set: 0, field: 'tempo', value: 1 } })).not.toEqual([]);
  });

  it('a client-specific plan without a client: No clients available to assign the plan to', () => {
    expect(messages('plan.create', { id, title: 'P', clientSpecific: true })).toEqual([PLAN_MESSAGES.noClientsToAssign]);
    expect(messages('plan.assign', { templateId: id, newPlanId: id2, idMap: {} })).toEqual([PLAN_MESSAGES.noClientsToAssign]);
    expect(parseMutationArgs('plan.create', { id, title: ' Legs ' })).toEqual({ id, title: 'Legs', description: null, clientId: null });
  });

  it('exercises: the video link rule, a category, tracking fields defaulting to reps, weight, RPE', () => {
    expect(messages('exercise.create', { id, title: 'Row', categoryId: 'upper-body', videoUrl: 'https://example.com/watch' })).toEqual([EXERCISE_MESSAGES.videoUrlInvalid]);
    expect(messages('exercise.create', { id, title: 'Row', categoryId: 'arms' })).toEqual([PLAN_MESSAGES.categoryRequired]);
    expect(parseMutationArgs('exercise.create', { id, title: 'Row', categoryId: 'upper-body', videoUrl: '' })).toMatchObject({
      videoUrl: null,
      trackingFields: ['reps', 'weight', 'effort'],
    });
    expect(messages('exercise.customize', { id, globalId: 'no-such-exercise' })).toEqual([PLAN_MESSAGES.exerciseUnknown]);
    expect(messages('blockExercise.add', { id, blockId: id2, exerciseId: 'not-a-library-slug', sets: 1 })).toEqual([PLAN_MESSAGES.exerciseUnknown]);
  });
});
