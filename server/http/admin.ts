import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { setTrainerDisabled } from '../commands/admin/set-disabled';
import type { HonoEnv } from '../context';
import { adminActionsList, adminAnalytics, adminClients, adminDashboard, adminTrainer, adminTrainers, TRAINER_SORTS } from '../queries/admin';
import { json, route } from './route';

/*
 * The admin area's API (issue #13): admins only, online only (nothing here is
 * synced). Reads are queries; every change is a command that records itself
 * in admin_actions.
 */

const admin = ['admin'] as const;
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const Search = z.string().trim().max(120).optional();
const Any = z.record(z.string(), z.unknown());

const dashboard = route(admin, {
  method: 'get',
  path: '/api/admin/dashboard',
  operationId: 'getAdminDashboard',
  tags: ['Admin'],
  summary: 'Trainers by status, clients, this week\u2019s sessions and workouts, trials ending in 7 days',
  responses: { 200: json(z.object({ data: Any }), 'The figures') },
});

const trainers = route(admin, {
  method: 'get',
  path: '/api/admin/trainers',
  operationId: 'listAdminTrainers',
  tags: ['Admin'],
  summary: 'Trainers, searched by name or email, sorted and paged (20 a page)',
  request: { query: z.object({ search: Search, sort: z.enum(TRAINER_SORTS).default('created'), dir: z.enum(['asc', 'desc']).default('desc'), page: Page }) },
  responses: { 200: json(z.object({ data: z.array(Any), pagination: Any }), 'A page of trainers') },
});

const trainer = route(admin, {
  method: 'get',
  path: '/api/admin/trainers/{id}',
  operationId: 'getAdminTrainer',
  tags: ['Admin'],
  summary: 'A trainer: profile, status, clients count, last active, the admin actions about them',
  request: { params: IdParam },
  responses: { 200: json(z.object({ data: Any }), 'The trainer'), ...notFound },
});

const Disabled = z.object({ data: z.object({ id: z.string(), disabled_at: z.string().nullable() }) });
const disable = route(admin, {
  method: 'post',
  path: '/api/admin/trainers/{id}/disable',
  operationId: 'disableTrainer',
  tags: ['Admin'],
  summary: 'Disable a trainer\u2019s account: sign-in refused, every token revoked at once',
  request: { params: IdParam },
  responses: { 200: json(Disabled, 'Disabled'), ...notFound },
});
const enable = route(admin, {
  method: 'post',
  path: '/api/admin/trainers/{id}/enable',
  operationId: 'enableTrainer',
  tags: ['Admin'],
  summary: 'Enable a disabled trainer\u2019s account again (they sign in anew)',
  request: { params: IdParam },
  responses: { 200: json(Disabled, 'Enabled'), ...notFound },
});

const clients = route(admin, {
  method: 'get',
  path: '/api/admin/clients',
  operationId: 'listAdminClients',
  tags: ['Admin'],
  summary: 'Clients across trainers, searched by client or trainer name or email, paged',
  request: { query: z.object({ search: Search, page: Page }) },
  responses: { 200: json(z.object({ data: z.array(Any), pagination: Any }), 'A page of clients') },
});

const analytics = route(admin, {
  method: 'get',
  path: '/api/admin/analytics',
  operationId: 'getAdminAnalytics',
  tags: ['Admin'],
  summary: 'Twelve weeks of sign-ups, active trainers, workouts, meals; page views; sync health',
  responses: { 200: json(z.object({ data: Any }), 'The figures') },
});

const actions = route(admin, {
  method: 'get',
  path: '/api/admin/actions',
  operationId: 'listAdminActions',
  tags: ['Admin'],
  summary: 'The latest admin actions: who did what to whom, and when',
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: json(z.object({ data: z.array(Any) }), 'Newest first') },
});

export function registerAdminRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(dashboard, async (c) => c.json({ data: await adminDashboard(c.var.ctx.db) }, 200));
  app.openapi(trainers, async (c) => {
    const { search, sort, dir, page } = c.req.valid('query');
    return c.json(await adminTrainers(c.var.ctx.db, { q: search, sort, dir, page }), 200);
  });
  app.openapi(trainer, async (c) => c.json({ data: await adminTrainer(c.var.ctx.db, c.req.valid('param').id) }, 200));
  for (const [r, on] of [[disable, true], [enable, false]] as const) {
    app.openapi(r, async (c) => {
      const row = await setTrainerDisabled(c.var.ctx, c.var.user, c.req.valid('param').id, on);
      return c.json({ data: { id: row.id, disabled_at: row.disabledAt?.toISOString() ?? null } }, 200);
    });
  }
  app.openapi(clients, async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await adminClients(c.var.ctx.db, { q: search, page }), 200);
  });
  app.openapi(analytics, async (c) => c.json({ data: await adminAnalytics(c.var.ctx.db) }, 200));
  app.openapi(actions, async (c) => c.json({ data: await adminActionsList(c.var.ctx.db, { limit: c.req.valid('query').limit }) }, 200));
}
