import { and, eq, isNull } from 'drizzle-orm';
import type { CustomMealRow } from '../../../../domain/meals/entity';
import { MEAL_MESSAGES } from '../../../../domain/meals/messages';
import type { CustomMealCreateArgs, CustomMealDeleteArgs, CustomMealUpdateArgs } from '../../../../domain/meals/mutations';
import { resolveLogClient } from '../../clients/access';
import { mealRowAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { customMeals } from '../../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { assertIngredients } from './ingredients';
import { toCustomMealRow } from '../row';
import { tombstone } from './tombstone';

const access = (db: Db, actor: AuthUser) => mealRowAccess(db, actor, customMeals);

/** A client's custom meal (customMeal.create; POST /api/client/custom-meals). A resent create finds its row. */
export async function createCustomMeal(db: Db, actor: AuthUser, a: CustomMealCreateArgs): Promise<{ row: CustomMealRow; created: boolean }> {
  const owner = await resolveLogClient(db, actor, a.clientId);
  await assertIngredients(db, actor, a.fields.ingredients);
  const { row, created } = await insertOrExisting(
    db,
    customMeals,
    { id: a.id, ...owner, title: a.fields.title, ingredients: a.fields.ingredients, nutrition: a.fields.nutrition },
    { visible: access(db, actor), otherwise: () => new Forbidden() },
  );
  return { row: toCustomMealRow(row), created };
}

/** Changes a custom meal (customMeal.update; PUT /api/client/custom-meals/{id}); it must keep ingredients or figures. */
export async function updateCustomMeal(db: Db, actor: AuthUser, a: CustomMealUpdateArgs, edit?: Edit): Promise<CustomMealRow> {
  const where = and(eq(customMeals.id, a.id), isNull(customMeals.deletedAt), access(db, actor))!;
  const [current] = await db.select().from(customMeals).where(where).limit(1);
  if (!current) throw new NotFound();
  const ingredients = a.fields.ingredients ?? current.ingredients;
  const nutrition = a.fields.nutrition !== undefined ? a.fields.nutrition : current.nutrition;
  if (ingredients.length === 0 && !nutrition) throw new ValidationError({ ingredients: [MEAL_MESSAGES.customMealNutritionRequired] });
  if (a.fields.ingredients) await assertIngredients(db, actor, a.fields.ingredients);
  const row = await editRow(db, customMeals, where, { ...a.fields }, { entity: 'customMeals', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toCustomMealRow(row);
}

export async function deleteCustomMeal(db: Db, actor: AuthUser, a: CustomMealDeleteArgs): Promise<void> {
  await tombstone(db, customMeals, a.id, access(db, actor));
}
