import { describe, expect, it } from 'vitest';
import { libraryExercise } from '../exercises/library';
import { EXERCISE_SYNONYMS } from './exercise-synonyms';
import { matchExerciseNames, matchKey } from './exercise-match';

const one = (name: string) => matchExerciseNames([name]).matched.get(name);

describe('exercise names onto the library', () => {
  it('match library names in any language, ignoring case, accents and punctuation', () => {
    expect(one('barbell bench press')).toBe('barbell-bench-press');
    expect(one('Pull Up')).toBe('pull-up');
    expect(one('PUSH-UPS')).toBe('push-up');
    expect(one('Kliky')).toBe('push-up');
    expect(one('kluky')).toBe('push-up');
    expect(one('TLAK NA ROVNEJ LAVICKE S VELKOU CINKOU')).toBe('barbell-bench-press');
    expect(matchKey('Kľuky')).toBe('kluky');
  });

  it('read Strong and Hevy "Name (Equipment)" names', () => {
    expect(one('Bench Press (Barbell)')).toBe('barbell-bench-press');
    expect(one('Bench Press (Dumbbell)')).toBe('dumbbell-bench-press');
    expect(one('Bent Over Row (Barbell)')).toBe('barbell-bent-over-row');
    expect(one('Leg Extension (Machine)')).toBe('leg-extension');
    expect(one('Hip Abduction (Machine)')).toBe('hip-abduction-machine');
    expect(one('Goblet Squat (Kettlebell)')).toBe('goblet-squat');
    expect(one('Pull Up (Assisted)')).toBe('assisted-pull-up');
    expect(one('Running (Treadmill)')).toBe('treadmill-running');
    expect(one('Squat (Barbell)')).toBe('barbell-back-squat');
    expect(one('Lat Pulldown (Cable)')).toBe('lat-pulldown');
    expect(one('Triceps Pushdown (Cable - Straight Bar)')).toBe('triceps-pushdown');
    // Not the barbell deadlift: equipment differs and the library has no dumbbell deadlift.
    expect(one('Deadlift (Dumbbell)')).toBeUndefined();
  });

  it('prefer the trainer\'s own exercises and list unknown names once, in order', () => {
    const own = [{ id: 'own-1', names: ['Zottman Curl (Dumbbell)'] }];
    const r = matchExerciseNames(['Zottman Curl (Dumbbell)', 'Sissy Squat', 'Plank', 'Sissy Squat', 'Jefferson Curl'], { own });
    expect(Object.fromEntries(r.matched)).toEqual({ 'Zottman Curl (Dumbbell)': 'own-1', Plank: 'plank' });
    expect(r.unknown).toEqual(['Sissy Squat', 'Jefferson Curl']);
  });

  it('point every synonym at a library exercise', () => {
    for (const id of Object.values(EXERCISE_SYNONYMS)) expect(libraryExercise(id), id).toBeDefined();
  });
});
