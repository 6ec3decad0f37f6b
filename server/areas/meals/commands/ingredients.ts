import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ingredientFacts, ownIngredientFields, type IngredientResolver } from '../../../../domain/meals/ingredients';
import { ingredientResolver } from '../../../../domain/meals/shipped';
import type { IngredientRow } from '../../../../domain/meals/entity';
import { checkMealIngredients, type MealIngredient } from '../../../../domain/meals/meal';
import type { IngredientCreateArgs, IngredientDeleteArgs, IngredientUpdateArgs } from '../../../../domain/meals/mutations';
import { liveClient, resolveLogClient } from '../../clients/access';
import { ingredientReadAccess, mealRowAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { ingredients } from '../../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { toIngredientRow } from '../row';
import { tombstone } from './tombstone';

/**
 * Saves an own ingredient (ingredient.create; POST /api/trainer/ingredients/
 * save-manual and /api/client/ingredients/save-manual). A trainer saves their
 * own, or one for a client of theirs; a client saves for their own record.
 * A resent create finds its row and does nothing.
 */
export async function createIngredient(db: Db, actor: AuthUser, a: IngredientCreateArgs): Promise<{ row: IngredientRow; created: boolean }> {
  let owner: { clientId: string | null; spaceId: string };
  if (actor.role === 'trainer' && !a.clientId) owner = { clientId: null, spaceId: actor.id };
  else if (actor.role === 'trainer') owner = { clientId: (await liveClient(db, actor, a.clientId!)).id, spaceId: actor.id };
  else owner = await resolveLogClient(db, actor, a.clientId ?? undefined);
  const f = a.fields;
  const { row, created } = await insertOrExisting(
    db,
    ingredients,
    {
      id: a.id,
      ...owner,
      ...ownIngredientFields(f),
      createdBy: actor.id,
    },
    { visible: ingredientReadAccess(db, actor), otherwise: () => new Forbidden() },
  );
  return { row: toIngredientRow(row), created };
}

/**
 * Corrects an own ingredient (ingredient.update): the actor's to write, as
 * the meals area's rows are (a trainer: any of their space; a client: their
 * own only, never their trainer's). Each field keeps its latest edit.
 */
export async function updateIngredient(db: Db, actor: AuthUser, a: IngredientUpdateArgs, edit?: Edit): Promise<IngredientRow> {
  const where = and(eq(ingredients.id, a.id), isNull(ingredients.deletedAt), mealRowAccess(db, actor, ingredients))!;
  const row = await editRow(db, ingredients, where, { ...ownIngredientFields(a.fields) }, { entity: 'ingredients', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toIngredientRow(row);
}

/** Deletes an own ingredient (ingredient.delete); a second delete does nothing, another's is not found. */
export async function deleteIngredient(db: Db, actor: AuthUser, a: IngredientDeleteArgs): Promise<void> {
  await tombstone(db, ingredients, a.id, mealRowAccess(db, actor, ingredients));
}

/** The live own ingredients the actor may use, of the given ids (all when none are given). */
export async function visibleIngredients(db: Db, actor: AuthUser, ids?: string[]): Promise<IngredientRow[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(ingredients)
    .where(and(isNull(ingredients.deletedAt), ingredientReadAccess(db, actor), ids ? inArray(ingredients.id, ids) : undefined));
  return rows.map(toIngredientRow);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A resolver over the shipped table and the actor's usable own ingredients among those the lists name. */
export async function resolverFor(db: Db, actor: AuthUser, ...lists: readonly MealIngredient[][]): Promise<IngredientResolver> {
  const ids = [...new Set(lists.flat().map((i) => i.ingredientId).filter((id) => UUID.test(id)))];
  return ingredientResolver((await visibleIngredients(db, actor, ids)).map(ingredientFacts));
}

/** Refuses (422, by line) ingredients that do not exist for the actor or cannot be measured in the chosen unit. */
export async function assertIngredients(db: Db, actor: AuthUser, list: readonly MealIngredient[], field = 'ingredients'): Promise<void> {
  if (!list.length) return;
  const problems = checkMealIngredients(list, await resolverFor(db, actor, [...list]));
  if (!problems.length) return;
  const errors: Record<string, string[]> = {};
  for (const p of problems) errors[`${field}.${p.index}.ingredientId`] = [p.message];
  throw new ValidationError(errors);
}
