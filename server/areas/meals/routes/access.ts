import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { HonoEnv } from '../../../context';
import { setTrainerMealsEnabled } from '../../admin/commands/set-meals';
import { data, IdParam, MealsFlagBody, notFound } from './schemas';
import { body, json, route } from '../../../http/route';

/*
 * The Meals area's early-access switch (issue #10 item 6; docs/rules/meals.md "Meals early access": rather than the
 * menu to "user id 1" only): a per-trainer flag, on by default, that GET
 * /api/user reports as meals_enabled. Only an admin changes it.
 */

const Flag = data(z.object({ id: z.string(), meals_enabled: z.boolean() }));

const setFlag = route(['admin'], {
  method: 'put',
  path: '/api/admin/trainers/{id}/meals',
  operationId: 'setTrainerMealsEnabled',
  tags: ['Admin'],
  summary: 'Turn the Meals area on or off for a trainer (and so for their clients)',
  request: { params: IdParam, ...body(MealsFlagBody) },
  responses: { 200: json(Flag, 'The trainer\u2019s switch'), ...notFound },
});

export function registerMealAccessRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(setFlag, async (c) => {
    const { id } = c.req.valid('param');
    const { meals_enabled } = c.req.valid('json');
    const row = await setTrainerMealsEnabled(c.var.ctx.db, c.var.user, id, meals_enabled);
    return c.json({ data: { id: row.id, meals_enabled: row.mealsEnabled } }, 200);
  });
}
