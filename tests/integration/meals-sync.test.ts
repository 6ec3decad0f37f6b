import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autoPopulatedLogId } from '../../domain/meals/auto-populate';
import { makeMealPlanIdMap } from '../../domain/meals/copy';
import type { MealLogCreateArgs } from '../../domain/meals/log-mutations';
import { mealLogs, mealPlans } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { autoPopulateOnDevice } from '../../src/features/meal-log/autoPopulateOnDevice';
import { makeClient, makeTrainer } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

/**
 * The meals area through sync (architecture "Logs", "Conflicts"): meal logs
 * made offline on two devices of one client, edits kept per field by when
 * they were made, deletes winning; a client's device holds its assigned plan
 * and not another client's.
 */
describe.each(DB_KINDS)('meals sync on %s', (kind) => {
  let backend: Backend;
  const devices: Device[] = [];
  beforeAll(async () => void (backend = await startBackend(kind)));
  afterEach(() => {
    for (const d of devices.splice(0)) d.close();
  });
  afterAll(async () => backend?.close());

  function phone(name: string, user: { id: string; token: string }) {
    const net = { online: true };
    const d = makeDevice(name, user.id, user.token, (url, init) => (net.online ? backend.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'))));
    devices.push(d);
    return Object.assign(d, { net });
  }

  // Recent, so inside every device's sync window.
  const loggedAt = new Date(Date.now() - 3_600_000).toISOString();
  const log = (id: string, extra: Partial<MealLogCreateArgs> = {}): MealLogCreateArgs => ({
    id,
    loggedAt,
    wasCompleted: false,
    calories: 296,
    protein: 7.9,
    carbs: 61.2,
    fat: 3.6,
    waterMl: 0,
    sessionId: null,
    mealId: null,
    slot: 'breakfast',
    ...extra,
  });

  it('a trainer\u2019s device builds and assigns a plan; the client\u2019s device gets the copy, not the template nor another client\u2019s plan', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const c = await makeClient(backend.ctx.db, t.id, { withUser: true });
    const other = await makeClient(backend.ctx.db, t.id, { withUser: true, name: 'Other' });
    const laptop = phone('laptop', t);
    const mealId = uuidv7();
    const planId = uuidv7();
    await laptop.engine.mutate('meal.create', { id: mealId, title: 'Oats with banana', ingredients: [{ ingredientId: 'oats', amount: 50, unit: 'g' }, { ingredientId: 'banana', amount: 1, unit: 'piece' }] });
    await laptop.engine.mutate('mealPlan.create', { id: planId, title: 'Light day', days: 1 });
    await laptop.engine.mutate('mealPlanMeal.add', { id: uuidv7(), mealPlanId: planId, mealId, day: 1, slot: 'breakfast' });
    const template = { pivots: await laptop.db.table('mealPlanMeals').toArray(), meals: await laptop.db.table('meals').toArray() };
    const copyId = uuidv7();
    const idMap = makeMealPlanIdMap(template, uuidv7);
    await laptop.engine.mutate('mealPlan.assign', { templateId: planId, clientId: c.clientId, newPlanId: copyId, idMap, startsOn: '2026-03-10' });
    // Assigned on the device at once, under the ids the server will use.
    expect(await laptop.db.table('mealPlans').get(copyId)).toMatchObject({ clientId: c.clientId, copiedFromId: planId, startsOn: '2026-03-10' });
    expect(await laptop.engine.sync()).toBe('ok');
    expect((await backend.ctx.db.select().from(mealPlans).where(eq(mealPlans.id, copyId)))[0]).toMatchObject({ clientId: c.clientId, startsOn: '2026-03-10' });
    expect(await laptop.db.table('meals').get(idMap[mealId]!)).toMatchObject({ clientId: c.clientId, copiedFromId: mealId });

    const phoneC = phone('client', c.user!);
    expect(await phoneC.engine.sync()).toBe('ok');
    expect((await phoneC.db.table('mealPlans').toArray()).map((p) => p.id)).toEqual([copyId]);
    expect((await phoneC.db.table('meals').toArray()).map((m) => m.id)).toEqual([idMap[mealId]]);
    expect(await phoneC.db.table('mealPlanMeals').count()).toBe(1);
    const phoneOther = phone('other', other.user!);
    expect(await phoneOther.engine.sync()).toBe('ok');
    expect(await phoneOther.db.table('mealPlans').count()).toBe(0);
    expect(await phoneOther.db.table('meals').count()).toBe(0);

    // Unassigned: the client's device drops the plan and its meals on the next pull.
    await laptop.engine.mutate('mealPlan.delete', { id: copyId });
    expect(await laptop.engine.sync()).toBe('ok');
    expect(await phoneC.engine.sync()).toBe('ok');
    expect(await phoneC.db.table('mealPlans').count()).toBe(0);
    expect(await phoneC.db.table('meals').count()).toBe(0);
  });

  it('meal logs made offline on two phones all arrive; a resent create does nothing', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const c = await makeClient(backend.ctx.db, t.id, { withUser: true });
    const a = phone('a', c.user!);
    const b = phone('b', c.user!);
    for (const d of [a, b]) expect(await d.engine.sync()).toBe('ok');
    a.net.online = b.net.online = false;
    const fromA = uuidv7();
    const fromB = uuidv7();
    await a.engine.mutate('mealLog.create', log(fromA));
    await b.engine.mutate('mealLog.create', log(fromB, { slot: 'lunch', calories: 440 }));
    expect(await a.db.table('mealLogs').get(fromA)).toMatchObject({ clientId: c.clientId, wasCompleted: false, waterMl: 0 });
    await a.engine.mutate('mealLog.create', log(fromA, { calories: 1 }));
    a.net.online = b.net.online = true;
    for (const d of [a, b, a]) expect(await d.engine.sync()).toBe('ok');
    for (const d of [a, b]) expect((await d.db.table('mealLogs').toArray()).map((l) => [l.id, l.calories]).sort()).toEqual([[fromA, 296], [fromB, 440]].sort());
    expect((await backend.ctx.db.select().from(mealLogs).where(eq(mealLogs.clientId, c.clientId))).length).toBe(2);
  });

  it('edits of one log keep the later edit per field; a delete wins over a later edit', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const c = await makeClient(backend.ctx.db, t.id, { withUser: true });
    const a = phone('a', c.user!);
    const b = phone('b', c.user!);
    const id = uuidv7();
    await a.engine.mutate('mealLog.create', log(id));
    expect(await a.engine.sync()).toBe('ok');
    expect(await b.engine.sync()).toBe('ok');
    a.net.online = b.net.online = false;

    await a.engine.mutate('mealLog.update', { id, calories: 350 });
    await new Promise((r) => setTimeout(r, 5));
    await b.engine.mutate('mealLog.update', { id, calories: 400, wasCompleted: true });
    await a.engine.mutate('mealLog.update', { id, waterMl: 300 });
    // The later calories (b's) win though b reconnects first; each phone keeps the fields only it edited.
    b.net.online = true;
    expect(await b.engine.sync()).toBe('ok');
    a.net.online = true;
    for (const d of [a, b]) expect(await d.engine.sync()).toBe('ok');
    const [row] = await backend.ctx.db.select().from(mealLogs).where(eq(mealLogs.id, id));
    expect(row).toMatchObject({ calories: 400, wasCompleted: true, waterMl: 300 });
    for (const d of [a, b]) expect(await d.db.table('mealLogs').get(id)).toMatchObject({ calories: 400, wasCompleted: true, waterMl: 300 });

    a.net.online = b.net.online = false;
    await a.engine.mutate('mealLog.delete', { id });
    await new Promise((r) => setTimeout(r, 5));
    await b.engine.mutate('mealLog.update', { id, calories: 500 });
    a.net.online = b.net.online = true;
    for (const d of [a, b, a]) await d.engine.sync();
    expect((await backend.ctx.db.select().from(mealLogs).where(eq(mealLogs.id, id)))[0]!.deletedAt).not.toBeNull();
    for (const d of [a, b]) expect(await d.db.table('mealLogs').get(id)).toBeUndefined();
  });

  it('two phones auto-populating the same day offline do not double it: each planned meal is logged once, and both phones\u2019 ticks stand', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const c = await makeClient(backend.ctx.db, t.id, { withUser: true });
    const laptop = phone('laptop', t);
    const [oats, chicken, planId, copyId] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await laptop.engine.mutate('meal.create', { id: oats, title: 'Oats', ingredients: [{ ingredientId: 'oats', amount: 60, unit: 'g' }] });
    await laptop.engine.mutate('meal.create', { id: chicken, title: 'Chicken and rice', ingredients: [{ ingredientId: 'chicken-breast', amount: 200, unit: 'g' }, { ingredientId: 'rice-white', amount: 80, unit: 'g' }] });
    await laptop.engine.mutate('mealPlan.create', { id: planId, title: 'One day', days: 1 });
    await laptop.engine.mutate('mealPlanMeal.add', { id: uuidv7(), mealPlanId: planId, mealId: oats, day: 1, slot: 'breakfast' });
    await laptop.engine.mutate('mealPlanMeal.add', { id: uuidv7(), mealPlanId: planId, mealId: chicken, day: 1, slot: 'lunch' });
    await laptop.engine.mutate('mealPlanMeal.add', { id: uuidv7(), mealPlanId: planId, mealId: oats, day: 1, slot: 'snacks' });
    const template = { pivots: await laptop.db.table('mealPlanMeals').toArray(), meals: await laptop.db.table('meals').toArray() };
    const today = new Date().toISOString().slice(0, 10);
    await laptop.engine.mutate('mealPlan.assign', { templateId: planId, clientId: c.clientId, newPlanId: copyId, idMap: makeMealPlanIdMap(template, uuidv7), startsOn: today });
    expect(await laptop.engine.sync()).toBe('ok');

    const a = phone('a', c.user!);
    const b = phone('b', c.user!);
    for (const d of [a, b]) expect(await d.engine.sync()).toBe('ok');
    a.net.online = b.net.online = false;
    const day = { mealPlanId: copyId, date: today, timeZone: 'UTC' };
    const filled = [];
    for (const d of [a, b]) {
      const { creates } = await autoPopulateOnDevice(d.db, day);
      expect(creates.map((x) => x.slot)).toEqual(['breakfast', 'lunch', 'snacks']);
      for (const x of creates) await d.engine.mutate('mealLog.create', x);
      filled.push(creates.map((x) => x.id));
      // Filling again on the same phone adds nothing.
      expect((await autoPopulateOnDevice(d.db, day)).creates).toEqual([]);
    }
    expect(filled[1]).toEqual(filled[0]);
    const pivots = (await a.db.table('mealPlanMeals').toArray()).filter((x) => x.mealPlanId === copyId);
    expect([...filled[0]!].sort()).toEqual(pivots.map((x) => autoPopulatedLogId(c.clientId, today, x.id)).sort());
    // Offline, phone a ticks breakfast as eaten, phone b changes lunch's amount.
    const [breakfast, lunch] = filled[0]!;
    await a.engine.mutate('mealLog.update', { id: breakfast!, wasCompleted: true });
    await b.engine.mutate('mealLog.update', { id: lunch!, calories: 600, wasCompleted: true });

    a.net.online = b.net.online = true;
    for (const d of [a, b, a]) expect(await d.engine.sync()).toBe('ok');
    const onServer = await backend.ctx.db.select().from(mealLogs).where(eq(mealLogs.clientId, c.clientId));
    expect(onServer.map((l) => l.slot).sort()).toEqual(['breakfast', 'lunch', 'snacks']);
    expect(onServer.every((l) => l.deletedAt === null)).toBe(true);
    const state = (rows: { id: string; wasCompleted: boolean; calories: number }[]) => Object.fromEntries(rows.map((l) => [l.id, [l.wasCompleted, l.calories]]));
    const want = state(onServer);
    expect(want[breakfast!]![0]).toBe(true);
    expect(want[lunch!]).toEqual([true, 600]);
    for (const d of [a, b]) expect(state(await d.db.table('mealLogs').toArray())).toEqual(want);

    // The server's auto-populate of that day finds the phones' logs and adds nothing.
    const res = await backend.fetch('http://repwise.test/api/client/meal-logs/auto-populate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${c.user!.token}`, 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ date: today, meal_plan_id: copyId }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { logs: unknown[] } }).data.logs).toEqual([]);
    expect((await backend.ctx.db.select().from(mealLogs).where(eq(mealLogs.clientId, c.clientId))).length).toBe(3);
  });

  it('a client\u2019s phone cannot write another client\u2019s log; the trainer\u2019s device sees every client\u2019s logs', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const c = await makeClient(backend.ctx.db, t.id, { withUser: true });
    const other = await makeClient(backend.ctx.db, t.id, { withUser: true, name: 'Other' });
    const mine = phone('mine', c.user!);
    const id = uuidv7();
    await mine.engine.mutate('mealLog.create', log(id));
    expect(await mine.engine.sync()).toBe('ok');
    const theirs = phone('theirs', other.user!);
    await theirs.engine.mutate('mealLog.update', { id, calories: 1 });
    await theirs.engine.mutate('mealLog.create', log(uuidv7(), { clientId: c.clientId }));
    await theirs.engine.sync();
    expect(await theirs.db.table('mealLogs').count()).toBe(0);
    expect((await backend.ctx.db.select().from(mealLogs).where(eq(mealLogs.clientId, c.clientId))).map((r) => r.calories)).toEqual([296]);
    const laptop = phone('laptop', t);
    expect(await laptop.engine.sync()).toBe('ok');
    expect((await laptop.db.table('mealLogs').toArray()).map((l) => l.id)).toEqual([id]);
  });
});
