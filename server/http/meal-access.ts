import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { HonoEnv } from '../context';
import { users } from '../db/schema';
import { NotFound } from '../errors';
import { data, IdParam, MealsFlagBody, notFound } from './meal-schemas';
import { body, json, route } from './route';

/*
 * The Meals area's early-access switch (issue #10 item 6; the spec shows the
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
    const [row] = await c.var.ctx.db
      .update(users)
      .set({ mealsEnabled: meals_enabled, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.role, 'trainer')))
      .returning({ id: users.id, mealsEnabled: users.mealsEnabled });
    if (!row) throw new NotFound();
    return c.json({ data: { id: row.id, meals_enabled: row.mealsEnabled } }, 200);
  });
}
