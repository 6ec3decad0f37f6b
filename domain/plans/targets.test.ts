import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../exercises/messages';
import type { SetTarget } from '../exercises/tracking';
import { SETS_MAX } from './blocks';
import { PLAN_MESSAGES } from './messages';
import { addSet, applySetEdit, compactTarget, removeSet, resizeTargets, setTargetsErrors, withTarget } from './targets';

describe('per-set targets', () => {
  it('accept targets of the tracked fields only, one entry per set', () => {
    expect(setTargetsErrors(['reps', 'weight'], 2, [{ reps: 8, weight: 60 }, { reps: 6 }])).toBeNull();
    expect(setTargetsErrors(['duration'], 1, [{ weight: 20 }])).toEqual({ 'setTargets.0.weight': [EXERCISE_MESSAGES.targetNotTracked] });
    expect(setTargetsErrors(['reps'], 3, [{ reps: 8 }])).toEqual({ setTargets: [PLAN_MESSAGES.setTargetsCount] });
    expect(setTargetsErrors(['effort'], 1, [{ effort: 11 }])).toEqual({ 'setTargets.0.effort': [EXERCISE_MESSAGES.effortRange] });
  });

  it('"add set" copies the last set; removing keeps at least one', () => {
    expect(addSet([{ reps: 8, weight: 60 }])).toEqual([{ reps: 8, weight: 60 }, { reps: 8, weight: 60 }]);
    expect(addSet([])).toEqual([{}]);
    expect(removeSet([{ reps: 1 }, { reps: 2 }], 0)).toEqual([{ reps: 2 }]);
    expect(removeSet([{ reps: 1 }], 0)).toEqual([{ reps: 1 }]);
    expect(resizeTargets([{ reps: 5 }], 3)).toEqual([{ reps: 5 }, { reps: 5 }, { reps: 5 }]);
    expect(resizeTargets([{ reps: 5 }, { reps: 6 }], 1)).toEqual([{ reps: 5 }]);
  });

  it('sets and clears one value without touching the others', () => {
    const before = [{ reps: 8 }, { reps: 6 }];
    expect(withTarget(before, 1, 'weight', 70)).toEqual([{ reps: 8 }, { reps: 6, weight: 70 }]);
    expect(withTarget(before, 0, 'reps', null)).toEqual([{}, { reps: 6 }]);
    expect(before).toEqual([{ reps: 8 }, { reps: 6 }]);
    expect(compactTarget({ reps: 5, weight: null, duration: undefined })).toEqual({ reps: 5 });
  });

  it('a set edit changes what it names in the targets as they are, so edits made from the same shown list all stand', () => {
    const shown = [{}, {}, {}];
    // Two cells typed, then a set added, each made while the screen still showed `shown`: applied one after another.
    let now: SetTarget[] = shown;
    for (const edit of [
      { kind: 'target', set: 0, field: 'reps', value: 8 },
      { kind: 'target', set: 0, field: 'weight', value: 60 },
      { kind: 'target', set: 2, field: 'reps', value: 4 },
      { kind: 'add' },
      { kind: 'remove', set: 1 },
    ] as const) {
      const next = applySetEdit(now, edit);
      if ('error' in next) throw new Error(next.error);
      now = next.setTargets;
    }
    expect(now).toEqual([{ reps: 8, weight: 60 }, { reps: 4 }, { reps: 4 }]);
    expect(shown).toEqual([{}, {}, {}]);
    expect(applySetEdit([{}, { reps: 1 }], { kind: 'target', set: 1, field: 'reps', value: null })).toEqual({ setTargets: [{}, {}] });
  });

  it('refuses an edit of a set that is no longer there, and a set past the most', () => {
    expect(applySetEdit([{}], { kind: 'target', set: 1, field: 'reps', value: 5 })).toEqual({ error: PLAN_MESSAGES.setMissing, path: 'set' });
    expect(applySetEdit([{}], { kind: 'remove', set: 3 })).toEqual({ error: PLAN_MESSAGES.setMissing, path: 'set' });
    expect(applySetEdit(Array.from({ length: SETS_MAX }, () => ({})), { kind: 'add' })).toEqual({ error: PLAN_MESSAGES.setsInvalid, path: 'kind' });
  });
});
