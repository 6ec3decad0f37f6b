import { z } from 'zod';
import { instantField } from '../mutations/fields';
import { LOG_WATER_MAX_ML } from './limits';
import { nutritionInputSchema } from './meal';
import { MEAL_MESSAGES } from './messages';
import { mealSlotSchema } from './slots';

/**
 * A meal log (docs/rules/meals.md "Meal logs": logged_at, was_completed, calories, protein, carbs,
 * fat, water_ml, session_id), plus the meal and slot it was logged for. The id
 * is made on the device; a resent create does nothing (architecture: logs).
 * Calories are kcal, macros grams with one decimal, water whole ml.
 */
export const mealLogInputSchema = nutritionInputSchema.extend({
  id: z.uuid(),
  loggedAt: instantField,
  wasCompleted: z.boolean().default(false),
  waterMl: z
    .number({ error: MEAL_MESSAGES.waterInvalid })
    .int({ error: MEAL_MESSAGES.waterInvalid })
    .min(0, { error: MEAL_MESSAGES.waterInvalid })
    .max(LOG_WATER_MAX_ML, { error: MEAL_MESSAGES.waterInvalid })
    .default(0),
  /** The training session the meal belongs to (a pre- or post-workout meal), if any. */
  sessionId: z.uuid().nullable().default(null),
  /** The meal or custom meal logged; null for a quick entry of figures or water. */
  mealId: z.uuid().nullable().default(null),
  slot: mealSlotSchema.nullable().default(null),
});
export type MealLogInput = z.input<typeof mealLogInputSchema>;
export type MealLog = z.output<typeof mealLogInputSchema>;

/**
 * The stored fields of a meal log from its create args (or a stored row): one
 * shape for the device's row (replica/mutators/meals.ts) and the server's
 * (server/areas/meals/commands), so neither can leave a field out.
 */
export function mealLogFields(a: MealLog) {
  return {
    loggedAt: a.loggedAt,
    wasCompleted: a.wasCompleted,
    calories: a.calories,
    protein: a.protein,
    carbs: a.carbs,
    fat: a.fat,
    waterMl: a.waterMl,
    sessionId: a.sessionId,
    mealId: a.mealId,
    slot: a.slot,
  };
}
