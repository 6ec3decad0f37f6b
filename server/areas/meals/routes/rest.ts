import { v7 as uuidv7 } from 'uuid';
import type { MealIngredient } from '../../../../domain/meals/meal';
import type { AppContext, AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { NotFound } from '../../../errors';
import { actorResolver, mealPlanView, type PlanTreeView } from '../queries';
import { write } from '../../../replication/write';
import type { Reader } from './schemas';
import { withRestErrors } from '../../../http/rest-args';

/** What the meals area's route files share: the reader of totals and names, the write path, body mapping. */

export async function readerFor(db: Db, user: AuthUser): Promise<Reader> {
  const { resolve, names } = await actorResolver(db, user);
  return { locale: user.language, resolve, names };
}

/** A write whose 422s (the mutations' and the commands' own) name the request's fields. */
export function writeMeals<T>(ctx: AppContext, user: AuthUser, fn: (tx: Db) => Promise<T>): Promise<T> {
  return withRestErrors('', () => write(ctx, user, fn));
}

/** REST ingredient lines (ingredient_id) as the mutations take them; values are checked by the mutation's schema. */
export function ingredientLines(list: { ingredient_id: string; amount: unknown; unit: string }[] | undefined): MealIngredient[] | undefined {
  return list?.map((i) => ({ ingredientId: i.ingredient_id, amount: i.amount, unit: i.unit })) as MealIngredient[] | undefined;
}

export async function planOrThrow(db: Db, user: AuthUser, id: string, scope: { template?: true; clientId?: string }): Promise<PlanTreeView> {
  const view = await mealPlanView(db, user, id, scope);
  if (!view) throw new NotFound();
  return view;
}

/** The pivot must be one of the plan's (an id of another plan's answers not found). */
export function assertPivotOf(view: PlanTreeView, pivotId: string): void {
  if (!view.pivots.some((p) => p.id === pivotId)) throw new NotFound();
}

export const newId = () => uuidv7();
