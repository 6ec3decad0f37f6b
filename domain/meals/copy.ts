import type { Meal } from './meal';
import type { MealPlan, MealPlanMeal } from './meal-plan';

/** A meal plan with its pivots and the meals they attach. */
export interface MealPlanTree {
  plan: MealPlan;
  pivots: MealPlanMeal[];
  meals: Meal[];
}

/** Old id to new id, for every pivot and meal of a copied plan. */
export type IdMap = Record<string, string>;

/**
 * The ids a copy will use, made by the device that assigns the plan, so device
 * and server write the same rows (like plans/copy.ts).
 */
export function makeMealPlanIdMap(tree: Pick<MealPlanTree, 'pivots' | 'meals'>, newId: () => string): IdMap {
  const map: IdMap = {};
  for (const p of tree.pivots) map[p.id] = newId();
  for (const m of tree.meals) map[m.id] = newId();
  return map;
}

export interface ClientCopyTarget {
  planId: string;
  clientId: string;
  /** Local date of the client's day 1. */
  startsOn: string;
  /** Defaults to the template's title. */
  title?: string;
}

/**
 * Assigning a template to a client (POST /api/clients/{clientId}/meal-plans):
 * the client gets a copy of the plan, its pivots and the meals they attach,
 * all under new ids, so adjusting the client's meals (PUT .../meals/{mealId}/
 * ingredients) never touches the template or another client. A meal attached
 * several times is copied once. Rows the map does not name get freshId();
 * pivots whose meal is not in the tree are left out.
 */
export function copyMealPlanForClient(source: MealPlanTree, target: ClientCopyTarget, idMap: IdMap, freshId: () => string): MealPlanTree {
  const idOf = (old: string) => {
    const mapped = Object.prototype.hasOwnProperty.call(idMap, old) ? idMap[old] : undefined;
    return mapped ?? (idMap[old] = freshId());
  };
  const plan: MealPlan = {
    ...source.plan,
    id: target.planId,
    title: target.title ?? source.plan.title,
    clientId: target.clientId,
    copiedFromId: source.plan.id,
    startsOn: target.startsOn,
  };
  const sourceMeals = new Map(source.meals.map((m) => [m.id, m]));
  const meals = new Map<string, Meal>();
  const pivots: MealPlanMeal[] = [];
  for (const p of source.pivots) {
    const meal = sourceMeals.get(p.mealId);
    if (!meal) continue;
    let copy = meals.get(meal.id);
    if (!copy) {
      copy = {
        ...meal,
        id: idOf(meal.id),
        clientId: target.clientId,
        copiedFromId: meal.id,
        ingredients: meal.ingredients.map((i) => ({ ...i })),
      };
      meals.set(meal.id, copy);
    }
    pivots.push({ ...p, id: idOf(p.id), mealPlanId: plan.id, mealId: copy.id });
  }
  return { plan, pivots, meals: [...meals.values()] };
}
