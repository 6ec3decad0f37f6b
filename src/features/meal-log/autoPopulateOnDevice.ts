import { autoPopulateMealLogs } from '../../../domain/meals/auto-populate';
import { ingredientFacts } from '../../../domain/meals/ingredients';
import { ingredientResolver } from '../../../domain/meals/shipped';
import { planDayOn } from '../../../domain/meals/meal-plan';
import type { MealSlot } from '../../../domain/meals/slots';
import type { MealLogCreateArgs } from '../../../domain/meals/log-mutations';
import type { RepwiseDb } from '../../../replica/db/schema';

export interface AutoPopulateOnDevice {
  /** One mealLog.create each, in plan order: what the screen sends, one mutation per log. */
  creates: MealLogCreateArgs[];
  /** Slots of the plan day that had a log already and were left alone. */
  skippedSlots: MealSlot[];
}

/**
 * Auto-populate (POST /api/client/meal-logs/auto-populate) on the device,
 * offline: the logs to create for a client meal plan's day, from what the
 * device holds (the plan, its pivots and meals, the own ingredients, the
 * client's logs). The same rule as the server's (domain/meals/auto-populate.ts)
 * with the same ids, so two devices filling one day offline create the same
 * logs, and once both sync the day has each planned meal once.
 */
export async function autoPopulateOnDevice(db: RepwiseDb, p: { mealPlanId: string; date: string; timeZone: string }): Promise<AutoPopulateOnDevice> {
  const none: AutoPopulateOnDevice = { creates: [], skippedSlots: [] };
  const plan = await db.synced('mealPlans').get(p.mealPlanId);
  if (!plan?.clientId || !plan.startsOn) return none;
  const day = planDayOn(p.date, plan.startsOn, plan.days);
  if (day === null) return none;
  const clientId = plan.clientId;
  const pivots = await db.synced('mealPlanMeals').where('mealPlanId').equals(plan.id).toArray();
  const meals = (await db.synced('meals').bulkGet([...new Set(pivots.map((x) => x.mealId))])).filter((m) => m !== undefined);
  const own = await db.synced('ingredients').toArray();
  const existingLogs = await db.synced('mealLogs').where('clientId').equals(clientId).toArray();
  const byId = new Map(meals.map((m) => [m.id, m]));
  const made = autoPopulateMealLogs({
    date: p.date,
    timeZone: p.timeZone,
    pivots,
    day,
    mealById: (id) => byId.get(id),
    resolve: ingredientResolver(own.map(ingredientFacts)),
    existingLogs,
    clientId,
  });
  return { creates: made.logs.map((log) => ({ ...log, clientId })), skippedSlots: made.skippedSlots };
}
