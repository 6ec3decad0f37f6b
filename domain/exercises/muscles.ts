import { z } from 'zod';
import type { Locale } from '../constants';
import type { Option } from './localized';

/** Muscle groups an exercise works. Slugs are stable ids. */
export const MUSCLE_IDS = [
  'chest',
  'shoulders',
  'rotator-cuff',
  'triceps',
  'biceps',
  'forearms',
  'lats',
  'middle-back',
  'traps',
  'neck',
  'abdominals',
  'obliques',
  'lower-back',
  'hip-flexors',
  'glutes',
  'quadriceps',
  'hamstrings',
  'adductors',
  'abductors',
  'calves',
  'tibialis',
] as const;
export type MuscleId = (typeof MUSCLE_IDS)[number];

/** Which part of the body a muscle belongs to; the importer derives a category from it. */
export type BodyRegion = 'upper' | 'lower' | 'core';

export interface Muscle extends Option<MuscleId> {
  region: BodyRegion;
}

export const MUSCLES: readonly Muscle[] = [
  { id: 'chest', region: 'upper', names: { en: 'Chest', sk: 'Hrudník', cz: 'Hrudník' } },
  { id: 'shoulders', region: 'upper', names: { en: 'Shoulders', sk: 'Ramená', cz: 'Ramena' } },
  { id: 'rotator-cuff', region: 'upper', names: { en: 'Rotator cuff', sk: 'Rotátorová manžeta', cz: 'Rotátorová manžeta' } },
  { id: 'triceps', region: 'upper', names: { en: 'Triceps', sk: 'Triceps', cz: 'Triceps' } },
  { id: 'biceps', region: 'upper', names: { en: 'Biceps', sk: 'Biceps', cz: 'Biceps' } },
  { id: 'forearms', region: 'upper', names: { en: 'Forearms', sk: 'Predlaktia', cz: 'Předloktí' } },
  { id: 'lats', region: 'upper', names: { en: 'Lats', sk: 'Široký chrbtový sval', cz: 'Široký sval zádový' } },
  { id: 'middle-back', region: 'upper', names: { en: 'Middle back', sk: 'Stred chrbta', cz: 'Střed zad' } },
  { id: 'traps', region: 'upper', names: { en: 'Traps', sk: 'Trapézy', cz: 'Trapézy' } },
  { id: 'neck', region: 'upper', names: { en: 'Neck', sk: 'Krk', cz: 'Krk' } },
  { id: 'abdominals', region: 'core', names: { en: 'Abdominals', sk: 'Brušné svaly', cz: 'Břišní svaly' } },
  { id: 'obliques', region: 'core', names: { en: 'Obliques', sk: 'Šikmé brušné svaly', cz: 'Šikmé břišní svaly' } },
  { id: 'lower-back', region: 'core', names: { en: 'Lower back', sk: 'Spodná časť chrbta', cz: 'Spodní část zad' } },
  { id: 'hip-flexors', region: 'lower', names: { en: 'Hip flexors', sk: 'Flexory bedrového kĺbu', cz: 'Flexory kyčle' } },
  { id: 'glutes', region: 'lower', names: { en: 'Glutes', sk: 'Sedacie svaly', cz: 'Hýžďové svaly' } },
  { id: 'quadriceps', region: 'lower', names: { en: 'Quadriceps', sk: 'Štvorhlavý sval stehna', cz: 'Čtyřhlavý sval stehenní' } },
  { id: 'hamstrings', region: 'lower', names: { en: 'Hamstrings', sk: 'Hamstringy', cz: 'Hamstringy' } },
  { id: 'adductors', region: 'lower', names: { en: 'Adductors', sk: 'Adduktory', cz: 'Adduktory' } },
  { id: 'abductors', region: 'lower', names: { en: 'Abductors', sk: 'Abduktory', cz: 'Abduktory' } },
  { id: 'calves', region: 'lower', names: { en: 'Calves', sk: 'Lýtka', cz: 'Lýtka' } },
  { id: 'tibialis', region: 'lower', names: { en: 'Shins (tibialis)', sk: 'Predný holenný sval', cz: 'Přední sval holenní' } },
];

export const muscleIdSchema = z.enum(MUSCLE_IDS);

const byId = new Map(MUSCLES.map((m) => [m.id, m]));

export function isMuscleId(value: unknown): value is MuscleId {
  return typeof value === 'string' && byId.has(value as MuscleId);
}

export function muscleName(id: MuscleId, locale: Locale): string {
  return byId.get(id)?.names[locale] ?? id;
}

export function muscleRegion(id: MuscleId): BodyRegion {
  return byId.get(id)?.region ?? 'core';
}
