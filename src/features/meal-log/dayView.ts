import type { Locale } from '../../../domain/constants';
import { dailyNutritionTotals, type DailyNutritionTotals } from '../../../domain/meals/daily-totals';
import type { MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import { ingredientFacts, ingredientName, type IngredientResolver } from '../../../domain/meals/ingredients';
import { ingredientResolver, shippedIngredient } from '../../../domain/meals/shipped';
import { localDateOf } from '../../../domain/meals/local-day';
import { mealsOfDay, planDayOn } from '../../../domain/meals/meal-plan';
import { mealTotals, planDayTotals, roundNutrients } from '../../../domain/meals/totals';
import { activePlanOn, logsOfDay, type Figures, type MealData } from './day';

/** A meal of the plan's day. */
export interface PlannedMeal {
  pivot: MealPlanMealRow;
  meal: MealRow;
  figures: Figures;
  /** Whether a log of this meal exists on the day. */
  logged: boolean;
}

export interface DayView {
  date: string;
  plan: MealPlanRow | null;
  planDay: number | null;
  planned: PlannedMeal[];
  /** The plan day's totals, rounded; null without a plan day. */
  targets: Figures | null;
  meals: MealLogRow[];
  water: MealLogRow[];
  totals: DailyNutritionTotals;
  /** Whether auto-populate would add anything (a slot of the plan day has no log yet). */
  canFill: boolean;
}

export function resolverOf(data: MealData): IngredientResolver {
  return ingredientResolver(data.ingredients.map(ingredientFacts));
}

/** Rounded figures of a meal's ingredients. */
export function mealFigures(meal: Pick<MealRow, 'ingredients'>, resolve: IngredientResolver): Figures {
  const n = roundNutrients(mealTotals(meal.ingredients, resolve).totals);
  return { calories: n.kcal, protein: n.protein, carbs: n.carbs, fat: n.fat };
}

/** Everything the day view shows of one local date. */
export function dayView(data: MealData, date: string, timeZone: string, resolve: IngredientResolver): DayView {
  const { meals, water } = logsOfDay(data.logs, date, timeZone);
  const totals = dailyNutritionTotals([...meals, ...water], date, timeZone);
  const plan = activePlanOn(data.plans, date);
  const planDay = plan ? planDayOn(date, plan.startsOn!, plan.days) : null;
  const planned: PlannedMeal[] = [];
  let targets: Figures | null = null;
  let canFill = false;
  if (plan && planDay !== null) {
    const mealById = new Map(data.meals.map((m) => [m.id, m]));
    const pivots = data.pivots.filter((p) => p.mealPlanId === plan.id);
    const loggedMeals = new Set(meals.map((l) => l.mealId));
    const loggedSlots = new Set(meals.map((l) => l.slot));
    for (const pivot of mealsOfDay(pivots, planDay)) {
      const meal = mealById.get(pivot.mealId);
      if (!meal) continue;
      const logged = loggedMeals.has(meal.id);
      if (!loggedSlots.has(pivot.slot)) canFill = true;
      planned.push({ pivot, meal, figures: mealFigures(meal, resolve), logged });
    }
    const t = roundNutrients(planDayTotals(pivots, planDay, (id) => mealById.get(id), resolve).total);
    targets = { calories: t.kcal, protein: t.protein, carbs: t.carbs, fat: t.fat };
  }
  return { date, plan, planDay, planned, targets, meals, water, totals, canFill };
}

/** The title a log shows: its meal's, its saved custom meal's, or null for a quick entry. */
export function logTitles(data: MealData): (log: Pick<MealLogRow, 'mealId'>) => string | null {
  const titles = new Map<string, string>();
  for (const m of data.meals) titles.set(m.id, m.title);
  for (const m of data.customMeals) titles.set(m.id, m.title);
  return (log) => (log.mealId ? (titles.get(log.mealId) ?? null) : null);
}

/** The name of an ingredient in the interface language (an own one's typed name). */
export function ingredientLabel(id: string, data: MealData, locale: Locale): string {
  const shipped = shippedIngredient(id);
  if (shipped) return ingredientName(shipped, locale);
  return data.ingredients.find((i) => i.id === id)?.name ?? id;
}

/** The local date of now in a zone. */
export const todayIn = (timeZone: string, now: Date = new Date()) => localDateOf(now, timeZone);
