import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { STANDARD_BAR, STANDARD_PLATES, type LoadUnit, type Plate } from '../../../domain/workouts/plates';

/*
 * The plate calculator's settings, kept on this device (localStorage): the
 * unit the gym's plates are in, the bar's weight and which standard plates
 * the gym has, per unit (switching kg and lb keeps each unit's choices).
 * Tabs follow each other through the storage event.
 */
export const PLATE_SETTINGS_KEY = 'repwise.plates';

export const KG_PER_LB = 0.45359237;
export const MAX_BAR: Record<LoadUnit, number> = { kg: 50, lb: 110 };

export interface PlateSettings {
  unit: LoadUnit;
  bar: Record<LoadUnit, number>;
  /** Plate weights available, per unit (as many of each as needed). */
  plates: Record<LoadUnit, number[]>;
}

export const DEFAULT_PLATE_SETTINGS: PlateSettings = {
  unit: 'kg',
  bar: { ...STANDARD_BAR },
  plates: { kg: [...STANDARD_PLATES.kg], lb: [...STANDARD_PLATES.lb] },
};

const barOf = (unit: LoadUnit) =>
  z
    .number()
    .finite()
    .min(0)
    .max(MAX_BAR[unit])
    .catch(STANDARD_BAR[unit]);
// Only standard plates; unknown weights are dropped, order is the standard's (heaviest first).
const platesOf = (unit: LoadUnit) =>
  z
    .array(z.number())
    .transform((ws) => STANDARD_PLATES[unit].filter((p) => ws.includes(p)))
    .catch([...STANDARD_PLATES[unit]]);

const stored = z.object({
  unit: z.enum(['kg', 'lb']).catch('kg'),
  bar: z.object({ kg: barOf('kg'), lb: barOf('lb') }).catch({ ...STANDARD_BAR }),
  plates: z.object({ kg: platesOf('kg'), lb: platesOf('lb') }).catch({ kg: [...STANDARD_PLATES.kg], lb: [...STANDARD_PLATES.lb] }),
});

/** A stored value read back; anything broken falls back to the defaults, part by part. */
export function parsePlateSettings(raw: unknown): PlateSettings {
  const parsed = stored.safeParse(raw);
  return parsed.success ? parsed.data : structuredClone(DEFAULT_PLATE_SETTINGS);
}

function read(): PlateSettings {
  if (typeof localStorage === 'undefined') return structuredClone(DEFAULT_PLATE_SETTINGS);
  try {
    const raw = localStorage.getItem(PLATE_SETTINGS_KEY);
    return raw === null ? structuredClone(DEFAULT_PLATE_SETTINGS) : parsePlateSettings(JSON.parse(raw));
  } catch {
    return structuredClone(DEFAULT_PLATE_SETTINGS);
  }
}

let current: PlateSettings = read();
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== PLATE_SETTINGS_KEY && e.key !== null) return;
    current = read();
    notify();
  });
}

export function getPlateSettings(): PlateSettings {
  return current;
}

/** Saves new settings (or a change of the current ones); the value is checked like a stored one. */
export function setPlateSettings(next: PlateSettings | ((s: PlateSettings) => PlateSettings)) {
  current = parsePlateSettings(typeof next === 'function' ? next(current) : next);
  if (typeof localStorage !== 'undefined') {
    try {
      localStorage.setItem(PLATE_SETTINGS_KEY, JSON.stringify(current));
    } catch {
      // Storage full or denied: the setting holds for this visit.
    }
  }
  notify();
}

export function subscribePlateSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlateSettings(): PlateSettings {
  return useSyncExternalStore(subscribePlateSettings, getPlateSettings, getPlateSettings);
}

/** Turns one standard plate on or off for a unit. */
export function togglePlate(s: PlateSettings, unit: LoadUnit, weight: number): PlateSettings {
  const has = s.plates[unit].includes(weight);
  const plates = has ? s.plates[unit].filter((w) => w !== weight) : [...s.plates[unit], weight];
  return { ...s, plates: { ...s.plates, [unit]: STANDARD_PLATES[unit].filter((w) => plates.includes(w)) } };
}

/** The plates of the chosen unit, for domain/workouts/plates.ts loadPlates. */
export function availablePlates(s: PlateSettings): Plate[] {
  return s.plates[s.unit].map((weight) => ({ weight }));
}

/** A weight in kg in the chosen unit (lb to two decimals). */
export function inUnit(kg: number, unit: LoadUnit): number {
  return unit === 'kg' ? kg : Math.round((kg / KG_PER_LB) * 100) / 100;
}
