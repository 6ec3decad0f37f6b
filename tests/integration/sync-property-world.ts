import { inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { DAY_MS } from '../../domain/protocol/window';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { clients } from '../../server/db/schema';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';
import { makeDevice, type Backend, type Device } from './sync-harness';
import type { ModelActor, ModelSession } from './sync-model';
import { FaultyNetwork } from './sync-property-network';

/**
 * What one run of the sync property test starts from: a trainer with a
 * linked client (two phones) and an unlinked one, a solo and an in-person
 * session with a log each, the linked client's meal plan, and the four
 * devices, empty, behind a faulty network. The ids the run creates are kept
 * here too, for later actions to pick from.
 */
export interface World {
  backend: Backend;
  trainer: Actor;
  /** The linked client's record and user. */
  linked: { clientId: string; user: Actor };
  /** [linked, unlinked] */
  clientIds: string[];
  net: FaultyNetwork;
  /** trainer-a, trainer-b, client-a, client-b */
  devices: Device[];
  /** Each device's user, in the model's terms. */
  actors: ModelActor[];
  workouts: Awaited<ReturnType<typeof workoutSetup>>;
  mealPlan: Awaited<ReturnType<typeof mealPlanSetup>>;
  /** The clients' fields before the run, the model's start. */
  initialClients: Record<string, Record<string, unknown>>;
  now: number;
  /** Weight logs made. */
  createdIds: string[];
  /** Sets made, by session (index of workouts.sessionIds). */
  setIds: string[][];
  /** Exercise logs, by session. */
  logIds: string[][];
  /** Meal logs made, by hand or auto-populated (ids may repeat: two devices filling one day). */
  mealLogIds: string[];
  /** Messages sent, in writing order, with their conversation and the time written. */
  messages: { id: string; conversationId: string; writtenAt: string }[];
  /** Each side's latest read (its arguments), for a retry to make again. */
  reads: Map<'trainer' | 'client', { id: string; messageId: string; writtenAt: string }>;
  /** The furthest read mark the server has shown, by conversation and side ("<conversation> <side>"). */
  serverMarks: Map<string, { id: string; at: string }>;
}

export async function makeWorld(backend: Backend): Promise<World> {
  const db = backend.ctx.db;
  const trainer = await makeTrainer(db);
  const c1 = await makeClient(db, trainer.id, { withUser: true, name: 'Linked' });
  const c2 = await makeClient(db, trainer.id, { name: 'Unlinked' });
  const user = c1.user!;
  const clientIds = [c1.clientId, c2.clientId];
  const net = new FaultyNetwork(backend);
  const devices: Device[] = [
    makeDevice('trainer-a', trainer.id, trainer.token, net.fetchFor(0)),
    makeDevice('trainer-b', trainer.id, trainer.token, net.fetchFor(1)),
    makeDevice('client-a', user.id, user.token, net.fetchFor(2)),
    makeDevice('client-b', user.id, user.token, net.fetchFor(3)),
  ];
  const linkedActor: ModelActor = { role: 'client', ownClientId: c1.clientId };
  const now = Date.now();
  const workouts = workoutSetup(c1.clientId, new Date(now).toISOString());
  const mealPlan = mealPlanSetup(c1.clientId, now);
  // The trainer's set-up in one push, the client's log in another.
  await push(backend, trainer.token, ...workouts.trainerMutations, ...mealPlan.mutations);
  await push(backend, user.token, ...workouts.clientMutations);
  const initialClients = Object.fromEntries((await db.select().from(clients).where(inArray(clients.id, clientIds))).map((c) => [c.id, pickFields(c)]));
  return {
    backend,
    trainer,
    linked: { clientId: c1.clientId, user },
    clientIds,
    net,
    devices,
    actors: [{ role: 'trainer' }, { role: 'trainer' }, linkedActor, linkedActor],
    workouts,
    mealPlan,
    initialClients,
    now,
    createdIds: [],
    setIds: [[], []],
    logIds: workouts.logIds.map((id) => [id]),
    mealLogIds: [],
    messages: [],
    reads: new Map(),
    serverMarks: new Map(),
  };
}

type Mutation = [name: string, args: unknown];

/** Pushes mutations in one batch from a device of its own, as set-up; each must succeed. */
async function push(backend: Backend, token: string, ...mutations: Mutation[]) {
  const res = await backend.fetch('http://repwise.test/api/sync/push', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: mutations.map(([name, args], i) => ({ id: i + 1, name, args })) }),
  });
  expect(((await res.json()) as { results: { status: string }[] }).results.map((r) => r.status)).toEqual(mutations.map(() => 'ok'));
}

/**
 * The linked client's meal plan, assigned by the trainer, one day repeated
 * from two days ago: breakfast, lunch and two snacks. Answers the plan, its
 * pivots' ids and how many meals each slot has.
 */
function mealPlanSetup(clientId: string, now: number) {
  const [oats, chicken, template, plan] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  const pivots = [['breakfast', oats], ['lunch', chicken], ['snacks', oats], ['snacks', oats]].map(([slot, mealId]) => ({ id: uuidv7(), slot: slot!, mealId: mealId! }));
  const idMap = Object.fromEntries([oats, chicken, ...pivots.map((p) => p.id)].map((id) => [id, uuidv7()]));
  const mutations: Mutation[] = [
    ['meal.create', { id: oats, title: 'Oats', ingredients: [{ ingredientId: 'oats', amount: 60, unit: 'g' }] }],
    ['meal.create', { id: chicken, title: 'Chicken and rice', ingredients: [{ ingredientId: 'chicken-breast', amount: 200, unit: 'g' }, { ingredientId: 'rice-white', amount: 80, unit: 'g' }] }],
    ['mealPlan.create', { id: template, title: 'Every day', days: 1 }],
    ...pivots.map((p): Mutation => ['mealPlanMeal.add', { id: p.id, mealPlanId: template, mealId: p.mealId, day: 1, slot: p.slot }]),
    ['mealPlan.assign', { templateId: template, clientId, newPlanId: plan, idMap, startsOn: new Date(now - 2 * DAY_MS).toISOString().slice(0, 10) }],
    // The client's plan has copies of its own (idMap): the template and its meals go, and so leave every trainer device's
    // first download (tombstones of rows never sent are skipped), which tiny pages turn into two pages' worth less per device.
    ['mealPlan.delete', { id: template }],
    ['meal.delete', { id: oats }],
    ['meal.delete', { id: chicken }],
  ];
  const perSlot: Record<string, number> = {};
  for (const p of pivots) perSlot[p.slot] = (perSlot[p.slot] ?? 0) + 1;
  return { mutations, planId: plan, pivotIds: pivots.map((p) => idMap[p.id]!), perSlot };
}

/**
 * Where the scenario logs: a solo session of the linked client (planned by
 * the trainer) with one exercise log the client made, and an in-person
 * session with one log the trainer made. Returned as the model's start.
 */
function workoutSetup(clientId: string, now: string) {
  const [solo, inPerson, soloLog, inPersonLog] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  const date = now.slice(0, 10);
  const session = { clientIds: [clientId], planByClient: { [clientId]: null }, date, time: '12:00', durationMinutes: 60 };
  const trainerLog = { id: inPersonLog, sessionId: inPerson, exerciseId: 'barbell-bench-press', order: 0, loggedAt: now };
  const clientLog = { id: soloLog, sessionId: solo, exerciseId: 'barbell-bench-press', order: 0, loggedAt: now };
  const fresh = { clientIds: [clientId], progressStatus: 'not_started' as const };
  return {
    trainerMutations: [
      ['session.create', { id: solo, title: 'Solo', type: 'solo', ...session }],
      ['session.create', { id: inPerson, title: 'In person', type: 'in_person', ...session }],
      ['exerciseLog.create', trainerLog],
    ] satisfies Mutation[],
    clientMutations: [['exerciseLog.create', clientLog]] satisfies Mutation[],
    sessionIds: [solo, inPerson],
    logIds: [soloLog, inPersonLog],
    sessions: { [solo]: { type: 'solo', ...fresh }, [inPerson]: { type: 'in_person', ...fresh } } satisfies Record<string, ModelSession>,
    /** The logs' creates, for the model to replay: [by the trainer, by the client]. */
    logCreates: [trainerLog, clientLog],
  };
}

function pickFields(c: typeof clients.$inferSelect): Record<string, unknown> {
  const { name, email, age, goal, heightCm, weightKg, allergies, intolerances, hourlyRate, currency, notes, status } = c;
  return { name, email, age, goal, heightCm, weightKg, allergies, intolerances, hourlyRate, currency, notes, status };
}
