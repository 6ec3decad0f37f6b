import { z } from 'zod';
import {
  customMealEntity,
  ingredientEntity,
  mealEntity,
  mealLogEntity,
  mealPlanEntity,
  mealPlanMealEntity,
} from './entity';
import { ownIngredientInputSchema } from './ingredients';
import { MEAL_INGREDIENTS_MAX } from './limits';
import { isLocalDate } from './local-day';
import { customMealInputSchema, mealIngredientSchema, mealInputSchema, nutritionInputSchema } from './meal';
import { mealPlanInputSchema, mealPlanMealInputSchema } from './meal-plan';
import { MEAL_MESSAGES } from './messages';
import { mealSlotSchema } from './slots';
import { MESSAGES } from '../messages';
import { def, defineArea } from '../mutations/def';
import { MealLogCreateArgs, MealLogDeleteArgs, MealLogUpdateArgs } from './log-mutations';

/*
 * The meals area's mutations. Every id is made on the device (UUIDv7), so a
 * resent create does nothing and device and server write the same rows. The
 * server checks every id against the caller (server/areas/meals/access.ts): a
 * trainer writes in their own space, a client only their own ingredients,
 * custom meals, logs and the ingredients of meals copied for them.
 */

const nonEmpty = { error: MESSAGES.validationFailed };
const someField = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict().refine((f) => Object.keys(f).length > 0, nonEmpty);
const ingredientList = z.array(mealIngredientSchema).max(MEAL_INGREDIENTS_MAX, { error: MEAL_MESSAGES.mealTooManyIngredients });
const localDate = z.string().refine(isLocalDate, { error: MESSAGES.validationFailed });

// ------------------------------------------------------------------ ingredients

/** Save an own ingredient (save-manual): the trainer's, or a client's own (clientId: theirs; a trainer may name a client of theirs). */
export const IngredientCreateArgs = z.object({ id: z.uuid(), clientId: z.uuid().nullish(), fields: ownIngredientInputSchema });
export type IngredientCreateArgs = z.output<typeof IngredientCreateArgs>;

/** Correct an own ingredient: the whole label again (the same form as save-manual); meals using it total with the new figures. */
export const IngredientUpdateArgs = z.object({ id: z.uuid(), fields: ownIngredientInputSchema });
export type IngredientUpdateArgs = z.output<typeof IngredientUpdateArgs>;

/** Delete an own ingredient; meal lines naming it no longer count in totals. */
export const IngredientDeleteArgs = z.object({ id: z.uuid() });
export type IngredientDeleteArgs = z.output<typeof IngredientDeleteArgs>;

// ------------------------------------------------------------------ meals

/**
 * A trainer's meal with its ingredients: a template (no client), or a meal of
 * one client's (a template meal copied into their plan: copiedFromId).
 */
export const MealCreateArgs = mealInputSchema.extend({ id: z.uuid(), clientId: z.uuid().nullish(), copiedFromId: z.uuid().nullish() });
export type MealCreateArgs = z.output<typeof MealCreateArgs>;

/** Change a meal (a template, or a client's copy: the client may change its ingredients only). */
export const MealUpdateArgs = z.object({
  id: z.uuid(),
  fields: someField({
    title: mealInputSchema.shape.title.optional(),
    description: mealInputSchema.shape.description,
    ingredients: ingredientList.optional(),
  }),
});
export type MealUpdateArgs = z.output<typeof MealUpdateArgs>;

/** Delete a meal; the plan days it was attached to lose it. */
export const MealDeleteArgs = z.object({ id: z.uuid() });
export type MealDeleteArgs = z.output<typeof MealDeleteArgs>;

// ------------------------------------------------------------------ meal plans

export const MealPlanCreateArgs = mealPlanInputSchema.extend({ id: z.uuid() });
export type MealPlanCreateArgs = z.output<typeof MealPlanCreateArgs>;

export const MealPlanUpdateArgs = z.object({
  id: z.uuid(),
  fields: someField({
    title: mealPlanInputSchema.shape.title.optional(),
    description: mealPlanInputSchema.shape.description,
    days: mealPlanInputSchema.shape.days.unwrap().optional(),
    startsOn: localDate.optional(),
  }),
});
export type MealPlanUpdateArgs = z.output<typeof MealPlanUpdateArgs>;

/** Delete a plan (a template, or a client meal plan: unassign); its pivots go with it, and a client plan's copied meals too. */
export const MealPlanDeleteArgs = z.object({ id: z.uuid() });
export type MealPlanDeleteArgs = z.output<typeof MealPlanDeleteArgs>;

const idMap = z.record(z.uuid(), z.uuid()).refine((m) => Object.keys(m).length <= 5000, nonEmpty);

/** Assign a template to a client: a copy of the plan, its pivots and meals under ids the device made (domain/meals/copy.ts). */
export const MealPlanAssignArgs = z.object({
  templateId: z.uuid(),
  clientId: z.uuid(),
  newPlanId: z.uuid(),
  idMap,
  startsOn: localDate,
  title: mealPlanInputSchema.shape.title.optional(),
});
export type MealPlanAssignArgs = z.output<typeof MealPlanAssignArgs>;

// ------------------------------------------------------------------ pivots

export const MealPlanMealAddArgs = mealPlanMealInputSchema.extend({ id: z.uuid(), mealPlanId: z.uuid() });
export type MealPlanMealAddArgs = z.output<typeof MealPlanMealAddArgs>;

export const MealPlanMealUpdateArgs = z.object({
  id: z.uuid(),
  fields: someField({
    mealId: z.uuid().optional(),
    day: mealPlanMealInputSchema.shape.day.optional(),
    slot: mealSlotSchema.optional(),
    position: z.number().int().min(0).optional(),
  }),
});
export type MealPlanMealUpdateArgs = z.output<typeof MealPlanMealUpdateArgs>;

export const MealPlanMealRemoveArgs = z.object({ id: z.uuid() });
export type MealPlanMealRemoveArgs = z.output<typeof MealPlanMealRemoveArgs>;

// ------------------------------------------------------------------ custom meals

export const CustomMealCreateArgs = z.object({ id: z.uuid(), clientId: z.uuid().optional(), fields: customMealInputSchema });
export type CustomMealCreateArgs = z.output<typeof CustomMealCreateArgs>;

/** Change a custom meal; what it ends up with must still give figures (ingredients or nutrition), checked on the row. */
export const CustomMealUpdateArgs = z.object({
  id: z.uuid(),
  fields: someField({
    title: customMealInputSchema.shape.title.optional(),
    ingredients: ingredientList.optional(),
    nutrition: nutritionInputSchema.nullable().optional(),
  }),
});
export type CustomMealUpdateArgs = z.output<typeof CustomMealUpdateArgs>;

export const CustomMealDeleteArgs = z.object({ id: z.uuid() });
export type CustomMealDeleteArgs = z.output<typeof CustomMealDeleteArgs>;

const t = (table: string) => (id: string) => ({ table, id });
const ingredients = t('ingredients');
const meals = t('meals');
const plans = t('mealPlans');
const pivots = t('mealPlanMeals');
const custom = t('customMeals');
const logs = t('mealLogs');

/** Own ingredients, meals, meal plans and their pivots, client meal plans, custom meals and meal logs. */
export const mealArea = defineArea({
  entities: [ingredientEntity, mealEntity, mealPlanEntity, mealPlanMealEntity, customMealEntity, mealLogEntity],
  mutations: {
    'ingredient.create': def({ args: IngredientCreateArgs, target: (a) => ingredients(a.id) }),
    'ingredient.update': def({ args: IngredientUpdateArgs, target: (a) => ingredients(a.id) }),
    'ingredient.delete': def({ args: IngredientDeleteArgs, target: (a) => ingredients(a.id) }),
    'meal.create': def({ args: MealCreateArgs, target: (a) => meals(a.id) }),
    'meal.update': def({ args: MealUpdateArgs, target: (a) => meals(a.id) }),
    'meal.delete': def({ args: MealDeleteArgs, target: (a) => meals(a.id) }),
    'mealPlan.create': def({ args: MealPlanCreateArgs, target: (a) => plans(a.id) }),
    'mealPlan.update': def({ args: MealPlanUpdateArgs, target: (a) => plans(a.id) }),
    'mealPlan.delete': def({ args: MealPlanDeleteArgs, target: (a) => plans(a.id) }),
    'mealPlan.assign': def({ args: MealPlanAssignArgs, target: (a) => plans(a.newPlanId) }),
    'mealPlanMeal.add': def({ args: MealPlanMealAddArgs, target: (a) => pivots(a.id) }),
    'mealPlanMeal.update': def({ args: MealPlanMealUpdateArgs, target: (a) => pivots(a.id) }),
    'mealPlanMeal.remove': def({ args: MealPlanMealRemoveArgs, target: (a) => pivots(a.id) }),
    'customMeal.create': def({ args: CustomMealCreateArgs, target: (a) => custom(a.id) }),
    'customMeal.update': def({ args: CustomMealUpdateArgs, target: (a) => custom(a.id) }),
    'customMeal.delete': def({ args: CustomMealDeleteArgs, target: (a) => custom(a.id) }),
    'mealLog.create': def({ args: MealLogCreateArgs, target: (a) => logs(a.id) }),
    'mealLog.update': def({ args: MealLogUpdateArgs, target: (a) => logs(a.id) }),
    'mealLog.delete': def({ args: MealLogDeleteArgs, target: (a) => logs(a.id) }),
  },
});
