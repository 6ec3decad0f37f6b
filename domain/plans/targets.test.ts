import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../exercises/messages';
import { PLAN_MESSAGES } from './messages';
import { addSet, compactTarget, removeSet, resizeTargets, setTargetsErrors, withTarget } from './targets';

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
});
