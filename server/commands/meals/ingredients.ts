import { and, inArray, isNull } from 'drizzle-orm';
import { ingredientFacts, ingredientResolver, ownIngredientFields, type IngredientResolver } from '../../../domain/meals/ingredients';
import type { IngredientRow } from '../../../domain/meals/entity';
import { checkMealIngredients, type MealIngredient } from '../../../domain/meals/meal';
import type { IngredientCreateArgs } from '../../../domain/mutations/meal';
import { liveClient, resolveLogClient } from '../../access/clients';
import { ingredientReadAccess } from '../../access/meals';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { ingredients } from '../../db/schema';
import { Forbidden, ValidationError } from '../../errors';
import { insertOrExisting } from '../insert-or-existing';
import { toIngredientRow } from './rows';

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
