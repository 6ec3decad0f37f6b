import { describe, expect, it } from 'vitest';
import { checkPlanDay, mealPlanInputSchema, mealPlanMealInputSchema, mealsOfDay, mealsOfSlot, planDayOn, type MealPlanMeal } from './meal-plan';
import { MEAL_MESSAGES } from './messages';

const pivot = (id: string, day: number, slot: MealPlanMeal['slot'], position = 0): MealPlanMeal => ({
  id,
  mealPlanId: 'plan',
  mealId: `meal-${id}`,
  day,
  slot,
  position,
});

describe('meal plan', () => {
  it('has a title and 1 to 28 days, a week by default', () => {
    expect(mealPlanInputSchema.parse({ title: ' Cut ' })).toEqual({ title: 'Cut', days: 7 });
    expect(mealPlanInputSchema.safeParse({ title: '' }).error?.issues[0]?.message).toBe(MEAL_MESSAGES.mealPlanTitleRequired);
    expect(mealPlanInputSchema.safeParse({ title: 'A', days: 29 }).error?.issues[0]?.message).toBe(MEAL_MESSAGES.mealPlanDaysInvalid);
    expect(mealPlanInputSchema.safeParse({ title: 'A', days: 1.5 }).error?.issues[0]?.message).toBe(MEAL_MESSAGES.mealPlanDaysInvalid);
  });

  it('attaches meals to a day and slot through pivots', () => {
    const input = mealPlanMealInputSchema.parse({ mealId: '0190a0b0-0000-7000-8000-000000000001', day: 3, slot: 'snacks' });
    expect(input).toEqual({ mealId: '0190a0b0-0000-7000-8000-000000000001', day: 3, slot: 'snacks', position: 0 });
    expect(mealPlanMealInputSchema.safeParse({ mealId: '0190a0b0-0000-7000-8000-000000000001', day: 1, slot: 'brunch' }).error?.issues[0]?.message).toBe(
      MEAL_MESSAGES.mealSlotUnknown,
    );
    expect(checkPlanDay({ days: 7 }, 8)).toBe(MEAL_MESSAGES.mealPlanDayOutOfRange);
    expect(checkPlanDay({ days: 7 }, 7)).toBeNull();
  });

  it('lists a day\'s meals in the order of the day', () => {
    const pivots = [pivot('d', 1, 'dinner'), pivot('s2', 1, 'snacks', 1), pivot('b', 1, 'breakfast'), pivot('s1', 1, 'snacks', 0), pivot('x', 2, 'breakfast')];
    expect(mealsOfDay(pivots, 1).map((p) => p.id)).toEqual(['b', 'd', 's1', 's2']);
    expect(mealsOfSlot(pivots, 1, 'snacks').map((p) => p.id)).toEqual(['s1', 's2']);
  });

  it('maps a local date to a plan day that repeats', () => {
    expect(planDayOn('2025-03-03', '2025-03-03', 7)).toBe(1);
    expect(planDayOn('2025-03-09', '2025-03-03', 7)).toBe(7);
    expect(planDayOn('2025-03-10', '2025-03-03', 7)).toBe(1);
    expect(planDayOn('2025-03-02', '2025-03-03', 7)).toBeNull();
    expect(planDayOn('2025-03-05', '2025-03-03', 1)).toBe(1);
  });
});
