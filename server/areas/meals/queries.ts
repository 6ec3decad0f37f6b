import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { mealTotals, roundNutrients } from '../../../domain/meals/totals';
import type { Locale } from '../../../domain/constants';
import { dailyNutritionTotals, type DailyNutritionTotals } from '../../../domain/meals/daily-totals';
import type { CustomMealRow, IngredientRow, MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import { foldText } from '../../../domain/exercises/normalize';
import { ingredientFacts, type IngredientResolver, type OwnIngredient } from '../../../domain/meals/ingredients';
import { ingredientResolver, shippedIngredient } from '../../../domain/meals/shipped';
import { instantAt, localDateOf } from '../../../domain/meals/local-day';
import { searchIngredients, type IngredientHit } from '../../../domain/meals/search';
import { ownClientRecords } from '../../replication/people';
import { mealRowAccess } from './access';
import { visibleIngredients } from './commands/ingredients';
import { liveMealPlan, mealPlanTree } from './commands/meal-plans';
import { toCustomMealRow, toMealLogRow, toMealRow } from './row';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, customMeals, mealLogs, mealPlans, meals, users } from '../../db/schema';

/** Reads of the meals area for the REST routes; devices read the same rows from their replica. */

/** The actor's own ingredients as the domain's search and totals take them. */
export async function ownIngredientsOf(db: Db, actor: AuthUser): Promise<{ rows: IngredientRow[]; own: OwnIngredient[] }> {
  const rows = await visibleIngredients(db, actor);
  return { rows, own: rows.map((r) => ({ ...ingredientFacts(r), kind: 'own', name: r.name, category: r.category })) };
}

/** docs/rules/meals.md "Search" over the shipped table and the actor's own ingredients: case- and accent-insensitive, empty query, empty list. */
export async function searchForActor(db: Db, actor: AuthUser, query: string, limit?: number): Promise<IngredientHit[]> {
  if (query.trim() === '') return [];
  const { own } = await ownIngredientsOf(db, actor);
  return searchIngredients(query, { locale: actor.language, own, limit });
}

/** A resolver over the shipped table and every own ingredient the actor may use (totals of what a route answers). */
export async function actorResolver(db: Db, actor: AuthUser): Promise<{ resolve: IngredientResolver; names: Map<string, string> }> {
  const rows = await visibleIngredients(db, actor);
  return { resolve: ingredientResolver(rows.map(ingredientFacts)), names: new Map(rows.map((r) => [r.id, r.name])) };
}

/** An ingredient's name for the reader: shipped ones in their language, own ones as typed. */
export function ingredientLabel(id: string, locale: Locale, own: Map<string, string>): string | null {
  return shippedIngredient(id)?.names[locale] ?? own.get(id) ?? null;
}

/** Meal templates of a trainer, by title; `search` (docs/rules/meals.md "Search"): case- and accent-insensitive title match, empty gives none. */
export async function trainerMeals(db: Db, actor: AuthUser, search?: string): Promise<MealRow[]> {
  if (search !== undefined && search.trim() === '') return [];
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.spaceId, actor.id), isNull(meals.clientId), isNull(meals.deletedAt)))
    .orderBy(asc(meals.title), asc(meals.id));
  const q = search === undefined ? null : foldText(search.trim());
  return rows.map(toMealRow).filter((m) => q === null || foldText(m.title).includes(q));
}

export interface PlanTreeView {
  plan: MealPlanRow;
  pivots: MealPlanMealRow[];
  meals: MealRow[];
}

/** Meal plans the actor may read with their pivots and meals: a trainer's templates or one client's plans; a client's own. */
export async function mealPlanTrees(db: Db, actor: AuthUser, scope: { templates?: true; clientId?: string }): Promise<PlanTreeView[]> {
  const conds: SQL[] = [isNull(mealPlans.deletedAt), mealRowAccess(db, actor, mealPlans)];
  if (scope.templates) conds.push(isNull(mealPlans.clientId));
  if (scope.clientId) conds.push(eq(mealPlans.clientId, scope.clientId));
  const plans = await db
    .select()
    .from(mealPlans)
    .where(and(...conds))
    .orderBy(asc(mealPlans.title), asc(mealPlans.id));
  return Promise.all(plans.map((p) => mealPlanTree(db, p)));
}

/** One plan the actor may read, with a scope it must be in (a template, or one client's); else not found. */
export async function mealPlanView(db: Db, actor: AuthUser, id: string, scope: { template?: true; clientId?: string } = {}): Promise<PlanTreeView | null> {
  const plan = await liveMealPlan(db, actor, id).catch(() => null);
  if (!plan) return null;
  if (scope.template && plan.clientId !== null) return null;
  if (scope.clientId && plan.clientId !== scope.clientId) return null;
  return mealPlanTree(db, plan);
}

export async function ownCustomMeals(db: Db, actor: AuthUser): Promise<CustomMealRow[]> {
  const rows = await db
    .select()
    .from(customMeals)
    .where(and(isNull(customMeals.deletedAt), mealRowAccess(db, actor, customMeals)))
    .orderBy(asc(customMeals.title), asc(customMeals.id));
  return rows.map(toCustomMealRow);
}

/** Live meal logs of client records, oldest first, optionally within [from, to). */
export async function mealLogsOf(db: Db, clientIds: string[], range: { from?: string; to?: string } = {}): Promise<MealLogRow[]> {
  if (!clientIds.length) return [];
  const conds: SQL[] = [inArray(mealLogs.clientId, clientIds), isNull(mealLogs.deletedAt)];
  if (range.from) conds.push(gte(mealLogs.loggedAt, new Date(range.from)));
  if (range.to) conds.push(lt(mealLogs.loggedAt, new Date(range.to)));
  const rows = await db
    .select()
    .from(mealLogs)
    .where(and(...conds))
    .orderBy(asc(mealLogs.loggedAt), asc(mealLogs.id));
  return rows.map(toMealLogRow);
}

export const ownClientIds = async (db: Db, actor: AuthUser) => (await ownClientRecords(db, actor.id)).map((c) => c.id);

/** Newest first, for the log list. */
export async function ownMealLogs(db: Db, actor: AuthUser, range: { from?: string; to?: string }): Promise<MealLogRow[]> {
  const rows = await db
    .select()
    .from(mealLogs)
    .where(
      and(
        isNull(mealLogs.deletedAt),
        mealRowAccess(db, actor, mealLogs),
        range.from ? gte(mealLogs.loggedAt, new Date(range.from)) : undefined,
        range.to ? lt(mealLogs.loggedAt, new Date(range.to)) : undefined,
      ),
    )
    .orderBy(desc(mealLogs.loggedAt), desc(mealLogs.id));
  return rows.map(toMealLogRow);
}

/** A local day's logs of client records and their docs/rules/meals.md "Daily totals", in the given time zone. */
export async function dayOfLogs(db: Db, clientIds: string[], date: string, timeZone: string): Promise<{ logs: MealLogRow[]; totals: DailyNutritionTotals }> {
  // The local day is at most 26 hours long and starts within a day of UTC midnight: fetch wide, let the domain pick.
  const from = new Date(new Date(instantAt(date, '00:00', timeZone)).getTime() - 3_600_000).toISOString();
  const to = new Date(new Date(instantAt(date, '00:00', timeZone)).getTime() + 27 * 3_600_000).toISOString();
  const wide = await mealLogsOf(db, clientIds, { from, to });
  const totals = dailyNutritionTotals(wide, date, timeZone);
  return { logs: wide.filter((l) => localDateOf(l.loggedAt, timeZone) === date), totals };
}

/** A client's days are theirs: their user's time zone, else their trainer's. */
export async function clientTimeZone(db: Db, clientId: string): Promise<string> {
  const [row] = await db
    .select({ own: users.timeZone })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (row) return row.own;
  const [trainer] = await db.select({ tz: users.timeZone }).from(clients).innerJoin(users, eq(users.id, clients.trainerId)).where(eq(clients.id, clientId)).limit(1);
  return trainer!.tz;
}

/** The figures of a meal or custom meal the client may log, rounded as logs keep them. */
export async function figuresOf(db: Db, user: AuthUser, mealId: string) {
  const [meal] = await db.select().from(meals).where(and(eq(meals.id, mealId), isNull(meals.deletedAt), mealRowAccess(db, user, meals))).limit(1);
  const [custom] = meal ? [] : await db.select().from(customMeals).where(and(eq(customMeals.id, mealId), isNull(customMeals.deletedAt), mealRowAccess(db, user, customMeals))).limit(1);
  if (custom?.nutrition) return custom.nutrition;
  const lines = meal?.ingredients ?? custom?.ingredients;
  if (!lines) return null;
  const n = roundNutrients(mealTotals(lines, (await actorResolver(db, user)).resolve).totals);
  return { calories: n.kcal, protein: n.protein, carbs: n.carbs, fat: n.fat };
}
