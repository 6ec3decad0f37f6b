import type { CustomMealRow, IngredientRow, MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import { mealLogFields } from '../../../domain/meals/meal-log';
import type { customMeals, ingredients, mealLogs, mealPlanMeals, mealPlans, meals } from '../../db/schema';

/** Stored rows in the device's shape (domain/meals/entity.ts): what pull sends and REST wraps. */

const stamps = (r: { createdAt: Date; updatedAt: Date }) => ({ createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export function toIngredientRow(r: typeof ingredients.$inferSelect): IngredientRow {
  return {
    id: r.id,
    clientId: r.clientId,
    name: r.name,
    category: r.category,
    kcal: r.kcal,
    protein: r.protein,
    carbs: r.carbs,
    fat: r.fat,
    gramsPerPiece: r.gramsPerPiece,
    gramsPerTablespoon: r.gramsPerTablespoon,
    gramsPerTeaspoon: r.gramsPerTeaspoon,
    density: r.density,
    ...stamps(r),
  };
}

export function toMealRow(r: typeof meals.$inferSelect): MealRow {
  return { id: r.id, clientId: r.clientId, title: r.title, description: r.description, ingredients: r.ingredients, copiedFromId: r.copiedFromId, ...stamps(r) };
}

export function toMealPlanRow(r: typeof mealPlans.$inferSelect): MealPlanRow {
  return {
    id: r.id,
    clientId: r.clientId,
    title: r.title,
    description: r.description,
    days: r.days,
    copiedFromId: r.copiedFromId,
    startsOn: r.startsOn,
    ...stamps(r),
  };
}

export function toMealPlanMealRow(r: typeof mealPlanMeals.$inferSelect): MealPlanMealRow {
  return { id: r.id, mealPlanId: r.mealPlanId, clientId: r.clientId, mealId: r.mealId, day: r.day, slot: r.slot, position: r.position, ...stamps(r) };
}

export function toCustomMealRow(r: typeof customMeals.$inferSelect): CustomMealRow {
  return { id: r.id, clientId: r.clientId, title: r.title, ingredients: r.ingredients, nutrition: r.nutrition ?? null, ...stamps(r) };
}

export function toMealLogRow(r: typeof mealLogs.$inferSelect): MealLogRow {
  return { id: r.id, clientId: r.clientId, ...mealLogFields({ ...r, loggedAt: r.loggedAt.toISOString() }), ...stamps(r) };
}
