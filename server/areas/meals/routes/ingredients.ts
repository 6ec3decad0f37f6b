import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { createIngredient } from '../commands/ingredients';
import type { AuthUser, HonoEnv } from '../../../context';
import type { Db } from '../../../db/database';
import { ownIngredientsOf } from '../queries';
import { searchIngredients } from '../../../../domain/meals/search';
import { toOwnIngredient } from '../../../../domain/meals/ingredients';
import { newId, writeMeals } from './rest';
import { data, IngredientBody, IngredientDto, ingredientDto, SearchQuery, tags } from './schemas';
import { argsOf } from '../../../http/rest-args';
import { body, json, route } from '../../../http/route';

/*
 * docs/rules/meals.md "REST calls" ingredient calls: search over the shipped table (USDA FoodData
 * Central, named in en/sk/cz) and the caller's own ingredients, and
 * save-manual. Nothing calls out to an online food database.
 */

const Many = data(z.array(IngredientDto));
const One = data(IngredientDto);

const searchSummary = 'Ingredients whose name in any of en, sk, cz (or an own one\u2019s name) matches, ignoring case and accents; an empty query gives an empty list';

const trainerSearch = route(['trainer'], {
  method: 'get',
  path: '/api/trainer/ingredients',
  operationId: 'searchIngredients',
  tags,
  summary: `${searchSummary} (at most 20)`,
  request: { query: SearchQuery },
  responses: { 200: json(Many, 'The ingredients, best match first') },
});
const trainerEnhanced = route(['trainer'], {
  method: 'get',
  path: '/api/trainer/ingredients/search-enhanced',
  operationId: 'searchIngredientsEnhanced',
  tags,
  summary: `${searchSummary}; each hit names the name and language that matched (at most 50)`,
  request: { query: SearchQuery },
  responses: { 200: json(Many, 'The ingredients, best match first') },
});
const trainerSave = route(['trainer'], {
  method: 'post',
  path: '/api/trainer/ingredients/save-manual',
  operationId: 'saveTrainerIngredient',
  tags,
  summary: 'Save an own ingredient from its label: figures per 100 g, optional piece and spoon weights and density (ingredient.create)',
  request: body(IngredientBody),
  responses: { 201: json(One, 'Saved'), 200: json(One, 'Already saved under this id') },
});
const clientSearch = route(['client'], {
  method: 'get',
  path: '/api/client/ingredients/search',
  operationId: 'searchClientIngredients',
  tags,
  summary: `${searchSummary}; each hit names the name and language that matched (at most 50)`,
  request: { query: SearchQuery },
  responses: { 200: json(Many, 'The ingredients, best match first') },
});
const clientSave = route(['client'], {
  method: 'post',
  path: '/api/client/ingredients/save-manual',
  operationId: 'saveClientIngredient',
  tags,
  summary: 'Save an own ingredient of the signed-in client\u2019s (ingredient.create)',
  request: body(IngredientBody),
  responses: { 201: json(One, 'Saved'), 200: json(One, 'Already saved under this id') },
});

async function search(db: Db, user: AuthUser, q: z.infer<typeof SearchQuery>, limit: number, matched: boolean) {
  const query = q.search ?? q.q ?? '';
  if (query.trim() === '') return [];
  const { rows, own } = await ownIngredientsOf(db, user);
  const clientOf = new Map(rows.map((r) => [r.id, r.clientId]));
  return searchIngredients(query, { locale: user.language, own, limit }).map((h) =>
    ingredientDto(h.ingredient, user.language, clientOf.get(h.ingredient.id) ?? null, matched ? h : undefined),
  );
}

function saveArgs(b: z.infer<typeof IngredientBody>) {
  return argsOf('ingredient.create', {
    id: b.id ?? newId(),
    clientId: b.client_id,
    fields: {
      name: b.name,
      category: b.category,
      kcal: b.kcal,
      protein: b.protein,
      carbs: b.carbs,
      fat: b.fat,
      gramsPerPiece: b.grams_per_piece,
      gramsPerTablespoon: b.grams_per_tablespoon,
      gramsPerTeaspoon: b.grams_per_teaspoon,
      density: b.density,
    },
  });
}

export function registerMealIngredientRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(trainerSearch, async (c) => c.json({ data: await search(c.var.ctx.db, c.var.user, c.req.valid('query'), 20, false) }, 200));
  app.openapi(trainerEnhanced, async (c) => c.json({ data: await search(c.var.ctx.db, c.var.user, c.req.valid('query'), 50, true) }, 200));
  app.openapi(clientSearch, async (c) => c.json({ data: await search(c.var.ctx.db, c.var.user, c.req.valid('query'), 50, true) }, 200));

  for (const r of [trainerSave, clientSave] as const) {
    app.openapi(r, async (c) => {
      const args = saveArgs(c.req.valid('json'));
      const { row, created } = await writeMeals(c.var.ctx, c.var.user, (tx) => createIngredient(tx, c.var.user, args));
      const dto = ingredientDto(toOwnIngredient(row.id, { ...row, gramsPerPiece: row.gramsPerPiece, density: row.density }), c.var.user.language, row.clientId);
      return created ? c.json({ data: dto }, 201) : c.json({ data: dto }, 200);
    });
  }
}
