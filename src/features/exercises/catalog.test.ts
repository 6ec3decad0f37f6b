import { describe, expect, it } from 'vitest';
import { GLOBAL_EXERCISES } from '../../../domain/exercises/library';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import { catalog, isGlobal, resolveExercise } from './catalog';

const own = (over: Partial<ExerciseRow>): ExerciseRow => ({
  id: '0190a1b2-0000-7000-8000-00000000000' + (over.title?.length ?? 1),
  title: 'Mine',
  description: null,
  videoUrl: null,
  categoryId: 'cardio',
  trackingFields: ['duration'],
  source: 'own',
  customizedFromId: null,
  importKey: null,
  equipment: [],
  muscles: [],
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('the library as the trainer sees it', () => {
  const zebra = own({ title: 'Zebra crawl' });
  const bench = own({ title: 'Bench (paused)', source: 'customized', customizedFromId: 'barbell-bench-press', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', trackingFields: ['reps'] });

  it('lists own exercises first, then the globals not customized, named in the UI language', () => {
    const list = catalog([zebra, bench], 'sk');
    expect(list.slice(0, 2)).toEqual([bench, zebra]);
    expect(list).toHaveLength(GLOBAL_EXERCISES.length + 1);
    expect(list.some((e) => e.id === 'barbell-bench-press')).toBe(false);
    expect(catalog([zebra, bench], 'en', 'own')).toEqual([bench, zebra]);
    const library = catalog([zebra, bench], 'en', 'library');
    expect(library.every(isGlobal)).toBe(true);
    expect(library).toHaveLength(GLOBAL_EXERCISES.length - 1);
  });

  it('resolves a plan\u2019s exercise ids: own rows, globals in the UI language, or missing', () => {
    const map = new Map([[bench.id, bench]]);
    expect(resolveExercise(bench.id, map, 'en')).toMatchObject({ name: 'Bench (paused)', trackingFields: ['reps'], videoUrl: bench.videoUrl, missing: false });
    const squat = GLOBAL_EXERCISES.find((e) => e.id === 'barbell-back-squat')!;
    expect(resolveExercise('barbell-back-squat', map, 'cz')).toMatchObject({ name: squat.names.cz, trackingFields: squat.trackingFields, missing: false });
    expect(resolveExercise('0190a1b2-0000-7000-8000-0000000000ff', map, 'en')).toMatchObject({ missing: true, trackingFields: [] });
  });
});
