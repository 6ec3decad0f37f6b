import { z } from 'zod';
import { LOG_WATER_MAX_ML } from './limits';
import { nutritionInputSchema } from './meal';
import { mealLogInputSchema } from './meal-log';
import { MEAL_MESSAGES } from './messages';
import { mealSlotSchema } from './slots';
import { instantField } from '../mutations/fields';

/*
 * Meal logs (docs/rules/meals.md "Meal logs"), offline first like every log: the device
 * makes the id (UUIDv7) and a resent create does nothing; each field keeps
 * its later edit (hybrid clocks, domain/meals/entity.ts `editable`); a delete
 * wins over any later edit.
 */

/** Log a meal, water or figures. `clientId` is the caller's own record for a client (enforced); a trainer names one of theirs. */
export const MealLogCreateArgs = mealLogInputSchema.extend({ clientId: z.uuid().optional() });
export type MealLogCreateArgs = z.output<typeof MealLogCreateArgs>;

const n = nutritionInputSchema.shape;
/** Change some fields of a meal log ("eaten", an edited amount). */
export const MealLogUpdateArgs = z.object({
  id: z.uuid(),
  loggedAt: instantField.optional(),
  wasCompleted: z.boolean().optional(),
  calories: n.calories.optional(),
  protein: n.protein.optional(),
  carbs: n.carbs.optional(),
  fat: n.fat.optional(),
  waterMl: z
    .number({ error: MEAL_MESSAGES.waterInvalid })
    .int({ error: MEAL_MESSAGES.waterInvalid })
    .min(0, { error: MEAL_MESSAGES.waterInvalid })
    .max(LOG_WATER_MAX_ML, { error: MEAL_MESSAGES.waterInvalid })
    .optional(),
  sessionId: z.uuid().nullable().optional(),
  mealId: z.uuid().nullable().optional(),
  slot: mealSlotSchema.nullable().optional(),
});
export type MealLogUpdateArgs = z.output<typeof MealLogUpdateArgs>;

export const MealLogDeleteArgs = z.object({ id: z.uuid() });
export type MealLogDeleteArgs = z.output<typeof MealLogDeleteArgs>;

/** The fields an update may change (its patch). */
export const MEAL_LOG_PATCH_FIELDS = ['loggedAt', 'wasCompleted', 'calories', 'protein', 'carbs', 'fat', 'waterMl', 'sessionId', 'mealId', 'slot'] as const;
