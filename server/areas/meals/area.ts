import { inArray, isNull, or } from 'drizzle-orm';
import { customMeals, ingredients, mealLogs, mealPlanMeals, mealPlans, meals } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { createCustomMeal, deleteCustomMeal, updateCustomMeal } from './commands/custom-meals';
import { createIngredient, deleteIngredient, updateIngredient } from './commands/ingredients';
import { createMealLog, deleteMealLog, updateMealLog } from './commands/meal-logs';
import { assignMealPlan, createMealPlan, deleteMealPlan, updateMealPlan } from './commands/meal-plans';
import { createMeal, deleteMeal, updateMeal } from './commands/meals';
import { addMealPlanMeal, removeMealPlanMeal, updateMealPlanMeal } from './commands/pivots';
import { toCustomMealRow, toIngredientRow, toMealLogRow, toMealPlanMealRow, toMealPlanRow, toMealRow } from './row';
import { registerMealRoutes } from './routes';

export const mealsServer = defineServerArea({
  tables: {
    // A client sees their own ingredients and every one of their trainer's, so any meal of theirs totals offline.
    ingredients: serverTable(ingredients, toIngredientRow, (ids) => or(inArray(ingredients.clientId, ids), isNull(ingredients.clientId))!),
    meals: serverTable(meals, toMealRow),
    mealPlans: serverTable(mealPlans, toMealPlanRow),
    mealPlanMeals: serverTable(mealPlanMeals, toMealPlanMealRow),
    customMeals: serverTable(customMeals, toCustomMealRow),
    mealLogs: serverTable(mealLogs, toMealLogRow),
  },
  commands: {
    'ingredient.create': createIngredient,
    'ingredient.update': updateIngredient,
    'ingredient.delete': deleteIngredient,
    'meal.create': createMeal,
    'meal.update': updateMeal,
    'meal.delete': deleteMeal,
    'mealPlan.create': createMealPlan,
    'mealPlan.update': updateMealPlan,
    'mealPlan.delete': deleteMealPlan,
    'mealPlan.assign': assignMealPlan,
    'mealPlanMeal.add': addMealPlanMeal,
    'mealPlanMeal.update': updateMealPlanMeal,
    'mealPlanMeal.remove': removeMealPlanMeal,
    'customMeal.create': createCustomMeal,
    'customMeal.update': updateCustomMeal,
    'customMeal.delete': deleteCustomMeal,
    'mealLog.create': createMealLog,
    'mealLog.update': updateMealLog,
    'mealLog.delete': deleteMealLog,
  },
  routes: registerMealRoutes,
});
