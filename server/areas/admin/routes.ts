import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { getPlatformSettings, updatePlatformSettings } from './commands/settings';
import { setTrainerDisabled } from './commands/set-disabled';
import { adminExtendTrial, adminGrantPlan } from './commands/subscription';
import type { HonoEnv } from '../../context';
import { adminActionsList, adminAnalytics, adminClients, adminDashboard, adminTrainer, adminTrainers, TRAINER_SORTS } from './queries';
import { body, json, route } from '../../http/route';
import { GRANTED_PLANS } from '../../../domain/subscriptions/plans';

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

const ExtendBody = z.strictObject({ days: z.number().int({ error: MESSAGES.trialDaysInvalid }).min(1, { error: MESSAGES.trialDaysInvalid }).max(365, { error: MESSAGES.trialDaysInvalid }) });
const extend = route(admin, {
  method: 'post',
  path: '/api/admin/trainers/{id}/extend-trial',
  operationId: 'extendTrainerTrial',
  tags: ['Admin'],
  summary: 'Give a trainer who has not paid more trial (1 to 365 days from the later of now and the trial\u2019s end)',
  request: { params: IdParam, ...body(ExtendBody) },
  responses: { 200: json(z.object({ data: z.object({ trial_ends_at: z.string() }) }), 'The new end'), ...notFound, 409: json(ErrorBody, 'already_subscribed') },
});

/** A grant ends today at the earliest and within a century: a date PostgreSQL can hold (year 0 answered 500) and an admin meant. */
const grantUntil = z.iso
  .date({ error: MESSAGES.grantUntilInvalid })
  .refine((d) => {
    const today = new Date().toISOString().slice(0, 10);
    return d >= today && d <= `${Number(today.slice(0, 4)) + 100}${today.slice(4)}`;
  }, { error: MESSAGES.grantUntilInvalid });
const GrantBody = z.strictObject({ plan: z.enum(GRANTED_PLANS), until: grantUntil.nullable().optional() });
const grant = route(admin, {
  method: 'post',
  path: '/api/admin/trainers/{id}/grant',
  operationId: 'grantTrainerPlan',
  tags: ['Admin'],
  summary: 'Grant free access (until a date, or without end) or a lifetime plan',
  request: { params: IdParam, ...body(GrantBody) },
  responses: { 200: json(z.object({ data: Any }), 'The trainer'), ...notFound },
});

const SettingsDto = z.object({ early_adopter_places: z.number(), early_adopters_taken: z.number(), standard_price_minor: z.number() });
const SettingsBody = z.strictObject({
  early_adopter_places: z.number().int().min(0).max(100_000).optional(),
  standard_price_minor: z.number().int().min(100).max(1_000_000).optional(),
});
const getSettings = route(admin, {
  method: 'get',
  path: '/api/admin/settings',
  operationId: 'getPlatformSettings',
  tags: ['Admin'],
  summary: 'Early-adopter places (and how many are taken) and the standard price shown, in minor units',
  responses: { 200: json(z.object({ data: SettingsDto }), 'The settings') },
});
const putSettings = route(admin, {
  method: 'put',
  path: '/api/admin/settings',
  operationId: 'updatePlatformSettings',
  tags: ['Admin'],
  summary: 'Change the early-adopter places or the standard price',
  request: body(SettingsBody),
  responses: { 200: json(z.object({ data: SettingsDto }), 'The settings') },
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
  app.openapi(extend, async (c) => {
    const { trialEndsAt } = await adminExtendTrial(c.var.ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').days);
    return c.json({ data: { trial_ends_at: trialEndsAt.toISOString() } }, 200);
  });
  app.openapi(grant, async (c) => {
    const { id } = c.req.valid('param');
    const { plan, until } = c.req.valid('json');
    // A date means through the end of that day (UTC).
    await adminGrantPlan(c.var.ctx, c.var.user, id, plan, until ? new Date(`${until}T23:59:59.999Z`) : null);
    return c.json({ data: await adminTrainer(c.var.ctx.db, id) }, 200);
  });
  app.openapi(getSettings, async (c) => c.json({ data: await getPlatformSettings(c.var.ctx.db) }, 200));
  app.openapi(putSettings, async (c) => c.json({ data: await updatePlatformSettings(c.var.ctx.db, c.var.user, c.req.valid('json')) }, 200));
  app.openapi(clients, async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await adminClients(c.var.ctx.db, { q: search, page }), 200);
  });
  app.openapi(analytics, async (c) => c.json({ data: await adminAnalytics(c.var.ctx.db) }, 200));
  app.openapi(actions, async (c) => c.json({ data: await adminActionsList(c.var.ctx.db, { limit: c.req.valid('query').limit }) }, 200));
}
