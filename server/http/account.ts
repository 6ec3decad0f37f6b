import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../context';
export function registerAccountRoutes(_app: OpenAPIHono<HonoEnv>) {}
