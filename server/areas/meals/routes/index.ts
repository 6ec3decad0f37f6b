import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../../../context';
import { registerMealAccessRoutes } from './access';
import { registerMealClientPlanRoutes } from './client-plans';
import { registerMealIngredientRoutes } from './ingredients';
import { registerMealLogRoutes } from './logs';
import { registerMealTemplateRoutes } from './templates';

/** The meals area's routes (docs/rules/meals.md "REST calls" Meals, Client meal plans, Meal logs, ingredients), a file per group. */
export function registerMealRoutes(app: OpenAPIHono<HonoEnv>) {
  registerMealTemplateRoutes(app);
  registerMealClientPlanRoutes(app);
  registerMealIngredientRoutes(app);
  registerMealLogRoutes(app);
  registerMealAccessRoutes(app);
}
