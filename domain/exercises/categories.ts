import { z } from 'zod';
import type { Locale } from '../constants';
import type { Option } from './localized';

/**
 * The ten exercise categories of docs/rules/exercises.md "Categories". The slug is the stable id stored with an
 * exercise and sent over the API; the order is the order of the selection list.
 */
export const CATEGORY_IDS = [
  'upper-body',
  'lower-body',
  'core-trunk',
  'cardio',
  'full-body',
  'mobility-flexibility',
  'plyometrics-speed',
  'stability-balance',
  'rehab-prehab',
  'isometrics',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORIES: readonly Option<CategoryId>[] = [
  { id: 'upper-body', names: { en: 'Upper body', sk: 'Horná časť tela', cz: 'Horní část těla' } },
  { id: 'lower-body', names: { en: 'Lower body', sk: 'Dolná časť tela', cz: 'Dolní část těla' } },
  { id: 'core-trunk', names: { en: 'Core and trunk', sk: 'Stred tela a trup', cz: 'Střed těla a trup' } },
  { id: 'cardio', names: { en: 'Cardio', sk: 'Kardio', cz: 'Kardio' } },
  { id: 'full-body', names: { en: 'Full body', sk: 'Celé telo', cz: 'Celé tělo' } },
  {
    id: 'mobility-flexibility',
    names: { en: 'Mobility and flexibility', sk: 'Mobilita a flexibilita', cz: 'Mobilita a flexibilita' },
  },
  {
    id: 'plyometrics-speed',
    names: { en: 'Plyometrics and speed', sk: 'Plyometria a rýchlosť', cz: 'Plyometrie a rychlost' },
  },
  {
    id: 'stability-balance',
    names: { en: 'Stability and balance', sk: 'Stabilita a rovnováha', cz: 'Stabilita a rovnováha' },
  },
  {
    id: 'rehab-prehab',
    names: { en: 'Rehab/prehab', sk: 'Rehabilitácia a prevencia', cz: 'Rehabilitace a prevence' },
  },
  { id: 'isometrics', names: { en: 'Isometrics', sk: 'Izometria', cz: 'Izometrie' } },
];

/** Where an exercise lands when nothing tells us better (an import row without category or muscles). */
export const DEFAULT_CATEGORY_ID: CategoryId = 'full-body';

export const categoryIdSchema = z.enum(CATEGORY_IDS);

const byId = new Map(CATEGORIES.map((c) => [c.id, c]));

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && byId.has(value as CategoryId);
}

export function categoryName(id: CategoryId, locale: Locale): string {
  return byId.get(id)?.names[locale] ?? id;
}
