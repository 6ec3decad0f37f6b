import type { IngredientResolver } from './ingredients';
import { instantAt, localDateOf } from './local-day';
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
  /** Device-made ids (UUIDv7), one per new log, so device and server write the same rows. */
  newId: () => string;
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
 * found are left out.
 */
export function autoPopulateMealLogs(input: AutoPopulateInput): AutoPopulateResult {
  const { date, timeZone, pivots, day, mealById, resolve, existingLogs, newId } = input;
  const logged = new Set<MealSlot>();
  for (const log of existingLogs) {
    if (log.slot !== null && localDateOf(log.loggedAt, timeZone) === date) logged.add(log.slot);
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
      id: newId(),
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
