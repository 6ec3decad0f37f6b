import fc from 'fast-check';
import { CLIENT_GOALS } from '../../domain/clients/mutations';
import { SET_TYPES, type SetType } from '../../domain/workouts/rows';

// What a run of the sync property test (sync-property.ts) does: its four devices' actions and the network's faults.

export type Fault = 'loseRequest' | 'loseResponse' | 'duplicate' | 'delay';
export type Action =
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
  | { kind: 'sendMsg'; dev: number; client: number; body: string }
  | { kind: 'editMsg'; dev: number; pick: number; body: string }
  | { kind: 'removeMsg'; dev: number; pick: number }
  | { kind: 'readMsg'; dev: number; pick: number }
  | { kind: 'readHeld'; dev: number; client: number; back: number }
  | { kind: 'readStale'; dev: number; client: number; back: number }
  | { kind: 'reread'; dev: number }
  | { kind: 'sync'; dev: number }
  | { kind: 'syncAll' }
  | { kind: 'fault'; dev: number; fault: Fault }
  | { kind: 'deliver' }
  | { kind: 'transient'; dev: number };

export const TRAINER_DEVICES = [0, 1];
/** The session each device logs in: the in-person one (index 1) for the trainer's, the solo one (index 0) for the client's. */
export const loggedSession = (dev: number) => (TRAINER_DEVICES.includes(dev) ? 1 : 0);
/** trainer-a, trainer-b, and two phones of the linked client (client-a, client-b). */
export const DEVICE_COUNT = 4;

export const FIELD_VALUES: Record<string, unknown[]> = {
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

/**
 * Reads as a thread makes them: of a message the device holds, the newest or
 * (a device that has not pulled lately, an older tab) one `back` places before
 * it; the newest and then an older one (a stale tab's read landing after a
 * fresh one's); and a read made again (a retry, a replay after a reload), on
 * this device or the person's other one. Marks must never go back whatever
 * their order.
 */
function readActions(weight: number, back: fc.Arbitrary<number> = fc.oneof(fc.constant(0), fc.nat(3))) {
  return [
    { weight, arbitrary: fc.record({ kind: fc.constant('readHeld' as const), dev, client: fc.nat(1), back }) },
    { weight: Math.ceil(weight / 2), arbitrary: fc.record({ kind: fc.constant('readStale' as const), dev, client: fc.nat(1), back: fc.integer({ min: 1, max: 3 }) }) },
    { weight: Math.ceil(weight / 2), arbitrary: fc.record({ kind: fc.constant('reread' as const), dev }) },
  ];
}

const networkActions = [
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), dev }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'syncAll' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fault' as const), dev, fault: fc.constantFrom<Fault>('loseRequest', 'loseResponse', 'duplicate', 'delay') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'deliver' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transient' as const), dev }) },
];

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
  // Messages (docs/rules/messaging.md): sent to the linked or the unlinked client's conversation, edited, deleted, read, by anyone.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sendMsg' as const), dev, client: fc.nat(1), body: fc.constantFrom('Great depth', '  drop the weight  ', 'Monday?\nOr Tuesday') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('editMsg' as const), dev, pick: fc.nat(40), body: fc.constantFrom('edited', 'edited again') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeMsg' as const), dev, pick: fc.nat(40) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('readMsg' as const), dev, pick: fc.nat(40) }) },
  ...readActions(2),
  ...networkActions,
);

/**
 * A conversation between the four devices only: sends (mostly in the linked
 * client's conversation, which all four hold), edits, deletes and reads, over
 * the same faulty network; most reads are of an older message than the newest.
 */
const chatArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('sendMsg' as const), dev, client: fc.constantFrom(0, 0, 0, 1), body: fc.constantFrom('Great depth', 'Monday?\nOr Tuesday') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('editMsg' as const), dev, pick: fc.nat(40), body: fc.constantFrom('edited', 'edited again') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeMsg' as const), dev, pick: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('readMsg' as const), dev, pick: fc.nat(40) }) },
  ...readActions(6, fc.nat(3)),
  ...networkActions,
);

export interface Scenario {
  actions: Action[];
  restartAt: number | null;
}

/** A conversation under way: every device synced (so it knows its user and writes at once) and holding a message of each side. */
const CHAT_START: Action[] = [
  { kind: 'syncAll' },
  { kind: 'sendMsg', dev: 0, client: 0, body: 'Great depth' },
  { kind: 'sendMsg', dev: 2, client: 0, body: 'Monday?\nOr Tuesday' },
  { kind: 'syncAll' },
  { kind: 'syncAll' },
];

/**
 * Actions plus, in one run of ten, a server restart after action number
 * `restartAt`. One run in three is only a conversation's, one under way
 * (CHAT_START).
 */
export const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  actions: fc.oneof(
    { weight: 2, arbitrary: fc.array(actionArb, { minLength: 1, maxLength: 24 }) },
    { weight: 1, arbitrary: fc.array(chatArb, { minLength: 1, maxLength: 24 }).map((a): Action[] => [...CHAT_START, ...a]) },
  ),
  restartAt: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat(24) }),
});
