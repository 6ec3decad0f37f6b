import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../server/db/database';
import {
  blockExercises,
  exerciseLogs,
  exerciseSets,
  exercises,
  ingredients,
  mealLogs,
  meals,
  messages,
  payments,
  planBlocks,
  trainingPlans,
  trainingSessions,
  weightLogs,
  measurements,
  checkInForms,
  checkInAssignments,
  checkInSubmissions,
  habits,
  habitEntries,
} from '../../server/db/schema';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/** The ids a space's rows got, by export file; `byClient` the same for the rows of each client. */
export type Ids = Record<string, string[]>;

export interface SeededSpace {
  trainer: Actor;
  /** A client with an account (they export their own) and one without. */
  withUser: { clientId: string; user: Actor };
  other: { clientId: string };
  /** Every live row of the space, by file. */
  all: Ids;
  /** The rows the client with an account may see, by file. */
  mine: Ids;
}

const add = (ids: Ids, file: string, id: string) => (ids[file] ??= []).push(id);

/**
 * A trainer's space with two clients and a row or more in every exported
 * table: rows of each client, a template the clients do not see, a group
 * session of both, and a deleted row that no export may hold. Written
 * straight to the database.
 */
export async function seedSpace(db: Db, label: string): Promise<SeededSpace> {
  const trainer = await makeTrainer(db, `Trainer ${label}`);
  const a = await makeClient(db, trainer.id, { withUser: true, name: `Ána ${label}` });
  const b = await makeClient(db, trainer.id, { name: `Božena ${label}, "B"` });
  const all: Ids = {};
  const mine: Ids = {};
  const both = (file: string, id: string, forA: boolean) => {
    add(all, file, id);
    if (forA) add(mine, file, id);
  };
  both('clients', a.clientId, true);
  both('clients', b.clientId, false);
  // The trainer's check-in form: the clients get their copy through an assignment, never the form.
  const form = uuidv7();
  const questions = [{ id: 'energy', label: 'Energy', kind: 'scale' as const, required: true }];
  await db.insert(checkInForms).values({ id: form, spaceId: trainer.id, title: `Check-in ${label}`, questions });
  add(all, 'check-in-forms', form);

  for (const [clientId, forA] of [
    [a.clientId, true],
    [b.clientId, false],
  ] as const) {
    const w = uuidv7();
    await db.insert(weightLogs).values({ id: w, spaceId: trainer.id, clientId, weightKg: 72.5, notes: '=SUM(A1) ľščťž', loggedAt: new Date('2026-03-01T07:00:00Z') });
    both('weight-logs', w, forA);
    const m = uuidv7();
    await db.insert(measurements).values({ id: m, spaceId: trainer.id, clientId, waistCm: 82.5, custom: { Wrist: 16 }, measuredAt: new Date('2026-03-01T07:00:00Z') });
    both('measurements', m, forA);
    const habit = uuidv7();
    await db.insert(habits).values({ id: habit, spaceId: trainer.id, clientId, name: 'Steps', kind: 'number', unit: 'steps', target: 8000, schedule: { type: 'daily' }, startsOn: '2026-03-01' });
    both('habits', habit, forA);
    const entry = uuidv7();
    await db.insert(habitEntries).values({ id: entry, spaceId: trainer.id, clientId, habitId: habit, date: '2026-03-01', value: 9500 });
    both('habit-entries', entry, forA);
    const assignment = uuidv7();
    const schedule = { type: 'weekly' as const, weekday: 6 as const, time: '18:00', startsOn: '2026-01-01', endsOn: null };
    await db.insert(checkInAssignments).values({ id: assignment, spaceId: trainer.id, clientId, formId: form, title: `Check-in ${label}`, questions, schedule, timeZone: 'Europe/Bratislava' });
    both('check-in-assignments', assignment, forA);
    const submission = uuidv7();
    await db.insert(checkInSubmissions).values({ id: submission, spaceId: trainer.id, clientId, assignmentId: assignment, date: '2026-03-01', title: `Check-in ${label}`, questions, answers: { energy: 7 }, submittedAt: new Date('2026-03-01T18:30:00Z'), late: false, privateNote: 'knee' });
    both('check-in-submissions', submission, forA);

    const plan = uuidv7();
    const block = uuidv7();
    const be = uuidv7();
    const ex = uuidv7();
    await db.insert(exercises).values({ id: ex, spaceId: trainer.id, title: `Cvik ${label}`, categoryId: 'upper-body', trackingFields: ['reps', 'weight'] });
    both('exercises', ex, forA);
    await db.insert(trainingPlans).values({ id: plan, spaceId: trainer.id, clientId, title: `Plán ${label}`, isTemplate: false });
    await db.insert(planBlocks).values({ id: block, spaceId: trainer.id, planId: plan, clientId, type: 'exercise' });
    await db.insert(blockExercises).values({ id: be, spaceId: trainer.id, planId: plan, blockId: block, clientId, exerciseId: ex, sets: 3, setTargets: [] });
    both('training-plans', plan, forA);
    both('plan-blocks', block, forA);
    both('block-exercises', be, forA);

    const session = await insertSession(db, trainer.id, [clientId]);
    both('sessions', session, forA);
    const log = uuidv7();
    await db.insert(exerciseLogs).values({ id: log, spaceId: trainer.id, clientId, sessionId: session, exerciseId: 'barbell-bench-press', order: 0, loggedAt: new Date('2026-03-02T07:00:00Z') });
    both('exercise-logs', log, forA);
    for (let i = 0; i < 2; i++) {
      const set = uuidv7();
      await db.insert(exerciseSets).values({ id: set, spaceId: trainer.id, clientId, sessionId: session, exerciseLogId: log, loggedAt: new Date('2026-03-02T07:00:00Z'), order: i, setType: 'working', reps: 8, weightKg: 82.5 });
      both('exercise-sets', set, forA);
    }

    const meal = uuidv7();
    await db.insert(meals).values({ id: meal, spaceId: trainer.id, clientId, title: 'Ovsená kaša' });
    both('meals', meal, forA);
    const ml = uuidv7();
    await db.insert(mealLogs).values({ id: ml, spaceId: trainer.id, clientId, loggedAt: new Date('2026-03-02T08:00:00Z'), calories: 420, protein: 20.5, carbs: 60, fat: 9 });
    both('meal-logs', ml, forA);
    const ing = uuidv7();
    await db.insert(ingredients).values({ id: ing, spaceId: trainer.id, clientId, name: 'Bryndza', category: 'dairy', kcal: 250, protein: 15, carbs: 2, fat: 20 });
    both('ingredients', ing, forA);
    const pay = uuidv7();
    await db.insert(payments).values({ id: pay, spaceId: trainer.id, clientId, amountMinor: 4000, method: 'cash', receivedOn: '2026-03-03' });
    both('payments', pay, forA);
    // Every client has its conversation (made with the record, migration 0020), with a message in it.
    both('conversations', clientId, forA);
    const msg = uuidv7();
    await db.insert(messages).values({ id: msg, spaceId: trainer.id, conversationId: clientId, clientId, authorId: trainer.id, authorRole: 'trainer', body: 'Skvelý tréning, "výborne"', writtenAt: new Date('2026-03-02T09:00:00Z') });
    both('messages', msg, forA);
  }

  // The trainer's own: a template and an exercise no plan of a client uses, and a group session of both clients.
  const template = uuidv7();
  await db.insert(trainingPlans).values({ id: template, spaceId: trainer.id, clientId: null, title: 'Template', isTemplate: true });
  add(all, 'training-plans', template);
  const lonely = uuidv7();
  await db.insert(exercises).values({ id: lonely, spaceId: trainer.id, title: 'Unused', categoryId: 'upper-body', trackingFields: ['reps'] });
  add(all, 'exercises', lonely);
  const shared = uuidv7();
  await db.insert(ingredients).values({ id: shared, spaceId: trainer.id, clientId: null, name: 'Tvaroh', category: 'dairy', kcal: 120, protein: 17, carbs: 4, fat: 4 });
  add(all, 'ingredients', shared);
  const group = await insertSession(db, trainer.id, [a.clientId, b.clientId]);
  both('sessions', group, true);
  // Deleted rows are gone for every export.
  await db.insert(weightLogs).values({ id: uuidv7(), spaceId: trainer.id, clientId: a.clientId, weightKg: 99, loggedAt: new Date(), deletedAt: new Date() });

  return { trainer, withUser: { clientId: a.clientId, user: a.user! }, other: { clientId: b.clientId }, all, mine };
}

async function insertSession(db: Db, spaceId: string, clientIds: string[]): Promise<string> {
  const id = uuidv7();
  await db.insert(trainingSessions).values({
    id,
    spaceId,
    clientIds,
    title: 'Silový tréning',
    type: clientIds.length > 1 ? 'group' : 'in_person',
    planByClient: Object.fromEntries(clientIds.map((c) => [c, null])),
    date: '2026-03-02',
    time: '08:00',
    timeZone: 'Europe/Bratislava',
    durationMinutes: 60,
    approvalByClient: Object.fromEntries(clientIds.map((c) => [c, 'approved' as const])),
    startsAt: new Date('2026-03-02T07:00:00.000Z'),
    progressStatus: 'completed',
  });
  return id;
}
