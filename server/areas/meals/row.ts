import { CustomMealRow, IngredientRow, MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import { mealPlanMeals, mealPlans, meals, type customMeals, type ingredients, type mealLogs } from '../../db/schema';
import { rowMapper, valuesMapper, type StoredValues } from '../../replication/row-mapper';

/** Stored rows in the device's shape (domain/meals/entity.ts): what pull sends and REST wraps, and back. Every field by convention (replication/row-mapper.ts). */

export const toIngredientRow = rowMapper<IngredientRow, typeof ingredients.$inferSelect>(IngredientRow);
export const toMealRow = rowMapper<MealRow, typeof meals.$inferSelect>(MealRow);
export const toMealPlanRow = rowMapper<MealPlanRow, typeof mealPlans.$inferSelect>(MealPlanRow);
export const toMealPlanMealRow = rowMapper<MealPlanMealRow, typeof mealPlanMeals.$inferSelect>(MealPlanMealRow);
export const toCustomMealRow = rowMapper<CustomMealRow, typeof customMeals.$inferSelect>(CustomMealRow);
export const toMealLogRow = rowMapper<MealLogRow, typeof mealLogs.$inferSelect>(MealLogRow);

/** A meal plan's, a meal's and a pivot's values, as a plan assigned to a client copies them (commands/meal-plans.ts). */
export const mealPlanValues = valuesMapper<MealPlanRow, StoredValues<typeof mealPlans>>(MealPlanRow, mealPlans);
export const mealValues = valuesMapper<MealRow, StoredValues<typeof meals>>(MealRow, meals);
export const mealPlanMealValues = valuesMapper<MealPlanMealRow, StoredValues<typeof mealPlanMeals>>(MealPlanMealRow, mealPlanMeals);
