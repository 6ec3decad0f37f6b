import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { CustomMealRow, IngredientRow, MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import type { SyncTableName } from '../../../domain/protocol/tables';
import { useUserDb, type RepwiseDb } from '../../db';
import { layerOf } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';
import type { MealData } from './day';

type Tables = 'mealLogs' | 'mealPlans' | 'mealPlanMeals' | 'meals' | 'customMeals' | 'ingredients';
const table = <T>(db: RepwiseDb, name: Tables) => db.table<T, string>(name);

async function readMealData(db: RepwiseDb, clientId: string): Promise<MealData> {
  const [logs, plans, meals, customMeals, ingredients] = await Promise.all([
    table<MealLogRow>(db, 'mealLogs').where('clientId').equals(clientId).toArray(),
    table<MealPlanRow>(db, 'mealPlans').where('clientId').equals(clientId).toArray(),
    table<MealRow>(db, 'meals').where('clientId').equals(clientId).toArray(),
    table<CustomMealRow>(db, 'customMeals').where('clientId').equals(clientId).toArray(),
    table<IngredientRow>(db, 'ingredients').toArray(),
  ]);
  const pivots = plans.length ? await table<MealPlanMealRow>(db, 'mealPlanMeals').where('mealPlanId').anyOf(plans.map((p) => p.id)).toArray() : [];
  return { logs, plans, pivots, meals, customMeals, ingredients };
}

const keep = () => 0;
const MEAL_TABLES = ['mealLogs', 'mealPlans', 'mealPlanMeals', 'meals', 'customMeals'] as const;

/**
 * One client's meal logs, meal plans (their copies, pivots and meals), custom
 * meals and the ingredients that total them, live from the device's database,
 * with this tab's own writes shown at once (replica/write/overlay.ts). Undefined
 * while loading; empty lists without a client.
 */
export function useMealData(clientId: string | null | undefined): MealData | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    return { commits, data: clientId ? await readMealData(db, clientId) : null };
  }, [db, clientId]);
  const version = useSyncExternalStore(layer.subscribe, layer.getVersion, layer.getVersion);
  useOverlayHold(layer, MEAL_TABLES, read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    const d = read.data;
    if (!d || !clientId) return { logs: [], plans: [], pivots: [], meals: [], customMeals: [], ingredients: [] };
    const merge = <T extends { id: string }>(name: SyncTableName, rows: T[], include: (r: T) => boolean): T[] => {
      layer.remember(name, rows);
      return layer.merge(name, rows, read.commits, { include, compare: keep });
    };
    const plans = merge<MealPlanRow>('mealPlans', d.plans, (p) => p.clientId === clientId);
    const planIds = new Set(plans.map((p) => p.id));
    return {
      logs: merge<MealLogRow>('mealLogs', d.logs, (l) => l.clientId === clientId),
      plans,
      pivots: merge<MealPlanMealRow>('mealPlanMeals', d.pivots, (p) => planIds.has(p.mealPlanId)),
      meals: merge<MealRow>('meals', d.meals, (m) => m.clientId === clientId),
      customMeals: merge<CustomMealRow>('customMeals', d.customMeals, (m) => m.clientId === clientId),
      ingredients: d.ingredients,
    };
  }, [read, version, layer, clientId]);
}
