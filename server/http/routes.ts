import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../context';
import { registerAccountRoutes } from './account';
import { registerHealthRoutes } from './health';
import { registerSyncRoutes } from './sync';
import { registerWeightLogRoutes } from './weight-logs';

/** One line per area; each area's routes live in their own file. */
export function registerRoutes(app: OpenAPIHono<HonoEnv>) {
  registerHealthRoutes(app);
  registerAccountRoutes(app);
  registerSyncRoutes(app);
  registerWeightLogRoutes(app);
}
