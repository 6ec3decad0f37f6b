import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { exerciseLogs, mealLogs, meals, planBlocks, trainingPlans } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/**
 * Every id a write stores is checked like every id it reads (issue 27,
 * item 10): a meal log naming another client's meal or session, a meal
 * copied from another trainer's meal, an exercise log naming another
 * trainer's plan block are refused as reading them would be (not found),
 * by REST and by sync push, and nothing is stored. The owner's own ids,
 * even of a row deleted since, still go through.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const now = () => new Date().toISOString();
const figures = { calories: 300, protein: 10, carbs: 40, fat: 8 };

describe.each(DB_KINDS)('foreign references on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer(kind)));
  afterAll(async () => server?.close());
  const db = () => server.ctx.db;

  async function push(who: Actor, name: string, args: Json): Promise<MutationResult> {
    const res = await server.api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name, args }] } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results[0]!;
  }
  const ok = async (r: Promise<MutationResult>) => expect((await r).status, JSON.stringify(await r)).toBe('ok');
  const refused = async (r: Promise<MutationResult>) => expect((await r).error?.code, JSON.stringify(await r)).toBe('not_found');

  /** Two trainers, each with a client who has an account; the other side owns a meal, a custom meal, a session and a plan block. */
  async function setup() {
    const t = await makeTrainer(db(), 'Mine');
    const mine = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const sibling = await makeClient(db(), t.id, { withUser: true, name: 'Beata' });
    const o = await makeTrainer(db(), 'Other');
    const theirs = await makeClient(db(), o.id, { withUser: true, name: 'Cyril' });
    const ids = { theirMeal: uuidv7(), theirCustom: uuidv7(), theirSession: uuidv7(), siblingCustom: uuidv7(), theirBlock: uuidv7(), myMeal: uuidv7(), mySession: uuidv7(), myCustom: uuidv7() };
    await ok(push(o, 'meal.create', { id: ids.theirMeal, clientId: theirs.clientId, title: 'Their meal', ingredients: [] }));
    await ok(push(theirs.user!, 'customMeal.create', { id: ids.theirCustom, fields: { title: 'Their custom', nutrition: figures } }));
    await ok(push(theirs.user!, 'workout.start', { sessionId: ids.theirSession, title: 'Their workout', startedAt: now() }));
    await ok(push(sibling.user!, 'customMeal.create', { id: ids.siblingCustom, fields: { title: 'Beata\u2019s custom', nutrition: figures } }));
    await ok(push(t, 'meal.create', { id: ids.myMeal, clientId: mine.clientId, title: 'My meal', ingredients: [] }));
    await ok(push(mine.user!, 'customMeal.create', { id: ids.myCustom, fields: { title: 'My custom', nutrition: figures } }));
    await ok(push(mine.user!, 'workout.start', { sessionId: ids.mySession, title: 'My workout', startedAt: now() }));
    const plan = uuidv7();
    await db().insert(trainingPlans).values({ id: plan, spaceId: o.id, clientId: null, title: 'Their plan', isTemplate: true });
    await db().insert(planBlocks).values({ id: ids.theirBlock, spaceId: o.id, planId: plan, clientId: null, type: 'exercise' });
    return { t, mine, sibling, o, theirs, ids };
  }

  const mealLogCount = async (clientId: string) => (await db().select().from(mealLogs).where(eq(mealLogs.clientId, clientId))).length;

  it('sync push: a meal log naming another client\u2019s meal, custom meal or session is not found, nothing stored; the client\u2019s own go through', async () => {
    const { mine, ids } = await setup();
    const log = (extra: Json) => ({ id: uuidv7(), loggedAt: now(), ...figures, ...extra });
    for (const mealId of [ids.theirMeal, ids.theirCustom, ids.siblingCustom, uuidv7()]) await refused(push(mine.user!, 'mealLog.create', log({ mealId })));
    for (const sessionId of [ids.theirSession, uuidv7()]) await refused(push(mine.user!, 'mealLog.create', log({ sessionId })));
    expect(await mealLogCount(mine.clientId)).toBe(0);

    const own = log({ mealId: ids.myMeal, sessionId: ids.mySession });
    await ok(push(mine.user!, 'mealLog.create', own));
    await ok(push(mine.user!, 'mealLog.create', log({ mealId: ids.myCustom })));
    // An update is checked the same way, and leaves the log as it was.
    await refused(push(mine.user!, 'mealLog.update', { id: own.id, mealId: ids.theirCustom }));
    await refused(push(mine.user!, 'mealLog.update', { id: own.id, sessionId: ids.theirSession }));
    const [row] = await db().select().from(mealLogs).where(eq(mealLogs.id, own.id));
    expect(row).toMatchObject({ mealId: ids.myMeal, sessionId: ids.mySession });
    // The meal taken off the plan since (deleted): a log made offline before still goes through.
    await db().update(meals).set({ deletedAt: new Date() }).where(eq(meals.id, ids.myMeal));
    await ok(push(mine.user!, 'mealLog.create', log({ mealId: ids.myMeal })));
    expect(await mealLogCount(mine.clientId)).toBe(3);
  });

  it('REST: POST and PUT /api/client/meal-logs with another client\u2019s meal or session answer 404 and store nothing', async () => {
    const { mine, ids } = await setup();
    const call = (path: string, body: Json, method = 'POST') => server.api(path, { method, token: mine.user!.token, body });
    for (const extra of [{ meal_id: ids.theirMeal }, { meal_id: ids.siblingCustom }, { session_id: ids.theirSession }]) {
      const res = await call('/api/client/meal-logs', { ...figures, ...extra });
      expect(res.status, await res.clone().text()).toBe(404);
    }
    expect(await mealLogCount(mine.clientId)).toBe(0);
    const created = await call('/api/client/meal-logs', { ...figures, meal_id: ids.myCustom, session_id: ids.mySession });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as Json).data.id as string;
    expect((await call(`/api/client/meal-logs/${id}`, { meal_id: ids.theirCustom }, 'PUT')).status).toBe(404);
    expect((await call(`/api/client/meal-logs/${id}`, { session_id: ids.theirSession }, 'PUT')).status).toBe(404);
    const [row] = await db().select().from(mealLogs).where(eq(mealLogs.id, id));
    expect(row).toMatchObject({ mealId: ids.myCustom, sessionId: ids.mySession });
  });

  it('sync push: a meal copied from another trainer\u2019s meal is not found and not stored; from one\u2019s own it is', async () => {
    const { t, mine, ids } = await setup();
    const copy = (copiedFromId: string) => ({ id: uuidv7(), clientId: mine.clientId, copiedFromId, title: 'Copy', ingredients: [] });
    const foreign = copy(ids.theirMeal);
    await refused(push(t, 'meal.create', foreign));
    await refused(push(t, 'meal.create', copy(uuidv7())));
    expect(await db().select().from(meals).where(eq(meals.id, foreign.id))).toEqual([]);
    const own = copy(ids.myMeal);
    await ok(push(t, 'meal.create', own));
    expect((await db().select().from(meals).where(eq(meals.id, own.id)))[0]!.copiedFromId).toBe(ids.myMeal);
  });

  it('sync push and REST: an exercise log naming another trainer\u2019s plan block is not found and not stored', async () => {
    const { mine, ids } = await setup();
    const args = { id: uuidv7(), sessionId: ids.mySession, exerciseId: 'barbell-bench-press', blockId: ids.theirBlock, order: 0, loggedAt: now() };
    await refused(push(mine.user!, 'exerciseLog.create', args));
    const res = await server.api('/api/exercise-logs', { token: mine.user!.token, body: { id: uuidv7(), session_id: ids.mySession, exercise_id: 'barbell-bench-press', block_id: ids.theirBlock } });
    expect(res.status, await res.clone().text()).toBe(404);
    expect(await db().select().from(exerciseLogs).where(eq(exerciseLogs.sessionId, ids.mySession))).toEqual([]);
    await ok(push(mine.user!, 'exerciseLog.create', { ...args, blockId: null }));
  });
});
