import { z } from 'zod';
import { ErrorBody } from '../../../../domain/auth';
import { INGREDIENT_CATEGORY_IDS } from '../../../../domain/meals/categories';
import type { DailyNutritionTotals } from '../../../../domain/meals/daily-totals';
import { CustomMealRow, MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../../domain/meals/entity';
import { ingredientName, type Ingredient, type IngredientResolver } from '../../../../domain/meals/ingredients';
import type { IngredientHit } from '../../../../domain/meals/search';
import type { PlanDayTotals } from '../../../../domain/meals/totals';
import { mealTotals, planDayTotals, roundNutrients } from '../../../../domain/meals/totals';
import { MEAL_SLOTS } from '../../../../domain/meals/slots';
import { gramsPerUnit, UNITS, unitsOf } from '../../../../domain/meals/units';
import type { Locale } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import type { PlanTreeView } from '../queries';
import { ingredientLabel } from '../queries';
import { restDto } from '../../../http/dto';
import { json } from '../../../http/route';

/** Request and answer shapes of the meals area's REST routes (docs/rules/meals.md "REST calls"), documented in /api/openapi.json. */

export const tags = ['Meals'];
export const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const uuidParam = () => z.uuid({ error: MESSAGES.notFound });
export const IdParam = z.object({ id: uuidParam() });
export const PlanPivotParams = z.object({ id: uuidParam(), pivotId: uuidParam() });
export const ClientIdParam = z.object({ clientId: uuidParam() });
export const ClientPlanParams = z.object({ clientId: uuidParam(), planId: uuidParam() });
export const ClientPlanPivotParams = z.object({ clientId: uuidParam(), planId: uuidParam(), pivotId: uuidParam() });
export const ClientMealParams = z.object({ clientId: uuidParam(), mealId: uuidParam() });
export const MealIdParam = z.object({ mealId: uuidParam() });

// ------------------------------------------------------------------ answers

const Nutrition = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });
const nutrition = (n: { kcal: number; protein: number; carbs: number; fat: number }) => {
  const r = roundNutrients(n);
  return { calories: r.kcal, protein: r.protein, carbs: r.carbs, fat: r.fat };
};

export const MealIngredientDto = z.object({
  ingredient_id: z.string(),
  name: z.string().nullable().describe('In the caller\u2019s language; null when the ingredient is gone'),
  amount: z.number(),
  unit: z.enum(UNITS),
});
const Totals = Nutrition.extend({ grams: z.number() }).describe('kcal whole, macros to one decimal (docs/rules/meals.md "Daily totals")');
// A meal's ingredients are shown with their names in the caller's language, and its totals worked out.
export const Meal = restDto(MealRow, { add: { ingredients: z.array(MealIngredientDto), totals: Totals } });
export const MealDto = Meal.schema;
// A pivot is shown by its id as pivot_id, with its meal; the plan and client it belongs to are the plan's.
const Pivot = restDto(MealPlanMealRow, { pick: ['id', 'mealId', 'day', 'slot', 'position'], rename: { id: 'pivot_id' }, add: { meal: MealDto.nullable() } });
export const PivotDto = Pivot.schema;
// A plan is shown with its meals (pivots) and each day's totals; is_template says what a null client_id means.
const MealPlan = restDto(MealPlanRow, {
  add: { is_template: z.boolean(), meals: z.array(PivotDto), day_totals: z.array(Nutrition.extend({ day: z.number().int() })) },
});
export const MealPlanDto = MealPlan.schema;
// Written out, not made from IngredientRow: it shows the shipped ingredients too, which are no rows, and an own
// one's figures as per_100g and units, as a shipped one's are.
export const IngredientDto = z.object({
  id: z.string(),
  source: z.enum(['shipped', 'own']),
  name: z.string(),
  matched_name: z.string().optional(),
  matched_language: z.enum(['en', 'sk', 'cz']).nullable().optional(),
  category: z.enum(INGREDIENT_CATEGORY_IDS),
  per_100g: Nutrition,
  units: z.array(z.object({ unit: z.enum(UNITS), grams: z.number() })),
  client_id: z.string().nullable(),
});
// Like a meal's: named ingredients and the totals (the figures typed, or worked out from the ingredients).
const CustomMeal = restDto(CustomMealRow, { add: { ingredients: z.array(MealIngredientDto), totals: Nutrition } });
export const CustomMealDto = CustomMeal.schema;
const MealLog = restDto(MealLogRow);
export const MealLogDto = MealLog.schema;
export const DailyTotalsDto = z.object({
  date: z.string(),
  calories: z.number().int(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  water_ml: z.number().int(),
  completed_logs: z.number().int(),
  total_logs: z.number().int(),
  completion_ratio: z.number(),
});
export const MealDayDto = z.object({ date: z.string(), time_zone: z.string(), logs: z.array(MealLogDto), totals: DailyTotalsDto });

export const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

// ------------------------------------------------------------------ requests

const MealIngredientBody = z.object({
  ingredient_id: z.string(),
  amount: z.union([z.number(), z.string()]).describe('A number, or as typed with a decimal point or comma'),
  unit: z.string(),
});
const Decimal = z.union([z.number(), z.string()]);
export const MealBody = z.object({
  id: z.uuid().optional(),
  title: z.string().optional(),
  description: z.string().nullish(),
  ingredients: z.array(MealIngredientBody).max(500).optional(),
});
export const IngredientsBody = z.object({ ingredients: z.array(MealIngredientBody).max(500) });
export const MealPlanBody = z.object({
  id: z.uuid().optional(),
  title: z.string().optional(),
  description: z.string().nullish(),
  days: z.number().int().optional(),
  starts_on: z.string().optional().describe('A client meal plan\u2019s day 1 (YYYY-MM-DD)'),
});
export const PivotBody = z.object({
  id: z.uuid().optional(),
  meal_id: z.uuid({ error: MESSAGES.notFound }),
  day: z.number().int().optional().describe('Plan day, from 1; default 1'),
  slot: z.string(),
  position: z.number().int().optional(),
});
export const PivotUpdateBody = z.object({
  meal_id: z.uuid({ error: MESSAGES.notFound }).optional(),
  day: z.number().int().optional(),
  slot: z.string().optional(),
  position: z.number().int().optional(),
});
export const AssignBody = z.object({
  meal_plan_id: z.uuid({ error: MESSAGES.notFound }),
  id: z.uuid().optional(),
  title: z.string().optional(),
  starts_on: z.string().optional().describe('Day 1 (YYYY-MM-DD); default today in the trainer\u2019s time zone'),
});
export const IngredientBody = z.object({
  id: z.uuid().optional(),
  name: z.string(),
  category: z.string().optional(),
  kcal: Decimal,
  protein: Decimal,
  carbs: Decimal,
  fat: Decimal,
  grams_per_piece: Decimal.nullish(),
  grams_per_tablespoon: Decimal.nullish(),
  grams_per_teaspoon: Decimal.nullish(),
  density: Decimal.nullish(),
  client_id: z.uuid().optional().describe('A trainer saving one for a client of theirs'),
});
export const SearchQuery = z.object({ search: z.string().max(200).optional(), q: z.string().max(200).optional().describe('Same as search') });
export const MealListQuery = z.object({ search: z.string().max(200).optional() });
const NutritionBody = z.object({ calories: Decimal, protein: Decimal, carbs: Decimal, fat: Decimal });
export const CustomMealBody = z.object({
  id: z.uuid().optional(),
  title: z.string().optional(),
  ingredients: z.array(MealIngredientBody).max(500).optional(),
  nutrition: NutritionBody.nullish(),
});
export const MealLogBody = z.object({
  id: z.uuid().optional(),
  logged_at: z.string().optional(),
  was_completed: z.boolean().optional(),
  calories: Decimal.optional(),
  protein: Decimal.optional(),
  carbs: Decimal.optional(),
  fat: Decimal.optional(),
  water_ml: z.number().optional(),
  session_id: z.uuid().nullish(),
  meal_id: z.uuid().nullish(),
  slot: z.string().nullish(),
});
export const AutoPopulateBody = z.object({
  date: z.string().describe('The client\u2019s local date, YYYY-MM-DD'),
  meal_plan_id: z.uuid({ error: MESSAGES.notFound }),
});
export const RangeQuery = z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() });
export const DateParam = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.validationFailed }) });
export const ClientDateParam = DateParam.extend({ clientId: uuidParam() });
export const MealsFlagBody = z.object({ meals_enabled: z.boolean() });

// ------------------------------------------------------------------ mapping

export interface Reader {
  locale: Locale;
  resolve: IngredientResolver;
  names: Map<string, string>;
}

const lines = (r: Reader, list: MealRow['ingredients']) =>
  list.map((i) => ({ ingredient_id: i.ingredientId, name: ingredientLabel(i.ingredientId, r.locale, r.names), amount: i.amount, unit: i.unit }));

export function mealDto(r: Reader, m: MealRow): z.infer<typeof MealDto> {
  const t = mealTotals(m.ingredients, r.resolve);
  return Meal.from(m, { ingredients: lines(r, m.ingredients), totals: { ...nutrition(t.totals), grams: Math.round(t.grams) } });
}

export function mealPlanDto(r: Reader, v: PlanTreeView): z.infer<typeof MealPlanDto> {
  const byId = new Map(v.meals.map((m) => [m.id, m]));
  const days: PlanDayTotals[] = Array.from({ length: v.plan.days }, (_, i) => planDayTotals(v.pivots, i + 1, (id) => byId.get(id), r.resolve));
  const pivots = [...v.pivots].sort((a, b) => a.day - b.day || MEAL_SLOTS.indexOf(a.slot) - MEAL_SLOTS.indexOf(b.slot) || a.position - b.position);
  return MealPlan.from(v.plan, {
    is_template: v.plan.clientId === null,
    meals: pivots.map((p) => {
      const meal = byId.get(p.mealId);
      return Pivot.from(p, { meal: meal ? mealDto(r, meal) : null });
    }),
    day_totals: days.map((d, i) => ({ day: i + 1, ...nutrition(d.total) })),
  });
}

export function customMealDto(r: Reader, m: CustomMealRow): z.infer<typeof CustomMealDto> {
  const totals = m.nutrition ?? nutrition(mealTotals(m.ingredients, r.resolve).totals);
  return CustomMeal.from(m, { ingredients: lines(r, m.ingredients), totals });
}

/** An ingredient, shipped or own, with the units it can be measured in; a search hit adds the name that matched. */
export function ingredientDto(i: Ingredient, locale: Locale, clientId: string | null, hit?: IngredientHit): z.infer<typeof IngredientDto> {
  const p = i.per100g;
  return {
    id: i.id,
    source: i.kind,
    name: ingredientName(i, locale),
    ...(hit ? { matched_name: hit.name, matched_language: hit.locale } : {}),
    category: i.category,
    per_100g: { calories: p.kcal, protein: p.protein, carbs: p.carbs, fat: p.fat },
    units: unitsOf(i.units).map((unit) => ({ unit, grams: gramsPerUnit(unit, i.units)! })),
    client_id: clientId,
  };
}

export const mealLogDto = (l: MealLogRow): z.infer<typeof MealLogDto> => MealLog.from(l);

export function dailyTotalsDto(t: DailyNutritionTotals): z.infer<typeof DailyTotalsDto> {
  return {
    date: t.date,
    calories: t.calories,
    protein: t.protein,
    carbs: t.carbs,
    fat: t.fat,
    water_ml: t.waterMl,
    completed_logs: t.completedLogs,
    total_logs: t.totalLogs,
    completion_ratio: t.completionRatio,
  };
}
