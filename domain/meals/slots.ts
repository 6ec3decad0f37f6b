import { z } from 'zod';
import { MEAL_MESSAGES } from './messages';

/** The parts of a day a meal plan fills, in the order of the day. */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export const mealSlotSchema = z.enum(MEAL_SLOTS, { error: MEAL_MESSAGES.mealSlotUnknown });

/**
 * The local wall time an auto-populated log of a slot gets, so the day's logs
 * sort as the day goes and fall on the right local day. Snacks come between
 * lunch and dinner, where most people have one.
 */
export const SLOT_TIMES: Record<MealSlot, string> = {
  breakfast: '08:00',
  lunch: '12:00',
  snacks: '15:00',
  dinner: '18:00',
};

/** Position of a slot in the day, for sorting. */
export function slotOrder(slot: MealSlot): number {
  return MEAL_SLOTS.indexOf(slot);
}
