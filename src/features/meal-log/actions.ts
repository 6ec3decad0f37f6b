import { v7 as uuidv7 } from 'uuid';
import { autoPopulateOnDevice } from './autoPopulateOnDevice';
import { applyLocalMutation, applyLocalMutations, type RepwiseDb } from '../../db';
import type { DayView } from './dayView';

/*
 * The day view's writes, each a local mutation: the device's database at
 * once (offline too), the server when the outbox goes out.
 */

/**
 * "Fill the day from my plan": one log per planned meal of a slot not logged
 * yet, with the ids the server and every other device make for that day
 * (replica autoPopulateOnDevice), so a day filled on two phones is not
 * doubled. Resolves with how many were added.
 */
export async function fillDayFromPlan(db: RepwiseDb, view: DayView, timeZone: string): Promise<number> {
  if (!view.plan || view.planDay === null) return 0;
  const { creates } = await autoPopulateOnDevice(db, { mealPlanId: view.plan.id, date: view.date, timeZone });
  if (creates.length) await applyLocalMutations(db, creates.map((args) => ({ name: 'mealLog.create' as const, args })));
  return creates.length;
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
