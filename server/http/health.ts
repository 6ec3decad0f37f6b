import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { HonoEnv } from '../context';
import { json, route } from './route';

const health = route('public', {
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Liveness and database kind',
  responses: { 200: json(z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }), 'Server is up') },
});

export function registerHealthRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(health, (c) => c.json({ ok: true, database: c.var.ctx.dbKind }, 200));
}
