import { describe, expect, it } from 'vitest';
import { blockRuleError, typeAfterAdd, typeAfterRemove } from './blocks';
import { PLAN_MESSAGES } from './messages';

describe('block rules', () => {
  it('a superset needs 2 or more exercises (docs/rules/plans.md "Blocks and supersets")', () => {
    expect(blockRuleError('superset', 0)).toBe(PLAN_MESSAGES.supersetMinExercises);
    expect(blockRuleError('superset', 1)).toBe(PLAN_MESSAGES.supersetMinExercises);
    expect(blockRuleError('superset', 2)).toBeNull();
    expect(blockRuleError('superset', 7)).toBeNull();
    expect(PLAN_MESSAGES.supersetMinExercises).toMatch(/2/);
  });

  it('a single exercise block holds exactly one', () => {
    expect(blockRuleError('exercise', 1)).toBeNull();
    expect(blockRuleError('exercise', 0)).toBe(PLAN_MESSAGES.singleBlockOneExercise);
    expect(blockRuleError('exercise', 2)).toBe(PLAN_MESSAGES.singleBlockOneExercise);
  });

  it('adding to a single block makes a superset; the rule holds after every step', () => {
    expect(typeAfterAdd('exercise', 1)).toBe('superset');
    expect(typeAfterAdd('superset', 2)).toBe('superset');
    for (let n = 1; n < 6; n++) expect(blockRuleError(typeAfterAdd(n === 1 ? 'exercise' : 'superset', n), n + 1)).toBeNull();
  });

  it('removing from a superset of two leaves a single block; removing the last removes the block', () => {
    expect(typeAfterRemove('superset', 1)).toBe('exercise');
    expect(typeAfterRemove('superset', 2)).toBe('superset');
    expect(typeAfterRemove('exercise', 0)).toBe('gone');
    expect(typeAfterRemove('superset', 0)).toBe('gone');
    for (let left = 1; left < 5; left++) {
      const t = typeAfterRemove('superset', left);
      expect(t === 'gone' ? null : blockRuleError(t, left)).toBeNull();
    }
  });
});
