import { onLocalDate } from './local-day';
import type { MealLog } from './meal-log';
import { round1 } from './round';

export interface DailyNutritionTotals {
  /** The client's local date, YYYY-MM-DD. */
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  waterMl: number;
  completedLogs: number;
  totalLogs: number;
  /** completedLogs / totalLogs, from 0 to 1; 0 for a day with no logs (nothing was completed). */
  completionRatio: number;
}

type CountedLog = Pick<MealLog, 'loggedAt' | 'wasCompleted' | 'calories' | 'protein' | 'carbs' | 'fat' | 'waterMl'>;

/**
 * docs/rules/meals.md "Daily totals" daily nutrition totals of one local day of the client's: only
 * completed logs count, water included (a planned glass is not drunk yet);
 * sums are rounded once, calories and water to whole numbers, protein, carbs
 * and fat to one decimal. A log belongs to the day its logged_at falls on in
 * the client's time zone. Logs of other days may be passed and are ignored.
 */
export function dailyNutritionTotals(logs: readonly CountedLog[], date: string, timeZone: string): DailyNutritionTotals {
  let calories = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  let waterMl = 0;
  let completedLogs = 0;
  let totalLogs = 0;
  const onDate = onLocalDate(date, timeZone);
  for (const log of logs) {
    if (!onDate(log.loggedAt)) continue;
    totalLogs++;
    if (!log.wasCompleted) continue;
    completedLogs++;
    calories += log.calories;
    protein += log.protein;
    carbs += log.carbs;
    fat += log.fat;
    waterMl += log.waterMl;
  }
  return {
    date,
    calories: Math.round(calories),
    protein: round1(protein),
    carbs: round1(carbs),
    fat: round1(fat),
    waterMl: Math.round(waterMl),
    completedLogs,
    totalLogs,
    completionRatio: totalLogs === 0 ? 0 : completedLogs / totalLogs,
  };
}
