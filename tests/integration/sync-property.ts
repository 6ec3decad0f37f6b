import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_GOALS } from '../../domain/clients/mutations';
import { DAY_MS, syncWindow } from '../../domain/protocol/window';
import type { AuthUser } from '../../server/context';
import { clients, exerciseLogs, exerciseSets, mealLogs, syncDevices, trainingSessions, users, weightLogs } from '../../server/db/schema';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { setPullOverrides } from '../../server/replication/pull';
import { setPushHooks, type AppliedMutation } from '../../server/replication/push';
import { getMeta } from '../../replica/meta';
import type { FetchLike } from '../../replica/http';
import { makeClient, makeTrainer } from './sync-fixtures';
import { deviceView, expectedView, makeDevice, startBackend, type Backend, type Device } from './sync-harness';
import { resolveViewer } from '../../server/replication/viewer';
import { SET_TYPES, type SetType } from '../../domain/workouts/rows';
import { codeOf, SyncModel, type ModelActor, type ModelSession } from './sync-model';
import { entityNamed } from '../../domain/entities';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { autoPopulateOnDevice } from '../../src/features/meal-log/autoPopulateOnDevice';
import { autoPopulatedLogId } from '../../domain/meals/auto-populate';

/**
 * Property: whatever happens to the network and the server, once every
 * device syncs until quiet, each device holds exactly what the server shows
 * its user, the server processed every mutation exactly once in per-device
 * order, and the server's data equals a reference model replaying those
 * mutations in commit order where each field keeps its latest edit by edit
 * time, whatever order the devices reconnected in (so no accepted write was
 * lost, doubled or silently overwritten by an older one).
 *
 * The devices are two of the trainer's and two phones of one client, all
 * logging one solo and one in-person session offline (issue #14): every set
 * created exists once unless deleted, a deleted set or log stays deleted
 * (a log takes its sets), each set field keeps its latest edit by hybrid
 * clock, progress only moves forward, and whoever does not log a session
 * (docs/rules/workouts.md "Who logs") is refused and leaves nothing behind. Meal logs (issue #10) are
 * created, ticked, edited and deleted on every device, and auto-populated
 * from the linked client's meal plan on whichever device holds it, often the
 * same day on two devices offline: no planned meal is ever logged twice.
 *
 * SYNC_PROPERTY_RUNS (per database; default 50, CI 250), SYNC_PROPERTY_SEED and
 * SYNC_PROPERTY_PATH (both printed by fast-check on failure) reproduce a run.
 */
const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 50);
const SEED = process.env.SYNC_PROPERTY_SEED ? Number(process.env.SYNC_PROPERTY_SEED) : undefined;
const PATH = process.env.SYNC_PROPERTY_PATH || undefined;

type Fault = 'loseRequest' | 'loseResponse' | 'duplicate' | 'delay';
type Action =
  | { kind: 'create'; dev: number; client: number; weight: number; day: number; notes?: string }
  | { kind: 'update'; dev: number; pick: number; weight: number | null; day: number | null; notes?: string }
  | { kind: 'delete'; dev: number; pick: number }
  | { kind: 'editClient'; dev: number; client: number; field: string; value: number }
  | { kind: 'logSet'; dev: number; other?: true; log: number; reps: number; weight: number }
  | { kind: 'editSet'; dev: number; other?: true; pick: number; reps?: number; weight?: number; setType?: SetType; done?: number }
  | { kind: 'deleteSet'; dev: number; other?: true; pick: number }
  | { kind: 'createLog'; dev: number; other?: true }
  | { kind: 'editLog'; dev: number; other?: true; pick: number; notes: string }
  | { kind: 'deleteLog'; dev: number; other?: true; pick: number }
  | { kind: 'progress'; dev: number; session: number; event: 'start' | 'complete' }
  | { kind: 'meal'; dev: number; client: number; day: number; calories: number; completed: boolean }
  | { kind: 'editMeal'; dev: number; pick: number; calories?: number; completed?: boolean; waterMl?: number }
  | { kind: 'deleteMeal'; dev: number; pick: number }
  | { kind: 'autoPopulate'; dev: number; day: number }
  | { kind: 'sync'; dev: number }
  | { kind: 'syncAll' }
  | { kind: 'fault'; dev: number; fault: Fault }
  | { kind: 'deliver' }
  | { kind: 'transient'; dev: number };

const TRAINER_DEVICES = [0, 1];
/** The session each device logs in: the in-person one (index 1) for the trainer's, the solo one (index 0) for the client's. */
const loggedSession = (dev: number) => (TRAINER_DEVICES.includes(dev) ? 1 : 0);
/** trainer-a, trainer-b, and two phones of the linked client (client-a, client-b). */
const DEVICE_COUNT = 4;

const FIELD_VALUES: Record<string, unknown[]> = {
  name: ['Anna', 'Boris', 'Cyril'],
  age: [25, 31, 47],
  goal: [...CLIENT_GOALS.slice(0, 3), 'Run a marathon'],
  heightCm: [160.5, 172, 181.2],
  hourlyRate: [0, 25.5, 40],
  notes: ['Knee injury', '', 'Prefers mornings'],
  status: ['active', 'pending', 'personal'],
  email: ['anna@example.com', ''],
  currency: ['EUR', 'CZK'],
};

const dev = fc.integer({ min: 0, max: DEVICE_COUNT - 1 });
const weight = fc.integer({ min: 300, max: 2000 }).map((n) => n / 10);
/** Mostly days near today; sometimes outside the sync window (120 back, 90 ahead). */
const day = fc.oneof({ weight: 9, arbitrary: fc.integer({ min: -20, max: 5 }) }, { weight: 1, arbitrary: fc.constantFrom(-200, -121, 92, 150) });
/** Mostly left out (the device's own session); one time in five, true. */
const other = fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant(true as const) });
const notes = fc.option(fc.constantFrom('', '  felt good ', 'after run'), { nil: undefined });

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), dev, client: fc.nat(2), weight, day, notes }, { requiredKeys: ['kind', 'dev', 'client', 'weight', 'day'] }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { kind: fc.constant('update' as const), dev, pick: fc.nat(40), weight: fc.option(weight, { nil: null }), day: fc.option(day, { nil: null }), notes },
      { requiredKeys: ['kind', 'dev', 'pick', 'weight', 'day'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), dev, pick: fc.nat(40) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('editClient' as const),
      dev: fc.constantFrom(...TRAINER_DEVICES),
      client: fc.nat(1),
      field: fc.constantFrom(...Object.keys(FIELD_VALUES)),
      value: fc.nat(2),
    }),
  },
  // Exercise logs and sets of a solo session (the client's phones log) and an in-person one (the trainer's devices log).
  // Each device works in the session it logs in; with `other: true` in the other one, and is refused there.
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('logSet' as const), dev, other, log: fc.nat(3), reps: fc.integer({ min: 1, max: 20 }), weight }) },
  {
    weight: 5,
    arbitrary: fc.record(
      { kind: fc.constant('editSet' as const), dev, other, pick: fc.nat(40), reps: fc.integer({ min: 1, max: 20 }), weight, setType: fc.constantFrom(...SET_TYPES), done: fc.nat(2) },
      { requiredKeys: ['kind', 'dev', 'other', 'pick'] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteSet' as const), dev, other, pick: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('createLog' as const), dev, other }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('editLog' as const), dev, other, pick: fc.nat(40), notes: fc.constantFrom('', 'slow eccentric', 'left shoulder sore') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteLog' as const), dev, other, pick: fc.nat(40) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('progress' as const), dev, session: fc.nat(1), event: fc.constantFrom('start' as const, 'complete' as const) }) },
  // Meal logs: logged by hand (a trainer for a client of theirs, a client for themselves), or a day filled from the plan.
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('meal' as const), dev, client: fc.nat(2), day, calories: fc.constantFrom(0, 296, 440.5), completed: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record(
      { kind: fc.constant('editMeal' as const), dev, pick: fc.nat(40), calories: fc.constantFrom(150, 600), completed: fc.boolean(), waterMl: fc.constantFrom(0, 250, 500) },
      { requiredKeys: ['kind', 'dev', 'pick'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteMeal' as const), dev, pick: fc.nat(40) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('autoPopulate' as const), dev, day: fc.integer({ min: -1, max: 0 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), dev }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'syncAll' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fault' as const), dev, fault: fc.constantFrom<Fault>('loseRequest', 'loseResponse', 'duplicate', 'delay') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'deliver' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transient' as const), dev }) },
);

/** Actions plus, in one run of ten, a server restart after action number `restartAt`. */
const scenarioArb = fc.record({
  actions: fc.array(actionArb, { minLength: 1, maxLength: 24 }),
  restartAt: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat(24) }),
});

/** Network between the devices and the server, with scripted faults per device. */
class FaultyNetwork {
  private readonly queues = new Map<number, Fault[]>();
  private delayed: (() => Promise<void>)[] = [];
  constructor(private readonly backend: Backend) {}
  inject(dev: number, fault: Fault) {
    const q = this.queues.get(dev) ?? [];
    q.push(fault);
    this.queues.set(dev, q);
  }
  clearFaults() {
    this.queues.clear();
  }
  async deliverOne() {
    await this.delayed.shift()?.();
  }
  async deliverAll() {
    while (this.delayed.length) await this.deliverOne();
  }
  fetchFor(devIndex: number): FetchLike {
    return async (url, init) => {
      const send = () => this.backend.fetch(url, init);
      const fault = this.queues.get(devIndex)?.shift();
      switch (fault) {
        case undefined:
          return send();
        case 'loseRequest':
          throw new TypeError('fetch failed: request lost');
        case 'loseResponse': {
          await (await send()).arrayBuffer();
          throw new TypeError('fetch failed: response lost');
        }
        case 'duplicate': {
          const [a, b] = await Promise.all([send(), send()]);
          await b.arrayBuffer();
          return a;
        }
        case 'delay':
          // Arrives later, after newer requests: out-of-order delivery.
          this.delayed.push(async () => void (await (await send()).arrayBuffer()));
          throw new TypeError('fetch failed: timed out');
      }
    };
  }
}

/** The property on one database: a test file per database, so the two run side by side on two workers. */
export function syncPropertySuite(kind: 'pglite' | 'postgres', file: string) {
  describe(`sync property on ${kind}`, () => {
    let backend: Backend;
    let committed: AppliedMutation[] = [];
    const transientFor = new Set<string>();

    beforeAll(async () => {
      backend = await startBackend(kind);
      backend.onRestart((ctx) => {
        // Tiny pages: most pulls span several, often cut inside one version.
        setPullOverrides(ctx, { pageSize: 3 });
        setPushHooks(ctx, {
          afterMutation(m) {
            if (transientFor.delete(m.deviceId)) throw new Error('injected: database connection lost');
          },
          committed(applied) {
            committed.push(...applied);
          },
        });
      });
    });
    afterAll(async () => {
      await backend?.close();
    });

    /** Pushes mutations in one batch from a device of its own, as set-up; each must succeed. */
    async function push(token: string, ...mutations: [name: string, args: unknown][]) {
      const res = await backend.fetch('http://repwise.test/api/sync/push', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: mutations.map(([name, args], i) => ({ id: i + 1, name, args })) }),
      });
      expect(((await res.json()) as { results: { status: string }[] }).results.map((r) => r.status)).toEqual(mutations.map(() => 'ok'));
    }

    /**
     * The linked client's meal plan, assigned by the trainer, one day repeated
     * from two days ago: breakfast, lunch and two snacks. Answers the plan and
     * how many meals each slot has.
     */
    async function mealPlanSetup(trainerToken: string, clientId: string, now: number) {
      const [oats, chicken, template, plan] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
      const pivots = [['breakfast', oats], ['lunch', chicken], ['snacks', oats], ['snacks', oats]].map(([slot, mealId]) => ({ id: uuidv7(), slot: slot!, mealId: mealId! }));
      const idMap = Object.fromEntries([oats, chicken, ...pivots.map((p) => p.id)].map((id) => [id, uuidv7()]));
      await push(
        trainerToken,
        ['meal.create', { id: oats, title: 'Oats', ingredients: [{ ingredientId: 'oats', amount: 60, unit: 'g' }] }],
        ['meal.create', { id: chicken, title: 'Chicken and rice', ingredients: [{ ingredientId: 'chicken-breast', amount: 200, unit: 'g' }, { ingredientId: 'rice-white', amount: 80, unit: 'g' }] }],
        ['mealPlan.create', { id: template, title: 'Every day', days: 1 }],
        ...pivots.map((p): [string, unknown] => ['mealPlanMeal.add', { id: p.id, mealPlanId: template, mealId: p.mealId, day: 1, slot: p.slot }]),
        ['mealPlan.assign', { templateId: template, clientId, newPlanId: plan, idMap, startsOn: new Date(now - 2 * DAY_MS).toISOString().slice(0, 10) }],
      );
      const perSlot: Record<string, number> = {};
      for (const p of pivots) perSlot[p.slot] = (perSlot[p.slot] ?? 0) + 1;
      return { planId: plan, pivotIds: pivots.map((p) => idMap[p.id]!), perSlot };
    }

    /**
     * Where the scenario logs: a solo session of the linked client (planned by
     * the trainer) with one exercise log the client made, and an in-person
     * session with one log the trainer made. Returned as the model's start.
     */
    async function workoutSetup(trainerToken: string, clientToken: string, clientId: string, now: string) {
      const [solo, inPerson, soloLog, inPersonLog] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
      const date = now.slice(0, 10);
      const session = { clientIds: [clientId], planByClient: { [clientId]: null }, date, time: '12:00', durationMinutes: 60 };
      const trainerLog = { id: inPersonLog, sessionId: inPerson, exerciseId: 'barbell-bench-press', order: 0, loggedAt: now };
      const clientLog = { id: soloLog, sessionId: solo, exerciseId: 'barbell-bench-press', order: 0, loggedAt: now };
      await push(
        trainerToken,
        ['session.create', { id: solo, title: 'Solo', type: 'solo', ...session }],
        ['session.create', { id: inPerson, title: 'In person', type: 'in_person', ...session }],
        ['exerciseLog.create', trainerLog],
      );
      await push(clientToken, ['exerciseLog.create', clientLog]);
      const fresh = { clientIds: [clientId], progressStatus: 'not_started' as const };
      return {
        sessionIds: [solo, inPerson],
        logIds: [soloLog, inPersonLog],
        sessions: { [solo]: { type: 'solo', ...fresh }, [inPerson]: { type: 'in_person', ...fresh } } satisfies Record<string, ModelSession>,
        /** The logs' creates, for the model to replay: [by the trainer, by the client]. */
        logCreates: [trainerLog, clientLog],
      };
    }

    async function runScenario({ actions, restartAt }: { actions: Action[]; restartAt: number | null }) {
      const db = () => backend.ctx.db;
      const trainer = await makeTrainer(db());
      const c1 = await makeClient(db(), trainer.id, { withUser: true, name: 'Linked' });
      const c2 = await makeClient(db(), trainer.id, { name: 'Unlinked' });
      const clientIds = [c1.clientId, c2.clientId];
      const net = new FaultyNetwork(backend);
      const devices: Device[] = [
        makeDevice('trainer-a', trainer.id, trainer.token, net.fetchFor(0)),
        makeDevice('trainer-b', trainer.id, trainer.token, net.fetchFor(1)),
        makeDevice('client-a', c1.user!.id, c1.user!.token, net.fetchFor(2)),
        makeDevice('client-b', c1.user!.id, c1.user!.token, net.fetchFor(3)),
      ];
      const linked: ModelActor = { role: 'client', ownClientId: c1.clientId };
      const actors: ModelActor[] = [{ role: 'trainer' }, { role: 'trainer' }, linked, linked];
      const createdIds: string[] = [];
      /** Sets and exercise logs made, by session (index of workouts.sessionIds). */
      const setIds: string[][] = [[], []];
      const now = Date.now();
      const workouts = await workoutSetup(trainer.token, c1.user!.token, c1.clientId, new Date(now).toISOString());
      const logIds = workouts.logIds.map((id) => [id]);
      const mealPlan = await mealPlanSetup(trainer.token, c1.clientId, now);
      /** Meal logs made, by hand or auto-populated (ids may repeat: two devices filling one day). */
      const mealLogIds: string[] = [];
      const sessionOf = (a: { dev: number; other?: true }) => (a.other ? 1 : 0) ^ loggedSession(a.dev);
      const pickIn = (ids: string[], n: number) => ids[n % Math.max(1, ids.length)];
      const at = (d: number) => new Date(now + d * DAY_MS).toISOString();
      /** A set's completion: not done, done now, done a minute later. */
      const completions = [null, at(0), new Date(now + 60_000).toISOString()];
      const initialClients = Object.fromEntries(
        (await db().select().from(clients).where(inArray(clients.id, clientIds))).map((c) => [c.id, pickFields(c)]),
      );
      committed = [];

      try {
        for (const [i, a] of actions.entries()) {
          if (restartAt === i) await backend.restart();
          await perform(a);
        }
        await settle();
        await check();
      } finally {
        for (const d of devices) d.close();
      }

      async function perform(a: Action) {
        const device = devices[('dev' in a ? a.dev : 0)]!;
        const pick = (n: number) => createdIds[n % Math.max(1, createdIds.length)];
        switch (a.kind) {
          case 'create': {
            const id = uuidv7();
            createdIds.push(id);
            const clientId = a.client === 2 ? undefined : clientIds[a.client];
            await device.engine.mutate('weightLog.create', { id, clientId, weightKg: a.weight, loggedAt: at(a.day), notes: a.notes });
            return;
          }
          case 'update': {
            const id = pick(a.pick);
            if (!id) return;
            await device.engine.mutate('weightLog.update', {
              id,
              ...(a.weight !== null ? { weightKg: a.weight } : {}),
              ...(a.day !== null ? { loggedAt: at(a.day) } : {}),
              ...(a.notes !== undefined ? { notes: a.notes } : {}),
            });
            return;
          }
          case 'delete': {
            const id = pick(a.pick);
            if (id) await device.engine.mutate('weightLog.delete', { id });
            return;
          }
          case 'logSet': {
            const id = uuidv7();
            const session = sessionOf(a);
            setIds[session]!.push(id);
            const exerciseLogId = pickIn(logIds[session]!, a.log)!;
            await device.engine.mutate('set.create', { id, exerciseLogId, order: setIds[session]!.length, setType: 'working', reps: a.reps, weightKg: a.weight, completedAt: at(0) });
            return;
          }
          case 'editSet': {
            const id = pickIn(setIds[sessionOf(a)]!, a.pick);
            const { reps, weight: weightKg, setType, done } = a;
            const fields = { reps, weightKg, setType, completedAt: done === undefined ? undefined : completions[done] };
            const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
            if (!id || !Object.keys(patch).length) return;
            await device.engine.mutate('set.update', { id, ...patch });
            return;
          }
          case 'deleteSet': {
            const id = pickIn(setIds[sessionOf(a)]!, a.pick);
            if (id) await device.engine.mutate('set.delete', { id });
            return;
          }
          case 'createLog': {
            const id = uuidv7();
            const session = sessionOf(a);
            logIds[session]!.push(id);
            await device.engine.mutate('exerciseLog.create', { id, sessionId: workouts.sessionIds[session]!, exerciseId: 'barbell-bench-press', order: logIds[session]!.length, loggedAt: at(0) });
            return;
          }
          case 'editLog':
            await device.engine.mutate('exerciseLog.update', { id: pickIn(logIds[sessionOf(a)]!, a.pick)!, notes: a.notes });
            return;
          case 'deleteLog':
            await device.engine.mutate('exerciseLog.delete', { id: pickIn(logIds[sessionOf(a)]!, a.pick)! });
            return;
          case 'meal': {
            const id = uuidv7();
            mealLogIds.push(id);
            const clientId = a.client === 2 ? undefined : clientIds[a.client];
            await device.engine.mutate('mealLog.create', { id, clientId, loggedAt: at(a.day), wasCompleted: a.completed, calories: a.calories, protein: 10, carbs: 20, fat: 5 });
            return;
          }
          case 'editMeal': {
            const id = pickIn(mealLogIds, a.pick);
            const patch = Object.fromEntries(Object.entries({ calories: a.calories, wasCompleted: a.completed, waterMl: a.waterMl }).filter(([, v]) => v !== undefined));
            if (id && Object.keys(patch).length) await device.engine.mutate('mealLog.update', { id, ...patch });
            return;
          }
          case 'deleteMeal': {
            const id = pickIn(mealLogIds, a.pick);
            if (id) await device.engine.mutate('mealLog.delete', { id });
            return;
          }
          case 'autoPopulate': {
            // What the day view does: fill the day from what this device holds (nothing before its first pull of the plan).
            const { creates } = await autoPopulateOnDevice(device.db, { mealPlanId: mealPlan.planId, date: at(a.day).slice(0, 10), timeZone: 'UTC' });
            for (const create of creates) {
              mealLogIds.push(create.id);
              await device.engine.mutate('mealLog.create', create);
            }
            return;
          }
          case 'progress':
            await device.engine.mutate('session.progress', { id: workouts.sessionIds[a.session]!, event: a.event });
            return;
          case 'editClient':
            await device.engine.mutate('client.update', { id: clientIds[a.client]!, fields: { [a.field]: FIELD_VALUES[a.field]![a.value % FIELD_VALUES[a.field]!.length] } });
            return;
          case 'sync':
            await device.engine.sync();
            return;
          case 'syncAll':
            await Promise.all(devices.map((d) => d.engine.sync()));
            return;
          case 'fault':
            net.inject(a.dev, a.fault);
            return;
          case 'deliver':
            await net.deliverOne();
            return;
          case 'transient': {
            const id = await getMeta(device.db, 'deviceId');
            if (id) transientFor.add(id);
            return;
          }
        }
      }

      async function settle() {
        net.clearFaults();
        transientFor.clear();
        await net.deliverAll();
        for (let round = 0; ; round++) {
          expect(round, 'devices did not settle').toBeLessThan(6);
          let quiet = true;
          for (const d of devices) {
            const hadWork = (await d.db.outbox.count()) > 0;
            const outcome = await d.engine.sync();
            if (outcome !== 'ok' || hadWork) quiet = false;
          }
          if (quiet) return;
        }
      }

      async function check() {
        // Every mutation of every device reached the server exactly once, in order.
        const syncIds: (string | undefined)[] = [];
        for (const d of devices) {
          const syncDeviceId = await getMeta(d.db, 'deviceId');
          syncIds.push(syncDeviceId);
          const made = (await getMeta(d.db, 'lastLocalMutationId')) ?? 0;
          expect(await d.db.outbox.count(), `${d.name} outbox`).toBe(0);
          expect(await d.db.pendingRows.count(), `${d.name} pending rows`).toBe(0);
          if (!syncDeviceId) continue;
          const ids = committed.filter((m) => m.deviceId === syncDeviceId).map((m) => m.id);
          expect(ids, `${d.name} processed ids`).toEqual(Array.from({ length: made }, (_, i) => i + 1));
          if (made) {
            const [state] = await db().select().from(syncDevices).where(eq(syncDevices.deviceId, syncDeviceId));
            expect(state?.lastMutationId).toBe(made);
          }
          // Each rejection reached the device's "needs attention" list.
          const rejected = (await d.db.rejected.toArray()).map((r) => r.mutationId).sort((x, y) => x - y);
          const errors = committed.filter((m) => m.deviceId === syncDeviceId && m.status === 'error').map((m) => m.id);
          expect(rejected, `${d.name} rejected`).toEqual(errors);
        }
        expect(committed.every((m) => syncIds.includes(m.deviceId))).toBe(true);

        // Replaying the committed mutations on the model gives the server's answers and data.
        const model = new SyncModel(clientIds, { clients: initialClients, sessions: workouts.sessions });
        expect(model.apply(actors[0]!, 'exerciseLog.create', workouts.logCreates[0]!)).toEqual({ status: 'ok' });
        expect(model.apply(linked, 'exerciseLog.create', workouts.logCreates[1]!)).toEqual({ status: 'ok' });
        for (const m of committed) {
          const actor = actors[syncIds.indexOf(m.deviceId)]!;
          const expected = model.apply(actor, m.name, m.args as Record<string, unknown>, m.hlc);
          const got = { id: m.id, status: m.status, code: m.status === 'error' ? codeOf(m.error) : undefined };
          const want = { id: m.id, status: expected.status, code: expected.status === 'error' ? expected.code : undefined };
          expect(got, `mutation ${m.name} ${JSON.stringify(m.args)}`).toEqual(want);
        }
        // Each table the model holds is the server's rows of the space, in the fields the model knows.
        for (const [name, rows] of model.tables) {
          const table = SERVER_TABLES[name as keyof typeof SERVER_TABLES];
          const spaceColumn = (table as unknown as Record<string, PgColumn>)[entityNamed(name)!.space]!;
          const server = (await db().select().from(table).where(eq(spaceColumn, trainer.id))) as Record<string, unknown>[];
          const fields = new Set([...rows.values()].flatMap((r) => Object.keys(r)));
          expect(Object.fromEntries(server.map((r) => [r.id, modelFields(r, fields)])), name).toEqual(Object.fromEntries(rows));
        }
        const serverMealLogs = await db().select().from(mealLogs).where(eq(mealLogs.spaceId, trainer.id));
        // However many devices filled a day, each planned meal is logged at most once that day, under its pivot's id for the day.
        const filled = serverMealLogs.filter((x) => x.mealId !== null);
        const perDaySlot = new Map<string, number>();
        for (const x of filled) {
          const key = `${x.loggedAt.toISOString().slice(0, 10)} ${x.slot}`;
          perDaySlot.set(key, (perDaySlot.get(key) ?? 0) + 1);
          expect(mealPlan.pivotIds.map((p) => autoPopulatedLogId(c1.clientId, key.slice(0, 10), p))).toContain(x.id);
        }
        for (const [key, count] of perDaySlot) expect(count, `auto-populated logs of ${key}`).toBeLessThanOrEqual(mealPlan.perSlot[key.split(' ')[1]!]!);

        // Each device shows exactly the server's view for its user, in every declared entity.
        const window = syncWindow(Date.now());
        for (const [i, d] of devices.entries()) {
          const actor = actors[i]!;
          const userId = actor.role === 'trainer' ? trainer.id : c1.user!.id;
          const [u] = await db().select().from(users).where(eq(users.id, userId));
          const authUser: AuthUser = { id: u!.id, name: u!.name, email: u!.email, role: u!.role, language: u!.language, registrationStatus: u!.registrationStatus, emailVerifiedAt: u!.emailVerifiedAt, timeZone: u!.timeZone };
          expect(await deviceView(d.db), `${d.name} view`).toEqual(await expectedView(db(), await resolveViewer(db(), authUser), trainer.id, window));
        }

      }
    }

    it(
      `devices converge to the server and no accepted write is lost (${RUNS} runs)`,
      async () => {
        const out = await fc.check(fc.asyncProperty(scenarioArb, runScenario), { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: !!PATH });
        if (out.failed) {
          const how = `SYNC_PROPERTY_SEED=${out.seed} SYNC_PROPERTY_PATH=${out.counterexamplePath ?? ''} npx vitest run --project integration ${file}`;
          // The report leaves out what the shrunk scenario broke: which check, and how.
          const e = out.errorInstance as { message?: string; actual?: unknown; expected?: unknown };
          const values = 'expected' in Object(e) ? `\n  got:  ${JSON.stringify(e.actual)}\n  want: ${JSON.stringify(e.expected)}` : '';
          const broke = `${e?.message ?? String(e)}${values}`.slice(0, 4000);
          throw new Error(`${await fc.asyncDefaultReportMessage(out)}\n\nIt broke:\n${broke}\n\nReproduce with:\n  ${how}`);
        }
      },
      Math.max(60_000, RUNS * 6_000),
    );
  });
}

/** The server's tables of the entities the scenario writes, which the model holds. */
const SERVER_TABLES = { clients, weightLogs, sessions: trainingSessions, exerciseLogs, exerciseSets, mealLogs };

/** A server row in the model's terms: the fields it knows (instants as ISO strings) and whether the row is deleted. */
function modelFields(r: Record<string, unknown>, fields: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = f === 'deleted' ? r.deletedAt !== null : r[f] instanceof Date ? (r[f] as Date).toISOString() : r[f];
  return out;
}

function pickFields(c: typeof clients.$inferSelect): Record<string, unknown> {
  const { name, email, age, goal, heightCm, weightKg, allergies, intolerances, hourlyRate, currency, notes, status } = c;
  return { name, email, age, goal, heightCm, weightKg, allergies, intolerances, hourlyRate, currency, notes, status };
}
