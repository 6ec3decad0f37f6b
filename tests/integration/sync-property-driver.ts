import { inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { DAY_MS } from '../../domain/protocol/window';
import { getMeta } from '../../replica/meta';
import { conversations } from '../../server/db/schema';
import { autoPopulateOnDevice } from '../../src/features/meal-log/autoPopulateOnDevice';
import { FIELD_VALUES, loggedSession, type Action } from './sync-property-actions';
import type { World } from './sync-property-world';

type Mark = { id: string; at: string };
const mark = (m: { id: string; writtenAt: string }): Mark => ({ id: m.id, at: m.writtenAt });
/** Whether mark `a` lies before `b` in thread order, nothing read before anything: written here apart from domain/messaging/thread.ts, which it checks. */
const behind = (a: Mark | null, b: Mark | null) => (!b ? false : !a ? true : a.at < b.at || (a.at === b.at && a.id < b.id));

/**
 * Plays a run's actions on its world: each device writes through its own
 * engine, syncs, or has its next request faulted. `transientFor` holds the
 * sync device ids whose next mutation the server fails as a lost database
 * connection (the suite's push hook).
 */
export function driver(w: World, transientFor: Set<string>) {
  const at = (d: number) => new Date(w.now + d * DAY_MS).toISOString();
  /** A set's completion: not done, done now, done a minute later. */
  const completions = [null, at(0), new Date(w.now + 60_000).toISOString()];
  const sessionOf = (a: { dev: number; other?: true }) => (a.other ? 1 : 0) ^ loggedSession(a.dev);
  const pickIn = (ids: string[], n: number) => ids[n % Math.max(1, ids.length)];

  async function perform(a: Action) {
    const device = w.devices['dev' in a ? a.dev : 0]!;
    switch (a.kind) {
      case 'create': {
        const id = uuidv7();
        w.createdIds.push(id);
        const clientId = a.client === 2 ? undefined : w.clientIds[a.client];
        await device.engine.mutate('weightLog.create', { id, clientId, weightKg: a.weight, loggedAt: at(a.day), notes: a.notes });
        return;
      }
      case 'update': {
        const id = pickIn(w.createdIds, a.pick);
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
        const id = pickIn(w.createdIds, a.pick);
        if (id) await device.engine.mutate('weightLog.delete', { id });
        return;
      }
      case 'logSet': {
        const id = uuidv7();
        const session = sessionOf(a);
        w.setIds[session]!.push(id);
        const exerciseLogId = pickIn(w.logIds[session]!, a.log)!;
        await device.engine.mutate('set.create', { id, exerciseLogId, order: w.setIds[session]!.length, setType: 'working', reps: a.reps, weightKg: a.weight, completedAt: at(0) });
        return;
      }
      case 'editSet': {
        const id = pickIn(w.setIds[sessionOf(a)]!, a.pick);
        const { reps, weight: weightKg, setType, done } = a;
        const fields = { reps, weightKg, setType, completedAt: done === undefined ? undefined : completions[done] };
        const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        if (!id || !Object.keys(patch).length) return;
        await device.engine.mutate('set.update', { id, ...patch });
        return;
      }
      case 'deleteSet': {
        const id = pickIn(w.setIds[sessionOf(a)]!, a.pick);
        if (id) await device.engine.mutate('set.delete', { id });
        return;
      }
      case 'createLog': {
        const id = uuidv7();
        const session = sessionOf(a);
        w.logIds[session]!.push(id);
        await device.engine.mutate('exerciseLog.create', { id, sessionId: w.workouts.sessionIds[session]!, exerciseId: 'barbell-bench-press', order: w.logIds[session]!.length, loggedAt: at(0) });
        return;
      }
      case 'editLog':
        await device.engine.mutate('exerciseLog.update', { id: pickIn(w.logIds[sessionOf(a)]!, a.pick)!, notes: a.notes });
        return;
      case 'deleteLog':
        await device.engine.mutate('exerciseLog.delete', { id: pickIn(w.logIds[sessionOf(a)]!, a.pick)! });
        return;
      case 'meal': {
        const id = uuidv7();
        w.mealLogIds.push(id);
        const clientId = a.client === 2 ? undefined : w.clientIds[a.client];
        await device.engine.mutate('mealLog.create', { id, clientId, loggedAt: at(a.day), wasCompleted: a.completed, calories: a.calories, protein: 10, carbs: 20, fat: 5 });
        return;
      }
      case 'editMeal': {
        const id = pickIn(w.mealLogIds, a.pick);
        const patch = Object.fromEntries(Object.entries({ calories: a.calories, wasCompleted: a.completed, waterMl: a.waterMl }).filter(([, v]) => v !== undefined));
        if (id && Object.keys(patch).length) await device.engine.mutate('mealLog.update', { id, ...patch });
        return;
      }
      case 'deleteMeal': {
        const id = pickIn(w.mealLogIds, a.pick);
        if (id) await device.engine.mutate('mealLog.delete', { id });
        return;
      }
      case 'autoPopulate': {
        // What the day view does: fill the day from what this device holds (nothing before its first pull of the plan).
        const { creates } = await autoPopulateOnDevice(device.db, { mealPlanId: w.mealPlan.planId, date: at(a.day).slice(0, 10), timeZone: 'UTC' });
        for (const create of creates) {
          w.mealLogIds.push(create.id);
          await device.engine.mutate('mealLog.create', create);
        }
        return;
      }
      case 'sendMsg': {
        const id = uuidv7();
        const conversationId = w.clientIds[a.client]!;
        const writtenAt = new Date().toISOString();
        w.messages.push({ id, conversationId, writtenAt });
        await device.engine.mutate('message.send', { id, conversationId, body: a.body, writtenAt });
        return;
      }
      case 'editMsg': {
        const m = w.messages[a.pick % Math.max(1, w.messages.length)];
        if (m) await device.engine.mutate('message.edit', { id: m.id, body: a.body, editedAt: new Date().toISOString() });
        return;
      }
      case 'removeMsg': {
        const m = w.messages[a.pick % Math.max(1, w.messages.length)];
        if (m) await device.engine.mutate('message.remove', { id: m.id, removedAt: new Date().toISOString() });
        return;
      }
      case 'readMsg': {
        // Any message sent, held here or not (refused when the server lacks it).
        const m = w.messages[a.pick % Math.max(1, w.messages.length)];
        if (m) await read(a.dev, { id: m.conversationId, messageId: m.id, writtenAt: m.writtenAt });
        return;
      }
      case 'readHeld':
      case 'readStale': {
        // A client's phone holds only its own conversation.
        const conversationId = w.clientIds[w.actors[a.dev]!.role === 'trainer' ? a.client : 0]!;
        const held = (await device.db.messages.where('conversationId').equals(conversationId).toArray()).sort((x, y) => (behind(mark(x), mark(y)) ? -1 : 1));
        const readOf = (m: (typeof held)[number] | undefined) => (m ? read(a.dev, { id: conversationId, messageId: m.id, writtenAt: m.writtenAt }) : undefined);
        if (a.kind === 'readStale') await readOf(held[held.length - 1]);
        await readOf(held[held.length - 1 - Math.min(a.back, held.length - 1)]);
        return;
      }
      case 'reread': {
        const last = w.reads.get(w.actors[a.dev]!.role);
        if (last) await read(a.dev, last);
        return;
      }
      case 'progress':
        await device.engine.mutate('session.progress', { id: w.workouts.sessionIds[a.session]!, event: a.event });
        return;
      case 'editClient':
        await device.engine.mutate('client.update', { id: w.clientIds[a.client]!, fields: { [a.field]: FIELD_VALUES[a.field]![a.value % FIELD_VALUES[a.field]!.length] } });
        return;
      case 'sync':
        await device.engine.sync();
        return;
      case 'syncAll':
        await Promise.all(w.devices.map((d) => d.engine.sync()));
        return;
      case 'fault':
        w.net.inject(a.dev, a.fault);
        return;
      case 'deliver':
        await w.net.deliverOne();
        return;
      case 'transient': {
        const id = await getMeta(device.db, 'deviceId');
        if (id) transientFor.add(id);
        return;
      }
    }
  }

  /**
   * A read on a device, as its thread makes it: the device's mark never goes
   * back, and moves to the message read when that lies after it
   * (docs/rules/messaging.md "Read marks").
   */
  async function read(dev: number, args: { id: string; messageId: string; writtenAt: string }) {
    const device = w.devices[dev]!;
    const side = w.actors[dev]!.role;
    const markOn = async () => {
      const c = await device.db.conversations.get(args.id);
      const id = side === 'trainer' ? c?.trainerReadId : c?.clientReadId;
      const at = side === 'trainer' ? c?.trainerReadAt : c?.clientReadAt;
      return id && at ? { id, at } : null;
    };
    const was = await markOn();
    await device.engine.mutate('conversation.read', args);
    const is = await markOn();
    const target = { id: args.messageId, at: args.writtenAt };
    expect(behind(is, was), `${device.name} read mark went back from ${JSON.stringify(was)} to ${JSON.stringify(is)}`).toBe(false);
    // A device that has not yet learnt who its user is (no first pull) writes nothing.
    const knowsUser = (await device.db.profile.count()) > 0;
    expect(is, `${device.name} read mark after reading ${JSON.stringify(target)}`).toEqual(knowsUser && behind(was, target) ? target : was);
    w.reads.set(side, args);
  }

  /** The server's read marks never go back either: each is checked against the furthest it showed before. */
  async function watchServerMarks() {
    const rows = await w.backend.ctx.db.select().from(conversations).where(inArray(conversations.id, w.clientIds));
    for (const c of rows) {
      for (const [side, id, at] of [['trainer', c.trainerReadId, c.trainerReadAt], ['client', c.clientReadId, c.clientReadAt]] as const) {
        const key = `${c.id} ${side}`;
        const now = id && at ? { id, at: at.toISOString() } : null;
        const furthest = w.serverMarks.get(key) ?? null;
        expect(behind(now, furthest), `server's ${key} read mark went back from ${JSON.stringify(furthest)} to ${JSON.stringify(now)}`).toBe(false);
        if (now) w.serverMarks.set(key, now);
      }
    }
  }

  /** The network heals and every device syncs until a round where none had work or failed. */
  async function settle() {
    w.net.clearFaults();
    transientFor.clear();
    await w.net.deliverAll();
    for (let round = 0; ; round++) {
      expect(round, 'devices did not settle').toBeLessThan(6);
      let quiet = true;
      for (const d of w.devices) {
        const hadWork = (await d.db.outbox.count()) > 0;
        const outcome = await d.engine.sync();
        if (outcome !== 'ok' || hadWork) quiet = false;
      }
      if (quiet) return;
    }
  }

  return { perform, settle, watchServerMarks };
}
