import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { INGREDIENT_CATEGORY_IDS } from './categories';
import { MEAL_SLOTS } from './slots';
import { UNITS } from './units';

/*
 * The meals area's synced entities (docs/rules/meals.md "Meals and meal plans", Meal plan with pivot ids,
 * client meal plan, Ingredient, Custom meal, Meal log). All live in the
 * trainer's space. A row with a client_id is also seen by that client: a
 * client's own ingredients, the meals and meal plans copied for them when a
 * template is assigned (copy.ts), their custom meals and meal logs. Templates
 * (client_id null) are the trainer's alone, except own ingredients: a
 * client sees every ingredient of their trainer's, so any meal of theirs can
 * be totalled offline (server/areas/meals/area.ts).
 *
 * Rows as devices hold them and the pull sends them, with the server's
 * createdAt/updatedAt, which every entity row carries.
 */

const stamps = { createdAt: z.string(), updatedAt: z.string() };
const MealIngredientRow = z.object({ ingredientId: z.string(), amount: z.number(), unit: z.enum(UNITS) });
const nullableNumber = z.number().nullable();

export const IngredientRow = z.object({
  id: z.string(),
  /** The client who saved it; null for the trainer's own. */
  clientId: z.string().nullable(),
  name: z.string(),
  category: z.enum(INGREDIENT_CATEGORY_IDS),
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  gramsPerPiece: nullableNumber,
  gramsPerTablespoon: nullableNumber,
  gramsPerTeaspoon: nullableNumber,
  density: nullableNumber,
  ...stamps,
});
export type IngredientRow = z.infer<typeof IngredientRow>;

export const MealRow = z.object({
  id: z.string(),
  /** Null for a trainer's meal; a client's for a copy made by assigning a plan. */
  clientId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(MealIngredientRow),
  copiedFromId: z.string().nullable(),
  ...stamps,
});
export type MealRow = z.infer<typeof MealRow>;

export const MealPlanRow = z.object({
  id: z.string(),
  /** Null for a template; the client of a client meal plan. */
  clientId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  days: z.number().int(),
  copiedFromId: z.string().nullable(),
  /** YYYY-MM-DD: the client's local date of day 1; null for a template. */
  startsOn: z.string().nullable(),
  ...stamps,
});
export type MealPlanRow = z.infer<typeof MealPlanRow>;

/** A meal attached to a plan on a day and slot: the REST pivot row. */
export const MealPlanMealRow = z.object({
  id: z.string(),
  mealPlanId: z.string(),
  clientId: z.string().nullable(),
  mealId: z.string(),
  day: z.number().int(),
  slot: z.enum(MEAL_SLOTS),
  position: z.number().int(),
  ...stamps,
});
export type MealPlanMealRow = z.infer<typeof MealPlanMealRow>;

export const CustomMealRow = z.object({
  id: z.string(),
  clientId: z.string(),
  title: z.string(),
  ingredients: z.array(MealIngredientRow),
  nutrition: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }).nullable(),
  ...stamps,
});
export type CustomMealRow = z.infer<typeof CustomMealRow>;

export const MealLogRow = z.object({
  id: z.string(),
  clientId: z.string(),
  loggedAt: z.string(),
  wasCompleted: z.boolean(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  waterMl: z.number().int(),
  sessionId: z.string().nullable(),
  mealId: z.string().nullable(),
  slot: z.enum(MEAL_SLOTS).nullable(),
  ...stamps,
});
export type MealLogRow = z.infer<typeof MealLogRow>;

export const ingredientEntity = defineEntity({
  name: 'ingredients',
  sqlName: 'ingredients',
  order: 20,
  row: IngredientRow,
  space: 'spaceId',
  client: 'server',
  indexes: ['clientId', 'name'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['name', 'category', 'kcal', 'protein', 'carbs', 'fat', 'gramsPerPiece', 'gramsPerTablespoon', 'gramsPerTeaspoon', 'density'],
});

export const mealEntity = defineEntity({
  name: 'meals',
  sqlName: 'meals',
  order: 21,
  row: MealRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['clientId', 'title'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['title', 'description', 'ingredients'],
});

export const mealPlanEntity = defineEntity({
  name: 'mealPlans',
  sqlName: 'meal_plans',
  order: 22,
  row: MealPlanRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['clientId'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['title', 'description', 'days', 'startsOn'],
});

export const mealPlanMealEntity = defineEntity({
  name: 'mealPlanMeals',
  sqlName: 'meal_plan_meals',
  order: 23,
  row: MealPlanMealRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['mealPlanId', 'mealId'],
  parent: { entity: 'mealPlans', field: 'mealPlanId' },
  editable: ['mealId', 'day', 'slot', 'position'],
});

export const customMealEntity = defineEntity({
  name: 'customMeals',
  sqlName: 'custom_meals',
  order: 24,
  row: CustomMealRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['clientId'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['title', 'ingredients', 'nutrition'],
});

export const mealLogEntity = defineEntity({
  name: 'mealLogs',
  sqlName: 'meal_logs',
  order: 25,
  row: MealLogRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  window: 'loggedAt',
  // (No index on loggedAt alone: nothing reads by it, and each index is a write more per row on a first sync.)
  indexes: ['clientId', '[clientId+loggedAt]'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['loggedAt', 'wasCompleted', 'calories', 'protein', 'carbs', 'fat', 'waterMl', 'sessionId', 'mealId', 'slot'],
});
