import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../context';
import { registerMealAccessRoutes } from './meal-access';
import { registerMealClientPlanRoutes } from './meal-client-plans';
import { registerMealIngredientRoutes } from './meal-ingredients';
import { registerMealLogRoutes } from './meal-logs';
import { registerMealTemplateRoutes } from './meal-templates';

/** The meals area's routes (spec §7 Meals, Client meal plans, Meal logs, ingredients), a file per group. */
export function registerMealRoutes(app: OpenAPIHono<HonoEnv>) {
  registerMealTemplateRoutes(app);
  registerMealClientPlanRoutes(app);
  registerMealIngredientRoutes(app);
  registerMealLogRoutes(app);
  registerMealAccessRoutes(app);
}
