import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockSteps, nextStep, restAfter } from './superset';

const short = (steps: ReturnType<typeof blockSteps>) => steps.map((s) => `${s.blockExerciseId}${s.setIndex + 1}`).join(' ');

describe('superset round order', () => {
  it('alternates the exercises round by round', () => {
    const steps = blockSteps(3, [
      { id: 'A', sets: 3 },
      { id: 'B', sets: 3 },
    ]);
    expect(short(steps)).toBe('A1 B1 A2 B2 A3 B3');
    expect(steps.filter((s) => s.endsRound).map((s) => s.round)).toEqual([0, 1, 2]);
  });

  it('repeats a single set of targets every round and lets a shorter exercise sit out', () => {
    const steps = blockSteps(3, [
      { id: 'A', sets: 1 },
      { id: 'B', sets: 2 },
      { id: 'C', sets: 3 },
    ]);
    expect(short(steps)).toBe('A1 B1 C1 A2 B2 C2 A3 C3');
    expect(steps.filter((s) => s.blockExerciseId === 'A').map((s) => s.targetIndex)).toEqual([0, 0, 0]);
  });

  it('runs as many rounds as the most sets, and walks a single exercise block set by set', () => {
    expect(short(blockSteps(1, [{ id: 'A', sets: 2 }, { id: 'B', sets: 4 }]))).toBe('A1 B1 A2 B2 B3 B4');
    expect(short(blockSteps(1, [{ id: 'S', sets: 3 }]))).toBe('S1 S2 S3');
    expect(blockSteps(2, [])).toEqual([]);
  });

  it('holds every planned set exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.integer({ min: 2, max: 10 }), { minLength: 1, maxLength: 5 }), (rounds, sets) => {
        const steps = blockSteps(rounds, sets.map((n, i) => ({ id: `E${i}`, sets: n })));
        expect(steps.length).toBe(sets.reduce((a, b) => a + b, 0));
        expect(new Set(steps.map((s) => `${s.blockExerciseId}#${s.setIndex}`)).size).toBe(steps.length);
      }),
    );
  });
});

describe('what is next', () => {
  const steps = blockSteps(2, [
    { id: 'A', sets: 2 },
    { id: 'B', sets: 2 },
  ]);

  it('is the step after the set just done, then anything skipped, then nothing', () => {
    expect(nextStep(steps, [])).toMatchObject({ blockExerciseId: 'A', setIndex: 0 });
    expect(nextStep(steps, [], { blockExerciseId: 'A', setIndex: 0 })).toMatchObject({ blockExerciseId: 'B', setIndex: 0 });
    // B1 was skipped: after A2 and B2, B1 is still to do.
    const done = [{ blockExerciseId: 'A', setIndex: 0 }, { blockExerciseId: 'A', setIndex: 1 }];
    expect(nextStep(steps, done, { blockExerciseId: 'B', setIndex: 1 })).toMatchObject({ blockExerciseId: 'B', setIndex: 0 });
    expect(nextStep(steps, [...done, { blockExerciseId: 'B', setIndex: 0 }], { blockExerciseId: 'B', setIndex: 1 })).toBeNull();
  });

  it('rests after each round, not between the exercises of a round', () => {
    expect(steps.map((s) => restAfter(s, 90))).toEqual([0, 90, 0, 90]);
    expect(restAfter(steps[1]!, null)).toBe(0);
  });
});
