import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from './categories';
import { GLOBAL_EXERCISES, libraryExercise, librarySchema, MIN_PER_CATEGORY } from './library';

describe('global exercise library', () => {
  it('is valid: unique ids and English names, known equipment, muscles and tracking fields', () => {
    const result = librarySchema.safeParse(GLOBAL_EXERCISES);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has at least 150 exercises (issue 4) and covers every category', () => {
    expect(GLOBAL_EXERCISES.length).toBeGreaterThanOrEqual(160);
    const counts = Object.fromEntries(CATEGORY_IDS.map((c) => [c, GLOBAL_EXERCISES.filter((e) => e.categoryId === c).length]));
    console.log('library per category', counts, 'total', GLOBAL_EXERCISES.length);
    for (const c of CATEGORY_IDS) expect(counts[c], c).toBeGreaterThanOrEqual(MIN_PER_CATEGORY);
  });

  it('the schema catches a broken list', () => {
    const [first, second] = GLOBAL_EXERCISES;
    const broken = [
      first!,
      { ...second!, id: first!.id },
      { ...second!, id: 'x-1', names: { ...second!.names, en: first!.names.en.toUpperCase() } },
    ];
    const messages = librarySchema.safeParse(broken).error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([`duplicate id ${first!.id}`, `duplicate name ${first!.names.en.toUpperCase()}`, 'isometrics has 0 exercises']),
    );
    const unknownGear = librarySchema.safeParse([...GLOBAL_EXERCISES, { ...second!, id: 'x-2', names: { ...second!.names, en: 'X' + second!.names.en }, equipment: ['spaceship'] }]);
    expect(unknownGear.error?.issues.map((i) => i.path.join('.'))).toEqual([`${GLOBAL_EXERCISES.length}.equipment.0`]);
  });

  it('names exercises in Slovak and Czech, not English copies', () => {
    const squat = libraryExercise('barbell-back-squat');
    expect(squat?.names).toEqual({
      en: 'Barbell back squat',
      sk: 'Drep s veľkou činkou na chrbte',
      cz: 'Dřep s velkou činkou na zádech',
    });
    // Loanwords (Burpee, TRX, Pallof press) may stay, but most names are translated.
    const translated = GLOBAL_EXERCISES.filter((e) => e.names.sk !== e.names.en && e.names.cz !== e.names.en);
    expect(translated.length / GLOBAL_EXERCISES.length).toBeGreaterThan(0.95);
    const withDiacritics = GLOBAL_EXERCISES.filter((e) => /[^\x00-\x7f]/.test(e.names.sk + e.names.cz));
    expect(withDiacritics.length / GLOBAL_EXERCISES.length).toBeGreaterThan(0.6);
  });

  it('tracks what each kind of exercise needs', () => {
    expect(libraryExercise('plank')?.trackingFields).toEqual(['duration']);
    expect(libraryExercise('running')?.trackingFields).toEqual(['duration', 'distance']);
    expect(libraryExercise('assisted-pull-up')?.trackingFields).toEqual(['reps', 'assistance']);
    expect(libraryExercise('barbell-bench-press')?.trackingFields).toEqual(['reps', 'weight', 'effort']);
    for (const e of GLOBAL_EXERCISES.filter((x) => x.categoryId === 'isometrics')) expect(e.trackingFields, e.id).toContain('duration');
    for (const e of GLOBAL_EXERCISES.filter((x) => x.categoryId === 'cardio')) expect(e.trackingFields, e.id).toContain('duration');
  });
});
