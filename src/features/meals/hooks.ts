import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { IngredientRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import { type IngredientResolver, type OwnIngredient } from '../../../domain/meals/ingredients';
import { ingredientResolver } from '../../../domain/meals/shipped';
import type { Table } from 'dexie';
import { useUserDb, type RepwiseDb } from '../../db';
import { ownIngredientOf } from './model';

/** The meal stores, typed (the database class declares the older areas' tables only). */
export function mealTables(db: RepwiseDb) {
  return {
    ingredients: db.table('ingredients') as Table<IngredientRow, string>,
    meals: db.table('meals') as Table<MealRow, string>,
    mealPlans: db.table('mealPlans') as Table<MealPlanRow, string>,
    mealPlanMeals: db.table('mealPlanMeals') as Table<MealPlanMealRow, string>,
  };
}

/*
 * The device's meal rows, live (Dexie): what the trainer's meal screens read.
 * Writes go through applyLocalMutation; these re-render when a write lands.
 */

/** Every own ingredient on the device: the trainer's and their clients'. */
export function useIngredientRows(): IngredientRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => mealTables(db).ingredients.toArray(), [db]);
}

export interface IngredientBook {
  /** The trainer's own (clientId null), by name: the Ingredients tab and the search. */
  mine: OwnIngredient[];
  rows: IngredientRow[];
  /** Every own ingredient on the device by id. */
  byId: Map<string, OwnIngredient>;
  /** Shipped, then every own ingredient on the device: a meal of anyone's totals offline. */
  resolve: IngredientResolver;
  /** Own ingredients for a search: the trainer's, and in client mode that client's too (the same array between keystrokes). */
  searchable: (clientId?: string | null) => OwnIngredient[];
}

export function useIngredientBook(): IngredientBook | undefined {
  const rows = useIngredientRows();
  return useMemo(() => {
    if (!rows) return undefined;
    const all = rows.map(ownIngredientOf);
    const mine = all.filter((_, i) => rows[i]!.clientId === null).sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
    const byClient = new Map<string, OwnIngredient[]>();
    return {
      mine,
      rows,
      byId: new Map(all.map((i) => [i.id, i])),
      resolve: ingredientResolver(all),
      searchable(clientId) {
        if (!clientId) return mine;
        let list = byClient.get(clientId);
        if (!list) byClient.set(clientId, (list = [...mine, ...all.filter((_, i) => rows[i]!.clientId === clientId)]));
        return list;
      },
    };
  }, [rows]);
}

/** Every meal on the device (templates and clients' copies). */
export function useMealRows(): MealRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => mealTables(db).meals.toArray(), [db]);
}

export interface PlanSummary extends MealPlanRow {
  mealCount: number;
}

/** The trainer's meal plan templates with how many meals each holds, by title. */
export function useTemplatePlans(): PlanSummary[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const m = mealTables(db);
    const [plans, pivots] = await Promise.all([m.mealPlans.toArray(), m.mealPlanMeals.toArray()]);
    const count = new Map<string, number>();
    for (const p of pivots) count.set(p.mealPlanId, (count.get(p.mealPlanId) ?? 0) + 1);
    return plans
      .filter((p) => p.clientId === null)
      .map((p) => ({ ...p, mealCount: count.get(p.id) ?? 0 }))
      .sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
  }, [db]);
}

export interface LoadedMealPlan {
  plan: MealPlanRow;
  pivots: MealPlanMealRow[];
}

/** A meal plan and its pivots, live; null when it is not on the device. */
export function useMealPlan(planId: string | undefined): LoadedMealPlan | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!planId) return null;
    const m = mealTables(db);
    const plan = await m.mealPlans.get(planId);
    if (!plan) return null;
    const pivots = await m.mealPlanMeals.where('mealPlanId').equals(planId).toArray();
    return { plan, pivots };
  }, [db, planId]);
}
