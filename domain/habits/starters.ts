import type { Locale } from '../constants';
import type { Habit, HabitKind, HabitSchedule } from './habit';

/**
 * The built-in habits a trainer picks from (docs/rules/habits.md "Starter
 * habits"), with their names and units in every language. Picking one copies
 * it into a habit of the client's, in the trainer's language; the copy is the
 * trainer's to rename or retarget, and no later change here touches it.
 */
export interface StarterHabit {
  id: string;
  names: Record<Locale, string>;
  kind: HabitKind;
  units: Record<Locale, string> | null;
  target: number | null;
  schedule: HabitSchedule;
}

const daily: HabitSchedule = { type: 'daily' };

export const STARTER_HABITS: readonly StarterHabit[] = [
  { id: 'steps', names: { en: 'Steps', sk: 'Kroky', cz: 'Kroky' }, kind: 'number', units: { en: 'steps', sk: 'krokov', cz: 'kroků' }, target: 8000, schedule: daily },
  { id: 'water', names: { en: 'Water', sk: 'Voda', cz: 'Voda' }, kind: 'number', units: { en: 'l', sk: 'l', cz: 'l' }, target: 2.5, schedule: daily },
  { id: 'sleep', names: { en: 'Sleep', sk: 'Spánok', cz: 'Spánek' }, kind: 'number', units: { en: 'h', sk: 'h', cz: 'h' }, target: 8, schedule: daily },
  { id: 'protein', names: { en: 'Protein', sk: 'Bielkoviny', cz: 'Bílkoviny' }, kind: 'number', units: { en: 'g', sk: 'g', cz: 'g' }, target: 120, schedule: daily },
  { id: 'vegetables', names: { en: 'Vegetables with every meal', sk: 'Zelenina ku každému jedlu', cz: 'Zelenina ke každému jídlu' }, kind: 'done', units: null, target: null, schedule: daily },
  { id: 'no-alcohol', names: { en: 'No alcohol', sk: 'Bez alkoholu', cz: 'Bez alkoholu' }, kind: 'done', units: null, target: null, schedule: daily },
  { id: 'mobility', names: { en: 'Mobility', sk: 'Mobilita', cz: 'Mobilita' }, kind: 'number', units: { en: 'min', sk: 'min', cz: 'min' }, target: 10, schedule: daily },
  { id: 'walk', names: { en: 'Outdoor walk', sk: 'Prechádzka vonku', cz: 'Procházka venku' }, kind: 'done', units: null, target: null, schedule: { type: 'timesPerWeek', times: 3 } },
  { id: 'fruit', names: { en: 'Fruit', sk: 'Ovocie', cz: 'Ovoce' }, kind: 'number', units: { en: 'portions', sk: 'porcie', cz: 'porce' }, target: 2, schedule: daily },
  { id: 'no-sugar', names: { en: 'No sweets', sk: 'Bez sladkostí', cz: 'Bez sladkostí' }, kind: 'done', units: null, target: null, schedule: daily },
];

export function starterHabit(id: string): StarterHabit | undefined {
  return STARTER_HABITS.find((s) => s.id === id);
}

/** A starter as a new habit in a language, starting on `startsOn`. */
export function habitFromStarter(starter: StarterHabit, locale: Locale, startsOn: string): Habit {
  return {
    name: starter.names[locale],
    kind: starter.kind,
    unit: starter.units ? starter.units[locale] : null,
    target: starter.target,
    schedule: starter.schedule.type === 'weekdays' ? { type: 'weekdays', weekdays: [...starter.schedule.weekdays] } : { ...starter.schedule },
    startsOn,
    endsOn: null,
    paused: [],
  };
}
