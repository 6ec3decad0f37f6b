import { z } from 'zod';
import { MEAL_PLAN_MAX_DAYS, MEAL_PLAN_TITLE_MAX } from './limits';
import { daysBetween } from './local-day';
import { MEAL_MESSAGES } from './messages';
import { mealSlotSchema, slotOrder, type MealSlot } from './slots';

/** A meal plan as the trainer edits it: a title and a number of days that repeat (a week is 7). */
export const mealPlanInputSchema = z.object({
  title: z
    .string({ error: MEAL_MESSAGES.mealPlanTitleRequired })
    .trim()
    .min(1, { error: MEAL_MESSAGES.mealPlanTitleRequired })
    .max(MEAL_PLAN_TITLE_MAX, { error: MEAL_MESSAGES.mealPlanTitleTooLong }),
  description: z.string().trim().max(5000).nullable().optional(),
  days: z
    .number({ error: MEAL_MESSAGES.mealPlanDaysInvalid })
    .int({ error: MEAL_MESSAGES.mealPlanDaysInvalid })
    .min(1, { error: MEAL_MESSAGES.mealPlanDaysInvalid })
    .max(MEAL_PLAN_MAX_DAYS, { error: MEAL_MESSAGES.mealPlanDaysInvalid })
    .default(7),
});
export type MealPlanInput = z.output<typeof mealPlanInputSchema>;

/**
 * A stored meal plan. A template has clientId null; a client meal plan is a
 * copy made when a template is assigned (copy.ts), with the client, the
 * template it came from and the local date its day 1 falls on.
 */
export interface MealPlan extends MealPlanInput {
  id: string;
  clientId: string | null;
  copiedFromId: string | null;
  /** YYYY-MM-DD in the client's time zone; null for a template. */
  startsOn: string | null;
}

/**
 * A meal attached to a plan (docs/rules/meals.md "REST calls": POST /meal-plans/{id}/meals, then PUT and
 * DELETE .../meals/{pivotId}). The pivot row's own id lets one meal sit in a
 * plan many times (Monday's and Thursday's breakfast) and each be moved or
 * removed alone.
 */
export const mealPlanMealInputSchema = z.object({
  mealId: z.uuid(),
  day: z.number({ error: MEAL_MESSAGES.mealPlanDayOutOfRange }).int({ error: MEAL_MESSAGES.mealPlanDayOutOfRange }).min(1, { error: MEAL_MESSAGES.mealPlanDayOutOfRange }),
  slot: mealSlotSchema,
  /** Order within the slot; the device sends the next free one. */
  position: z.number().int().min(0).default(0),
});
export type MealPlanMealInput = z.output<typeof mealPlanMealInputSchema>;

export interface MealPlanMeal extends MealPlanMealInput {
  /** The pivot id. */
  id: string;
  mealPlanId: string;
}

/** The schema cannot know the plan's length: a day past it is refused here. */
export function checkPlanDay(plan: Pick<MealPlan, 'days'>, day: number): string | null {
  return Number.isInteger(day) && day >= 1 && day <= plan.days ? null : MEAL_MESSAGES.mealPlanDayOutOfRange;
}

/** The pivots of one plan day in the order of the day: slot, then position. */
export function mealsOfDay<T extends Pick<MealPlanMeal, 'day' | 'slot' | 'position'>>(pivots: readonly T[], day: number): T[] {
  return pivots.filter((p) => p.day === day).sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot) || a.position - b.position);
}

/** The pivots of one slot of one day, in order. */
export function mealsOfSlot<T extends Pick<MealPlanMeal, 'day' | 'slot' | 'position'>>(pivots: readonly T[], day: number, slot: MealSlot): T[] {
  return mealsOfDay(pivots, day).filter((p) => p.slot === slot);
}

/**
 * Which plan day a local date is: day 1 on startsOn, and the days repeat
 * (day 8 of a 7-day plan is day 1 again). Null before the plan starts.
 */
export function planDayOn(date: string, startsOn: string, days: number): number | null {
  const n = daysBetween(startsOn, date);
  return n < 0 ? null : (n % days) + 1;
}
