import { dailyNutritionTotals, type DailyNutritionTotals } from '../../../domain/meals/daily-totals';
import type { CustomMealRow, IngredientRow, MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import { LOG_WATER_MAX_ML } from '../../../domain/meals/limits';
import { localDateOf, onLocalDate } from '../../../domain/meals/local-day';
import { round1 } from '../../../domain/meals/totals';
import { addDays } from '../../../domain/time/wall-time';

/*
 * Pure helpers of the client's meal day (/client/meals) and the trainer's
 * view of it: which plan a day follows, the day's logs, the week's totals
 * (docs/rules/meals.md "Daily totals" through domain dailyNutritionTotals), portions and water.
 */

/** Everything a client's meal day needs, as the device holds it. */
export interface MealData {
  logs: MealLogRow[];
  /** The client's meal plans (their copies). */
  plans: MealPlanRow[];
  pivots: MealPlanMealRow[];
  meals: MealRow[];
  customMeals: CustomMealRow[];
  ingredients: IngredientRow[];
}

export interface Figures {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/**
 * The client plan a local date follows: of the plans started on or before
 * the date, the one started last (the newest assignment wins a tie).
 */
export function activePlanOn(plans: readonly MealPlanRow[], date: string): MealPlanRow | null {
  let best: MealPlanRow | null = null;
  for (const p of plans) {
    if (p.clientId === null || p.startsOn === null || p.startsOn > date) continue;
    if (!best || p.startsOn > best.startsOn! || (p.startsOn === best.startsOn && p.createdAt > best.createdAt)) best = p;
  }
  return best;
}

/** A log holding only water (the +250 ml buttons): no meal, no slot, no energy. */
export function isWaterLog(log: Pick<MealLogRow, 'mealId' | 'slot' | 'calories' | 'protein' | 'carbs' | 'fat'>): boolean {
  return log.mealId === null && log.slot === null && log.calories === 0 && log.protein === 0 && log.carbs === 0 && log.fat === 0;
}

const byTime = (a: MealLogRow, b: MealLogRow) => (a.loggedAt === b.loggedAt ? (a.id < b.id ? -1 : 1) : a.loggedAt < b.loggedAt ? -1 : 1);

/** The logs of one local day, in the order of the day; water-only logs apart. */
export function logsOfDay(logs: readonly MealLogRow[], date: string, timeZone: string): { meals: MealLogRow[]; water: MealLogRow[] } {
  const meals: MealLogRow[] = [];
  const water: MealLogRow[] = [];
  const onDate = onLocalDate(date, timeZone);
  for (const log of logs) {
    if (!onDate(log.loggedAt)) continue;
    (isWaterLog(log) ? water : meals).push(log);
  }
  return { meals: meals.sort(byTime), water: water.sort(byTime) };
}

/** docs/rules/meals.md "Daily totals" of each of the `days` local days ending on `endDate`, oldest first. */
export function weekTotals(logs: readonly MealLogRow[], endDate: string, timeZone: string, days = 7): DailyNutritionTotals[] {
  // dailyNutritionTotals picks the day's logs by its two midnights: no time-zone call per log.
  const first = addDays(endDate, -(days - 1));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    return dailyNutritionTotals(logs, date, timeZone);
  });
}

/** Local dates that have logs, newest first, at most `limit`. */
export function loggedDates(logs: readonly MealLogRow[], timeZone: string, limit: number): string[] {
  const dates = new Set<string>();
  for (const log of logs) dates.add(localDateOf(log.loggedAt, timeZone));
  return [...dates].sort((a, b) => (a < b ? 1 : -1)).slice(0, limit);
}

/** The portions offered when a meal was eaten in another amount than planned. */
export const PORTIONS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Figures of a portion of a meal: calories whole, macros to one decimal (what a log stores). */
export function scaleFigures(base: Figures, factor: number): Figures {
  return {
    calories: Math.round(base.calories * factor),
    protein: round1(base.protein * factor),
    carbs: round1(base.carbs * factor),
    fat: round1(base.fat * factor),
  };
}

/** The water after a change, kept within what a log may hold (0 to LOG_WATER_MAX_ML). */
export function waterAfter(current: number, delta: number): number {
  return Math.min(LOG_WATER_MAX_ML, Math.max(0, Math.round(current + delta)));
}

/** How far a figure is toward its target, 0 to 1 (a day over target shows full). Null without a target. */
export function progressOf(value: number, target: number): number | null {
  if (!(target > 0)) return null;
  return Math.min(1, Math.max(0, value / target));
}
