import { describe, expect, it } from 'vitest';
import { customizedCopyOf } from './customize';
import { GLOBAL_EXERCISES } from './library';
import { visibleExercises } from './visibility';

const g = GLOBAL_EXERCISES[0]!;

describe('customized copies of global exercises', () => {
  it('start from the global exercise and take the changed fields', () => {
    expect(customizedCopyOf(g.id, {})).toEqual({
      title: g.names.en,
      description: g.description ?? null,
      videoUrl: null,
      categoryId: g.categoryId,
      trackingFields: [...g.trackingFields],
      source: 'customized',
      customizedFromId: g.id,
      equipment: [...g.equipment],
      muscles: [...g.primaryMuscles],
    });
    expect(customizedCopyOf(g.id, { title: g.names.sk, trackingFields: ['reps'], videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toMatchObject({
      title: g.names.sk,
      trackingFields: ['reps'],
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(customizedCopyOf('no-such-exercise', {})).toBeNull();
  });

  it('hide the global they copy (docs/rules/exercises.md "Customizing") until deleted', () => {
    const copy = { id: 'c1', ...customizedCopyOf(g.id, {})!, deletedAt: null as string | null };
    const shown = visibleExercises(GLOBAL_EXERCISES, [copy]);
    expect(shown).toContain(copy);
    expect(shown.some((e) => e.id === g.id)).toBe(false);
    expect(shown).toHaveLength(GLOBAL_EXERCISES.length);
    copy.deletedAt = '2025-01-01T00:00:00Z';
    expect(visibleExercises(GLOBAL_EXERCISES, [copy]).some((e) => e.id === g.id)).toBe(true);
  });
});
