import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeAdmin, makeClient, makeTrainer, type Actor } from './sync-fixtures';

/*
 * The admin area's API (issue #13): admins only; disabling a trainer refuses
 * their tokens at once with the documented message; every action is recorded with
 * who and when.
 */
describe.each(DB_KINDS)('the admin API on %s', (kind) => {
  let server: TestServer;
  let admin: Actor;
  let trainer: Actor;
  let client: Actor;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.ctx.db;
    [admin, trainer] = await Promise.all([makeAdmin(db), makeTrainer(db, 'Zora Trainer')]);
    client = (await makeClient(db, trainer.id, { withUser: true, name: 'Cleo Client' })).user!;
  });
  afterAll(async () => {
    await server?.close();
  });

  const routes = (id: string): Array<[string, string]> => [
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/trainers'],
    ['GET', `/api/admin/trainers/${id}`],
    ['GET', '/api/admin/clients'],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/actions'],
    ['POST', `/api/admin/trainers/${id}/disable`],
    ['POST', `/api/admin/trainers/${id}/enable`],
    ['PUT', `/api/admin/trainers/${id}/meals`],
    ['POST', `/api/admin/trainers/${id}/extend-trial`],
    ['POST', `/api/admin/trainers/${id}/grant`],
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
  ];
  const BODIES: Record<string, unknown> = { meals: { meals_enabled: true }, 'extend-trial': { days: 7 }, grant: { plan: 'lifetime' }, settings: { early_adopter_places: 5 } };
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.api(path, { method, token, body: method === 'GET' ? undefined : (body ?? BODIES[path.split('/').at(-1)!] ?? {}) });

  it('refuses trainers, clients and anonymous callers on every admin route, and changes nothing', async () => {
    const target = await makeTrainer(server.ctx.db, 'Target');
    // Every /api/admin route the OpenAPI document lists is in the list above.
    const doc = (await (await server.api('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace('{id}', target.id)}`));
    expect(documented.sort()).toEqual(routes(target.id).map(([m, p]) => `${m} ${p}`).sort());

    for (const [method, path] of routes(target.id)) {
      expect((await call(method, path)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, trainer.token)).status, `${method} ${path} trainer`).toBe(403);
      expect((await call(method, path, client.token)).status, `${method} ${path} client`).toBe(403);
    }
    expect((await server.api('/api/user', { token: target.token })).status).toBe(200);
    const actions = (await (await call('GET', '/api/admin/actions', admin.token)).json()) as { data: Array<{ target_id: string }> };
    expect(actions.data.filter((a) => a.target_id === target.id)).toEqual([]);
    const settings = (await (await call('GET', '/api/admin/settings', admin.token)).json()) as { data: { early_adopter_places: number } };
    expect(settings.data.early_adopter_places).toBe(100);
    const t = (await (await call('GET', `/api/admin/trainers/${target.id}`, admin.token)).json()) as { data: { status: string; subscription: unknown } };
    expect(t.data).toMatchObject({ status: 'trial', subscription: null });
  });

  it('disables a trainer: their tokens stop at once with the documented message, sign-in is refused; enabling lets them sign in anew', async () => {
    const t = await createUser(server, { role: 'trainer', name: 'Dana Disabled' });
    const token = await signIn(server, t.email, t.password);
    expect((await server.api('/api/user', { token })).status).toBe(200);

    const off = await call('POST', `/api/admin/trainers/${t.id}/disable`, admin.token);
    expect(off.status).toBe(200);
    expect(((await off.json()) as { data: { disabled_at: string | null } }).data.disabled_at).toEqual(expect.any(String));

    for (const res of [
      await server.api('/api/user', { token }),
      await server.api('/api/sync/pull', { token, body: { deviceId: uuidv7(), cursor: null } }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: MESSAGES.accountDisabled, code: 'account_disabled' });
    }
    const login = await server.api('/api/login', { body: { email: t.email, password: t.password } });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { code: string }).code).toBe('account_disabled');

    expect((await call('POST', `/api/admin/trainers/${t.id}/enable`, admin.token)).status).toBe(200);
    // The old token was revoked with the disable: enabling does not bring it back.
    const old = await server.api('/api/user', { token });
    expect(old.status).toBe(401);
    expect(((await old.json()) as { code: string }).code).toBe('unauthenticated');
    const fresh = await signIn(server, t.email, t.password);
    expect((await server.api('/api/user', { token: fresh })).status).toBe(200);
  });

  it('records every action with who, what, whom and when, newest first, also on the trainer\u2019s page', async () => {
    const t = await makeTrainer(server.ctx.db, 'Rec Orded');
    const before = Date.now();
    expect((await call('POST', `/api/admin/trainers/${t.id}/disable`, admin.token)).status).toBe(200);
    expect((await call('POST', `/api/admin/trainers/${t.id}/enable`, admin.token)).status).toBe(200);
    expect((await call('PUT', `/api/admin/trainers/${t.id}/meals`, admin.token)).status).toBe(200);
    const page = (await (await call('GET', `/api/admin/trainers/${t.id}`, admin.token)).json()) as {
      data: { name: string; clients: number; actions: Array<{ action: string; actor_id: string; actor_email: string; target_id: string; target_name: string; at: string; details: unknown }> };
    };
    expect(page.data.name).toBe('Rec Orded');
    expect(page.data.actions.map((a) => a.action)).toEqual(['trainer.meals', 'trainer.enable', 'trainer.disable']);
    for (const a of page.data.actions) {
      expect(a).toMatchObject({ actor_id: admin.id, actor_email: expect.stringContaining('@'), target_id: t.id, target_name: 'Rec Orded' });
      expect(Date.parse(a.at)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(page.data.actions[0]!.details).toEqual({ mealsEnabled: true });
    // An unknown or non-trainer id changes nothing and records nothing.
    expect((await call('POST', `/api/admin/trainers/${client.id}/disable`, admin.token)).status).toBe(404);
    expect((await call('POST', `/api/admin/trainers/not-a-uuid/disable`, admin.token)).status).toBe(422);
    expect((await server.api('/api/user', { token: client.token })).status).toBe(200);
  });

  it('extends a trial, grants free access and lifetime, changes the platform settings: each shows in the status and is recorded', async () => {
    const t = await makeTrainer(server.ctx.db, 'Sub Scriber');
    const status = async () =>
      ((await (await call('GET', `/api/admin/trainers/${t.id}`, admin.token)).json()) as {
        data: { status: string; trial_ends_at: string; subscription: { plan: string; current_period_end: string | null } | null; subscription_history: Array<{ kind: string; actor_email: string }>; actions: Array<{ action: string }> };
      }).data;
    const ext = await call('POST', `/api/admin/trainers/${t.id}/extend-trial`, admin.token, { days: 30 });
    expect(ext.status).toBe(200);
    let s = await status();
    expect(s.status).toBe('trial');
    expect(Date.parse(s.trial_ends_at)).toBeGreaterThan(Date.now() + 40 * 86_400_000);
    expect(s.subscription_history[0]).toMatchObject({ kind: 'trial_extended', actor_email: expect.stringContaining('@') });
    for (const days of [0, 366, 1.5, '7']) expect((await call('POST', `/api/admin/trainers/${t.id}/extend-trial`, admin.token, { days })).status).toBe(422);

    expect((await call('POST', `/api/admin/trainers/${t.id}/grant`, admin.token, { plan: 'free_access', until: '2099-12-31' })).status).toBe(200);
    s = await status();
    expect(s).toMatchObject({ status: 'free_access', subscription: { plan: 'free_access', current_period_end: '2099-12-31T23:59:59.999Z' } });
    expect((await call('POST', `/api/admin/trainers/${t.id}/grant`, admin.token, { plan: 'lifetime' })).status).toBe(200);
    s = await status();
    expect(s).toMatchObject({ status: 'lifetime', subscription: { plan: 'lifetime', current_period_end: null } });
    expect((await call('POST', `/api/admin/trainers/${t.id}/grant`, admin.token, { plan: 'standard' })).status).toBe(422);
    // A date PostgreSQL cannot hold (year 0 answered 500), one past and one too far: refused, nothing recorded.
    for (const until of ['0000-01-01', '2001-01-01', '9999-12-31']) {
      const refused = await call('POST', `/api/admin/trainers/${t.id}/grant`, admin.token, { plan: 'free_access', until });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.until).toEqual([MESSAGES.grantUntilInvalid]);
    }
    expect(s.actions.map((a) => a.action)).toEqual(['trainer.grantPlan', 'trainer.grantPlan', 'trainer.extendTrial']);

    const put = await call('PUT', '/api/admin/settings', admin.token, { early_adopter_places: 40, standard_price_minor: 1500 });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { data: unknown }).data).toEqual({ early_adopter_places: 40, early_adopters_taken: 0, standard_price_minor: 1500 });
    expect((await call('PUT', '/api/admin/settings', admin.token, { early_adopter_places: -1 })).status).toBe(422);
    const log = (await (await call('GET', '/api/admin/actions', admin.token)).json()) as { data: Array<{ action: string; details: unknown; actor_id: string }> };
    expect(log.data.find((a) => a.action === 'settings.update')).toMatchObject({ actor_id: admin.id, details: { before: { early_adopter_places: 100 }, after: { early_adopter_places: 40 } } });
  });

  it('lists trainers searched, sorted and paged on the server, clients across trainers, the dashboard and analytics', async () => {
    const db = server.ctx.db;
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 23; i++) await makeTrainer(db, `${tag} ${String(i).padStart(2, '0')}`);
    const list = async (q: string) => (await (await call('GET', `/api/admin/trainers?${q}`, admin.token)).json()) as { data: Array<{ name: string; status: string; clients: number }>; pagination: { total: number } };
    const p1 = await list(`search=${tag}&sort=name&dir=asc`);
    expect(p1.pagination.total).toBe(23);
    expect(p1.data).toHaveLength(20);
    expect(p1.data[0]!.name).toBe(`${tag} 00`);
    expect(p1.data[0]!.status).toBe('trial');
    const p2 = await list(`search=${tag}&sort=name&dir=asc&page=2`);
    expect(p2.data.map((t) => t.name)).toEqual([`${tag} 20`, `${tag} 21`, `${tag} 22`]);
    expect((await list(`search=${tag}&sort=name&dir=desc`)).data[0]!.name).toBe(`${tag} 22`);
    expect((await list('search=Zora')).data).toEqual([expect.objectContaining({ name: 'Zora Trainer', clients: 1 })]);
    expect((await call('GET', '/api/admin/trainers?sort=password', admin.token)).status).toBe(422);

    const clients = (await (await call('GET', '/api/admin/clients?search=Cleo', admin.token)).json()) as { data: Array<{ name: string; trainer_name: string; has_account: boolean }> };
    expect(clients.data).toEqual([expect.objectContaining({ name: 'Cleo Client', trainer_name: 'Zora Trainer', has_account: true })]);

    const dash = (await (await call('GET', '/api/admin/dashboard', admin.token)).json()) as { data: { trainers_by_status: Record<string, number>; clients: number } };
    expect(Object.keys(dash.data.trainers_by_status).sort()).toEqual(['early_adopter', 'expired', 'free_access', 'lifetime', 'paying', 'trial']);
    expect(dash.data.trainers_by_status.trial).toBeGreaterThanOrEqual(24);
    expect(dash.data.clients).toBeGreaterThanOrEqual(1);

    const analytics = (await (await call('GET', '/api/admin/analytics', admin.token)).json()) as { data: { weeks: Array<{ signups: number }>; sync: { rejected_total: number } } };
    expect(analytics.data.weeks).toHaveLength(12);
    expect(analytics.data.weeks.at(-1)!.signups).toBeGreaterThanOrEqual(24);
    expect(analytics.data.sync.rejected_total).toEqual(expect.any(Number));
  });
});
