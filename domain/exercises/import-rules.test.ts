import { describe, expect, it } from 'vitest';
import {
  defaultTrackingFields,
  equipmentFrom,
  equipmentFromName,
  muscleFrom,
  resolveCategory,
  trackingFieldFrom,
} from './import-rules';

const clues = { name: 'Something', primaryMuscles: [], secondaryMuscles: [] };

describe('category rules', () => {
  it('take Repwise categories as slugs or names in any language', () => {
    expect(resolveCategory('core-trunk', clues)).toEqual({ categoryId: 'core-trunk', outcome: 'given' });
    expect(resolveCategory('Horná časť tela', clues).categoryId).toBe('upper-body');
    expect(resolveCategory('DOLNI CAST TELA', clues).categoryId).toBe('lower-body');
    expect(resolveCategory('Rehab/prehab', clues).categoryId).toBe('rehab-prehab');
    expect(resolveCategory('mobility', clues).categoryId).toBe('mobility-flexibility');
  });

  it('map Free Exercise DB categories', () => {
    expect(resolveCategory('stretching', { ...clues, name: 'Chest Stretch on Stability Ball' })).toEqual({ categoryId: 'mobility-flexibility', outcome: 'mapped' });
    expect(resolveCategory('plyometrics', clues).categoryId).toBe('plyometrics-speed');
    expect(resolveCategory('olympic weightlifting', { ...clues, name: 'Snatch Balance' }).categoryId).toBe('full-body');
    expect(resolveCategory('strongman', { ...clues, name: 'Yoke Walk', mechanic: 'compound', primaryMuscles: ['quadriceps'] }).categoryId).toBe('full-body');
    expect(resolveCategory('strength', { ...clues, primaryMuscles: ['chest'] }).categoryId).toBe('upper-body');
    expect(resolveCategory('powerlifting', { ...clues, primaryMuscles: ['hamstrings'], mechanic: 'isolation' }).categoryId).toBe('lower-body');
    expect(resolveCategory('strength', { ...clues, primaryMuscles: ['lower-back'], mechanic: 'isolation' }).categoryId).toBe('core-trunk');
  });

  it('use names, force and muscle spread before the primary muscle', () => {
    const strength = (name: string, more = {}) => resolveCategory('strength', { ...clues, name, primaryMuscles: ['chest'], ...more }).categoryId;
    expect(strength('Front Plank Hold')).toBe('isometrics');
    expect(strength('Wall Sit')).toBe('isometrics');
    expect(strength('Single-Leg Stand on BOSU')).toBe('stability-balance');
    expect(strength('Stability Ball Crunch')).toBe('upper-body');
    expect(strength('External Rotation')).toBe('rehab-prehab');
    expect(strength('Crucifix', { force: 'static' })).toBe('isometrics');
    expect(strength('Thruster', { primaryMuscles: ['quadriceps', 'shoulders'] })).toBe('full-body');
    expect(strength('Deadlift', { primaryMuscles: ['lower-back'], secondaryMuscles: ['glutes', 'hamstrings', 'traps', 'forearms'], mechanic: 'compound' })).toBe('full-body');
  });

  it('fall back sensibly and say so', () => {
    expect(resolveCategory('yoga', { ...clues, primaryMuscles: ['glutes'] })).toEqual({ categoryId: 'lower-body', outcome: 'unknown' });
    expect(resolveCategory('', clues)).toEqual({ categoryId: 'full-body', outcome: 'missing' });
    expect(resolveCategory(null, { ...clues, name: 'Side plank' })).toEqual({ categoryId: 'isometrics', outcome: 'missing' });
  });
});

describe('equipment, muscle and tracking names', () => {
  it('map Free Exercise DB and common names', () => {
    expect(equipmentFrom('body only')).toBe('bodyweight');
    expect(equipmentFrom('E-Z Curl Bar')).toBe('ez-bar');
    expect(equipmentFrom('foam roll')).toBe('foam-roller');
    expect(equipmentFrom('TRX')).toBe('suspension-trainer');
    expect(equipmentFrom('Jednoručka')).toBe('dumbbell');
    expect(equipmentFrom('velka cinka')).toBe('barbell');
    expect(equipmentFrom('jetpack')).toBeUndefined();
    expect(equipmentFromName('Smith Machine Bench Press')).toBe('smith-machine');
    expect(equipmentFromName('Dumbbell Curl')).toBeUndefined();
    expect(muscleFrom('middle back')).toBe('middle-back');
    expect(muscleFrom('Quads')).toBe('quadriceps');
    expect(muscleFrom('Hýžďové svaly')).toBe('glutes');
    expect(trackingFieldFrom('RPE')).toBe('effort');
    expect(trackingFieldFrom('time')).toBe('duration');
  });

  it('choose default tracking fields by category and equipment', () => {
    expect(defaultTrackingFields('cardio', ['treadmill'])).toEqual(['duration', 'distance']);
    expect(defaultTrackingFields('mobility-flexibility', ['foam-roller'])).toEqual(['duration']);
    expect(defaultTrackingFields('isometrics', ['bodyweight'])).toEqual(['duration']);
    expect(defaultTrackingFields('upper-body', ['bodyweight'])).toEqual(['reps', 'effort']);
    expect(defaultTrackingFields('upper-body', ['pull-up-bar', 'bodyweight'])).toEqual(['reps', 'effort']);
    expect(defaultTrackingFields('lower-body', ['barbell'])).toEqual(['reps', 'weight', 'effort']);
  });
});
