import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants';
import { CATEGORIES, CATEGORY_IDS, categoryIdSchema, categoryName, isCategoryId } from './categories';
import { EQUIPMENT, EQUIPMENT_IDS, equipmentName, isEquipmentId } from './equipment';
import { MUSCLES, MUSCLE_IDS, muscleName, muscleRegion } from './muscles';

const lists = [
  ['categories', CATEGORIES, CATEGORY_IDS],
  ['equipment', EQUIPMENT, EQUIPMENT_IDS],
  ['muscles', MUSCLES, MUSCLE_IDS],
] as const;

describe.each(lists)('%s', (_, options, ids) => {
  it('has one entry per id, in the order of the ids', () => {
    expect(options.map((o) => o.id)).toEqual([...ids]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every entry in en, sk and cz, distinctly within each language', () => {
    for (const locale of LOCALES) {
      const names = options.map((o) => o.names[locale]);
      expect(names.every((n) => n.trim().length > 0)).toBe(true);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    }
  });

  it('uses stable kebab-case slugs', () => {
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('categories', () => {
  it('are the ten categories of docs/rules/exercises.md "Categories"', () => {
    expect(CATEGORY_IDS).toEqual([
      'upper-body', 'lower-body', 'core-trunk', 'cardio', 'full-body',
      'mobility-flexibility', 'plyometrics-speed', 'stability-balance', 'rehab-prehab', 'isometrics',
    ]);
  });

  it('are named in real Slovak and Czech', () => {
    expect(categoryName('upper-body', 'sk')).toBe('Horná časť tela');
    expect(categoryName('upper-body', 'cz')).toBe('Horní část těla');
    expect(categoryName('plyometrics-speed', 'sk')).toBe('Plyometria a rýchlosť');
    expect(categoryName('stability-balance', 'cz')).toBe('Stabilita a rovnováha');
    // The translations are not copies of the English names.
    const copies = CATEGORIES.filter((c) => c.names.sk === c.names.en || c.names.cz === c.names.en).map((c) => c.id);
    expect(copies).toEqual([]);
  });

  it('validates ids', () => {
    expect(isCategoryId('isometrics')).toBe(true);
    expect(isCategoryId('strength')).toBe(false);
    expect(categoryIdSchema.safeParse('rehab-prehab').success).toBe(true);
    expect(categoryIdSchema.safeParse('Rehab').success).toBe(false);
  });
});

describe('equipment and muscles', () => {
  it('cover what the brief lists', () => {
    for (const id of ['bodyweight', 'barbell', 'dumbbell', 'kettlebell', 'cable', 'machine', 'resistance-band', 'medicine-ball', 'exercise-ball', 'foam-roller', 'bench', 'pull-up-bar', 'ez-bar', 'suspension-trainer', 'other']) {
      expect(isEquipmentId(id), id).toBe(true);
    }
    expect(equipmentName('foam-roller', 'cz')).toBe('Pěnový válec');
    expect(equipmentName('dumbbell', 'sk')).toBe('Jednoručka');
  });

  it('put every muscle in a body region', () => {
    expect(muscleRegion('chest')).toBe('upper');
    expect(muscleRegion('quadriceps')).toBe('lower');
    expect(muscleRegion('lower-back')).toBe('core');
    expect(muscleName('glutes', 'sk')).toBe('Sedacie svaly');
    expect(muscleName('glutes', 'cz')).toBe('Hýžďové svaly');
  });
});
