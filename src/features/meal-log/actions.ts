import { v7 as uuidv7 } from 'uuid';
import { autoPopulateMealLogs } from '../../../domain/meals/auto-populate';
import type { IngredientResolver } from '../../../domain/meals/ingredients';
import { applyLocalMutation, applyLocalMutations, type RepwiseDb } from '../../db';
import type { MealData } from './day';
import type { DayView } from './dayView';

/*
 * The day view's writes, each a local mutation: the device's database at
 * once (offline too), the server when the outbox goes out.
 */

/** "Fill the day from my plan": one log per planned meal of a slot not logged yet (domain autoPopulateMealLogs). Resolves with how many were added. */
export async function fillDayFromPlan(db: RepwiseDb, data: MealData, view: DayView, clientId: string, timeZone: string, resolve: IngredientResolver): Promise<number> {
  const plan = view.plan;
  if (!plan || view.planDay === null) return 0;
  const mealById = new Map(data.meals.map((m) => [m.id, m]));
  const { logs } = autoPopulateMealLogs({
    date: view.date,
    timeZone,
    pivots: data.pivots.filter((p) => p.mealPlanId === plan.id),
    day: view.planDay,
    mealById: (id) => mealById.get(id),
    resolve,
    existingLogs: data.logs,
    newId: uuidv7,
  });
  if (logs.length) await applyLocalMutations(db, logs.map((l) => ({ name: 'mealLog.create' as const, args: { ...l, clientId } })));
  return logs.length;
}

/**
 * Sets the day's water to `ml`: the day's water log (the first water-only
 * log) holds what the other logs do not; one is made when needed.
 */
export async function setDayWater(db: RepwiseDb, view: DayView, clientId: string, ml: number, loggedAt: string): Promise<void> {
  const water = view.water[0] ?? null;
  const others = view.totals.waterMl - (water?.wasCompleted ? water.waterMl : 0);
  const own = Math.max(0, ml - others);
  if (water) await applyLocalMutation(db, 'mealLog.update', { id: water.id, waterMl: own, wasCompleted: true });
  else if (own > 0) await applyLocalMutation(db, 'mealLog.create', { id: uuidv7(), clientId, loggedAt, wasCompleted: true, calories: 0, protein: 0, carbs: 0, fat: 0, waterMl: own });
}
