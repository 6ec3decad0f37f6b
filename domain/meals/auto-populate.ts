import { v5 as uuidv5 } from 'uuid';
import type { IngredientResolver } from './ingredients';
import { instantAt, onLocalDate } from './local-day';
import type { Meal } from './meal';
import type { MealLog } from './meal-log';
import { mealsOfDay, type MealPlanMeal } from './meal-plan';
import { SLOT_TIMES, type MealSlot } from './slots';
import { mealTotals, roundNutrients } from './totals';

export interface AutoPopulateInput {
  /** The client's local date to fill, YYYY-MM-DD. */
  date: string;
  timeZone: string;
  /** The pivots of the plan (all days or one); `day` picks the ones to log. */
  pivots: readonly MealPlanMeal[];
  /** The plan day the date is (planDayOn). */
  day: number;
  mealById: (id: string) => Pick<Meal, 'id' | 'ingredients'> | undefined;
  resolve: IngredientResolver;
  /** The client's logs; those on the same local date with a slot block that slot. */
  existingLogs: readonly Pick<MealLog, 'loggedAt' | 'slot'>[];
  /** The client whose day it is: part of every new log's id (autoPopulatedLogId). */
  clientId: string;
}

/** The v5 namespace of auto-populated logs' ids; never change it, or days filled before would fill again. */
export const AUTO_POPULATE_NAMESPACE = '8d1c4a8e-5b0f-4f3e-a6c2-2e7d9b51f0c3';

/**
 * The id of the log auto-populate makes for one pivot of a plan on one local
 * date of a client's: the same on every device and on the server. Two phones
 * of a client filling the same day offline therefore create the same rows,
 * and the second create does nothing once both sync (a create is idempotent
 * by id), so the day is never doubled; a tick or an edit made on either phone
 * lands on the one row. A log deleted since keeps its id deleted (delete
 * wins): filling that day again does not bring it back; logging the meal
 * from the plan makes a new log.
 */
export function autoPopulatedLogId(clientId: string, date: string, pivotId: string): string {
  return uuidv5([clientId, date, pivotId].join('\u001f'), AUTO_POPULATE_NAMESPACE);
}

export interface AutoPopulateResult {
  logs: MealLog[];
  /** Slots of the plan day that had a log already and were left alone. */
  skippedSlots: MealSlot[];
}

/**
 * POST /api/client/meal-logs/auto-populate (date, meal_plan_id): one log, not
 * completed, per meal of the plan day, carrying the meal's rounded totals so
 * the client only ticks what was eaten. A slot the client already logged that
 * day is skipped whole, so running it twice adds nothing. Each log's logged_at
 * is the slot's usual time (SLOT_TIMES) on that local date. Meals that are not
 * found are left out. Ids are autoPopulatedLogId's, so devices filling the
 * same day offline make the same logs.
 */
export function autoPopulateMealLogs(input: AutoPopulateInput): AutoPopulateResult {
  const { date, timeZone, pivots, day, mealById, resolve, existingLogs, clientId } = input;
  const logged = new Set<MealSlot>();
  const onDate = onLocalDate(date, timeZone);
  for (const log of existingLogs) {
    if (log.slot !== null && onDate(log.loggedAt)) logged.add(log.slot);
  }
  const logs: MealLog[] = [];
  const skipped = new Set<MealSlot>();
  for (const pivot of mealsOfDay(pivots, day)) {
    if (logged.has(pivot.slot)) {
      skipped.add(pivot.slot);
      continue;
    }
    const meal = mealById(pivot.mealId);
    if (!meal) continue;
    const n = roundNutrients(mealTotals(meal.ingredients, resolve).totals);
    logs.push({
      id: autoPopulatedLogId(clientId, date, pivot.id),
      loggedAt: instantAt(date, SLOT_TIMES[pivot.slot], timeZone),
      wasCompleted: false,
      calories: n.kcal,
      protein: n.protein,
      carbs: n.carbs,
      fat: n.fat,
      waterMl: 0,
      sessionId: null,
      mealId: meal.id,
      slot: pivot.slot,
    });
  }
  return { logs, skippedSlots: [...skipped] };
}
