import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IngredientCategoryId } from '../../../domain/meals/categories';
import type { MealIngredient, NutritionInput } from '../../../domain/meals/meal';
import type { MealSlot } from '../../../domain/meals/slots';
import { clientColumn, createdByColumn, optionalClientColumn, syncedPgTable } from '../../db/synced-table';

/*
 * docs/rules/meals.md "Meals and meal plans" meals area, synced in the trainer's space (domain/meals/entity.ts).
 * client_id decides which client-role user also sees a row; on meal plans and
 * meals it is null for the trainer's templates. Deleting a client removes
 * what was theirs (docs/rules/clients.md "Deleting a client").
 */

/** Ingredients saved by hand (save-manual); the shipped table is code (domain/meals/ingredient-data.ts). */
export const ingredients = syncedPgTable(
  'ingredients',
  {
    clientId: optionalClientColumn(),
    name: text('name').notNull(),
    category: text('category').$type<IngredientCategoryId>().notNull(),
    kcal: doublePrecision('kcal').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    gramsPerPiece: doublePrecision('grams_per_piece'),
    gramsPerTablespoon: doublePrecision('grams_per_tablespoon'),
    gramsPerTeaspoon: doublePrecision('grams_per_teaspoon'),
    density: doublePrecision('density'),
    createdBy: createdByColumn(),
  },
  (t) => [index('ingredients_client_idx').on(t.clientId, t.rev, t.id)],
);

export const meals = syncedPgTable(
  'meals',
  {
    clientId: optionalClientColumn(),
    title: text('title').notNull(),
    description: text('description'),
    ingredients: jsonb('ingredients').$type<MealIngredient[]>().notNull().default([]),
    copiedFromId: uuid('copied_from_id'),
  },
  (t) => [index('meals_client_idx').on(t.clientId, t.rev, t.id)],
);

export const mealPlans = syncedPgTable(
  'meal_plans',
  {
    clientId: optionalClientColumn(),
    title: text('title').notNull(),
    description: text('description'),
    days: integer('days').notNull().default(7),
    copiedFromId: uuid('copied_from_id'),
    startsOn: date('starts_on', { mode: 'string' }),
  },
  (t) => [index('meal_plans_client_idx').on(t.clientId, t.rev, t.id)],
);

/** The pivot rows: a meal on a day and slot of a plan. client_id is the plan's. */
export const mealPlanMeals = syncedPgTable(
  'meal_plan_meals',
  {
    mealPlanId: uuid('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    clientId: optionalClientColumn(),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    slot: text('slot').$type<MealSlot>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('meal_plan_meals_plan_idx').on(t.mealPlanId),
    index('meal_plan_meals_meal_idx').on(t.mealId),
    index('meal_plan_meals_client_idx').on(t.clientId, t.rev, t.id),
  ],
);

export const customMeals = syncedPgTable(
  'custom_meals',
  {
    clientId: clientColumn(),
    title: text('title').notNull(),
    ingredients: jsonb('ingredients').$type<MealIngredient[]>().notNull().default([]),
    nutrition: jsonb('nutrition').$type<NutritionInput | null>(),
  },
  (t) => [index('custom_meals_client_idx').on(t.clientId, t.rev, t.id)],
);

/** docs/rules/meals.md "Meal logs". session_id and meal_id are plain references: a log outlives the session or meal it named. */
export const mealLogs = syncedPgTable(
  'meal_logs',
  {
    clientId: clientColumn(),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull(),
    wasCompleted: boolean('was_completed').notNull().default(false),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    waterMl: integer('water_ml').notNull().default(0),
    sessionId: uuid('session_id'),
    mealId: uuid('meal_id'),
    slot: text('slot').$type<MealSlot>(),
    createdBy: createdByColumn(),
  },
  (t) => [
    index('meal_logs_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('meal_logs_client_logged_idx').on(t.clientId, t.loggedAt).where(sql`${t.deletedAt} is null`),
  ],
);
