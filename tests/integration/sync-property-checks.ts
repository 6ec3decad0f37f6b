import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { entityNamed } from '../../domain/entities';
import { autoPopulatedLogId } from '../../domain/meals/auto-populate';
import { syncWindow } from '../../domain/protocol/window';
import type { AuthUser } from '../../server/context';
import { clients, conversations, exerciseLogs, exerciseSets, mealLogs, messages, syncDevices, trainingSessions, users, weightLogs } from '../../server/db/schema';
import type { AppliedMutation } from '../../server/replication/push';
import { resolveViewer } from '../../server/replication/viewer';
import { getMeta } from '../../replica/meta';
import { deviceView, expectedView } from './sync-harness';
import { codeOf, SyncModel } from './sync-model';
import type { World } from './sync-property-world';

/** The server's tables of the entities the scenario writes, which the model holds. */
const SERVER_TABLES = { clients, weightLogs, sessions: trainingSessions, exerciseLogs, exerciseSets, mealLogs, conversations, messages };

/**
 * The property, once the devices settled: every mutation reached the server
 * once and in order, the server answered and stored what the model says,
 * no planned meal was logged twice on a day, and each device holds exactly
 * the server's view of its user.
 */
export async function checkWorld(w: World, committed: AppliedMutation[]) {
  const syncIds = await checkDelivery(w, committed);
  await checkModel(w, committed, syncIds);
  await checkAutoPopulated(w);
  await checkMessageOrder(w);
  await checkViews(w);
}

/** Each conversation's messages on the server, in thread order (written at, then id), are the sent ones in the order they were written, each once. */
async function checkMessageOrder(w: World) {
  const stored = await w.backend.ctx.db.select({ id: messages.id, conversationId: messages.conversationId, writtenAt: messages.writtenAt }).from(messages).where(eq(messages.spaceId, w.trainer.id));
  for (const conversationId of w.clientIds) {
    const thread = stored.filter((m) => m.conversationId === conversationId).sort((x, y) => x.writtenAt.getTime() - y.writtenAt.getTime() || (x.id < y.id ? -1 : 1));
    const sent = new Set(thread.map((m) => m.id));
    expect(thread.map((m) => m.id), `thread ${conversationId}`).toEqual(w.messages.filter((m) => m.conversationId === conversationId && sent.has(m.id)).map((m) => m.id));
  }
}

/** Every mutation of every device reached the server exactly once, in order; each rejection reached its device. Answers each device's sync id. */
async function checkDelivery(w: World, committed: AppliedMutation[]): Promise<(string | undefined)[]> {
  const db = w.backend.ctx.db;
  const syncIds: (string | undefined)[] = [];
  for (const d of w.devices) {
    const syncDeviceId = await getMeta(d.db, 'deviceId');
    syncIds.push(syncDeviceId);
    const made = (await getMeta(d.db, 'lastLocalMutationId')) ?? 0;
    expect(await d.db.outbox.count(), `${d.name} outbox`).toBe(0);
    expect(await d.db.pendingRows.count(), `${d.name} pending rows`).toBe(0);
    if (!syncDeviceId) continue;
    const ids = committed.filter((m) => m.deviceId === syncDeviceId).map((m) => m.id);
    expect(ids, `${d.name} processed ids`).toEqual(Array.from({ length: made }, (_, i) => i + 1));
    if (made) {
      const [state] = await db.select().from(syncDevices).where(eq(syncDevices.deviceId, syncDeviceId));
      expect(state?.lastMutationId).toBe(made);
    }
    // Each rejection reached the device's "needs attention" list.
    const rejected = (await d.db.rejected.toArray()).map((r) => r.mutationId).sort((x, y) => x - y);
    const errors = committed.filter((m) => m.deviceId === syncDeviceId && m.status === 'error').map((m) => m.id);
    expect(rejected, `${d.name} rejected`).toEqual(errors);
  }
  expect(committed.every((m) => syncIds.includes(m.deviceId))).toBe(true);
  return syncIds;
}

/** Replaying the committed mutations on the model gives the server's answers, and each table the model holds is the server's rows of the space. */
async function checkModel(w: World, committed: AppliedMutation[], syncIds: (string | undefined)[]) {
  const noMarks = { trainerReadId: null, trainerReadAt: null, clientReadId: null, clientReadAt: null };
  const model = new SyncModel(w.clientIds, { clients: w.initialClients, sessions: w.workouts.sessions, conversations: Object.fromEntries(w.clientIds.map((id) => [id, { clientId: id, ...noMarks }])) });
  expect(model.apply(w.actors[0]!, 'exerciseLog.create', w.workouts.logCreates[0]!)).toEqual({ status: 'ok' });
  expect(model.apply(w.actors[2]!, 'exerciseLog.create', w.workouts.logCreates[1]!)).toEqual({ status: 'ok' });
  for (const m of committed) {
    const actor = w.actors[syncIds.indexOf(m.deviceId)]!;
    const expected = model.apply(actor, m.name, m.args as Record<string, unknown>, m.hlc);
    const got = { id: m.id, status: m.status, code: m.status === 'error' ? codeOf(m.error) : undefined };
    const want = { id: m.id, status: expected.status, code: expected.status === 'error' ? expected.code : undefined };
    expect(got, `mutation ${m.name} ${JSON.stringify(m.args)}`).toEqual(want);
  }
  // In the fields the model knows.
  for (const [name, rows] of model.tables) {
    const table = SERVER_TABLES[name as keyof typeof SERVER_TABLES];
    const spaceColumn = (table as unknown as Record<string, PgColumn>)[entityNamed(name)!.space]!;
    const server = (await w.backend.ctx.db.select().from(table).where(eq(spaceColumn, w.trainer.id))) as Record<string, unknown>[];
    const fields = new Set([...rows.values()].flatMap((r) => Object.keys(r)));
    expect(Object.fromEntries(server.map((r) => [r.id, modelFields(r, fields)])), name).toEqual(Object.fromEntries(rows));
  }
}

/** However many devices filled a day, each planned meal is logged at most once that day, under its pivot's id for the day. */
async function checkAutoPopulated(w: World) {
  const serverMealLogs = await w.backend.ctx.db.select().from(mealLogs).where(eq(mealLogs.spaceId, w.trainer.id));
  const perDaySlot = new Map<string, number>();
  for (const x of serverMealLogs.filter((l) => l.mealId !== null)) {
    const key = `${x.loggedAt.toISOString().slice(0, 10)} ${x.slot}`;
    perDaySlot.set(key, (perDaySlot.get(key) ?? 0) + 1);
    expect(w.mealPlan.pivotIds.map((p) => autoPopulatedLogId(w.linked.clientId, key.slice(0, 10), p))).toContain(x.id);
  }
  for (const [key, count] of perDaySlot) expect(count, `auto-populated logs of ${key}`).toBeLessThanOrEqual(w.mealPlan.perSlot[key.split(' ')[1]!]!);
}

/**
 * Each device shows exactly the server's view for its user, in every
 * declared entity. The view is read once per user: both of a user's devices
 * must hold the same one.
 */
async function checkViews(w: World) {
  const db = w.backend.ctx.db;
  const window = syncWindow(Date.now());
  const views = new Map<string, Promise<Record<string, unknown[]>>>();
  const viewOf = async (userId: string) => {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    const authUser: AuthUser = { id: u!.id, name: u!.name, email: u!.email, role: u!.role, language: u!.language, registrationStatus: u!.registrationStatus, emailVerifiedAt: u!.emailVerifiedAt, timeZone: u!.timeZone };
    return expectedView(db, await resolveViewer(db, authUser), w.trainer.id, window);
  };
  for (const [i, d] of w.devices.entries()) {
    const userId = w.actors[i]!.role === 'trainer' ? w.trainer.id : w.linked.user.id;
    if (!views.has(userId)) views.set(userId, viewOf(userId));
    expect(await deviceView(d.db), `${d.name} view`).toEqual(await views.get(userId));
  }
}

/** A server row in the model's terms: the fields it knows (instants as ISO strings) and whether the row is deleted. */
function modelFields(r: Record<string, unknown>, fields: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = f === 'deleted' ? r.deletedAt !== null : r[f] instanceof Date ? (r[f] as Date).toISOString() : r[f];
  return out;
}
