import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SetTarget } from '../../../domain/exercises/tracking';
import { libraryExercise } from '../../../domain/exercises/library';
import { todayIn } from '../../../domain/sessions/calendar';
import { wallToInstant } from '../../../domain/time/time-zone';
import { addDays, mondayOf } from '../../../domain/time/wall-time';
import type { SetType } from '../../../domain/workouts/rows';
import { blockExercises, planBlocks, trainingSessions } from '../../db/schema';
import { demoId, pushAs, type DemoPart, type DemoSeed } from './seed';

type Mutation = { name: string; args: unknown };
type Planned = { blockId: string; exerciseId: string; targets: SetTarget[] };
type Session = typeof trainingSessions.$inferSelect;

const MINUTE_MS = 60_000;

/**
 * The completed sessions sessions.ts logs, by the ids it gives them: the
 * series' past occurrences (`past:<weeks back when first seeded>:<weekday>`)
 * and Beata's two single sessions. Read back from the database, so a session
 * is logged at the date and time it really has.
 */
const LOGGED_SESSIONS = [
  ...[3, 2, 1].flatMap((w) => [0, 3].map((day) => demoId(`session:adam-strength:past:${w}:${day}`))),
  ...[2, 1].flatMap((w) => [2, 4].map((day) => demoId(`session:cyril-runner:past:${w}:${day}`))),
  demoId('session:beata-past-1'),
  demoId('session:beata-past-2'),
];

const isBarbell = (exerciseId: string) => libraryExercise(exerciseId)?.equipment.includes('barbell') ?? false;

/** A plan's exercises in order, with their block and set targets. */
async function planExercises(s: DemoSeed, planId: string): Promise<Planned[]> {
  const rows = await s.ctx.db
    .select({ blockId: blockExercises.blockId, exerciseId: blockExercises.exerciseId, targets: blockExercises.setTargets })
    .from(blockExercises)
    .innerJoin(planBlocks, eq(planBlocks.id, blockExercises.blockId))
    .where(and(eq(blockExercises.planId, planId), isNull(blockExercises.deletedAt), isNull(planBlocks.deletedAt)))
    .orderBy(asc(planBlocks.sortOrder), asc(blockExercises.sortOrder));
  return rows;
}

/**
 * What a client lifted `back` sessions before their latest: the plan's
 * targets are today's prescription, so the latest sessions meet them and the
 * earlier ones are a little lighter: 2.5 kg a week less on a barbell, a rep
 * (or 5 seconds) a week less elsewhere. The later session of a week had a
 * good day: one rep more on its last set (the "previous" column and records
 * have something to show).
 */
function doneSet(exerciseId: string, t: SetTarget, back: number, last: boolean) {
  const weeks = Math.floor(back / 2);
  const barbell = isBarbell(exerciseId);
  let reps = t.reps ?? null;
  let weightKg = t.weight ?? null;
  let durationSeconds = t.duration ?? null;
  if (barbell && weightKg !== null) weightKg = Math.max(20, weightKg - 2.5 * weeks);
  else if (reps !== null) reps = Math.max(1, reps - weeks);
  else if (durationSeconds !== null) durationSeconds = Math.max(10, durationSeconds - 5 * weeks);
  if (last && back % 2 === 0 && reps !== null) reps += 1;
  return { reps, weightKg, durationSeconds, distanceMeters: t.distance ?? null, rpe: t.effort ?? null, assistance: t.assistance ?? null };
}

/**
 * A session's logs: each plan exercise with its working sets, a warm-up
 * before the first barbell exercise (half the first target), logged at the
 * session's start; sets done a few minutes apart.
 */
function logSession(key: string, sessionId: string, start: Date, planned: Planned[], back: number, values = doneSet): Mutation[] {
  const out: Mutation[] = [];
  let at = start.getTime() + 5 * MINUTE_MS;
  const firstBarbell = planned.findIndex((p) => isBarbell(p.exerciseId) && p.targets[0]?.weight !== undefined);
  planned.forEach((p, i) => {
    const logId = demoId(`exercise-log:${key}:${i}`);
    out.push({ name: 'exerciseLog.create', args: { id: logId, sessionId, exerciseId: p.exerciseId, blockId: p.blockId, order: i, notes: null, loggedAt: start.toISOString() } });
    const sets: { setType: SetType; v: ReturnType<typeof doneSet> }[] = [];
    if (i === firstBarbell) sets.push({ setType: 'warmup', v: { ...values(p.exerciseId, p.targets[0]!, back, false), weightKg: Math.max(20, Math.round(p.targets[0]!.weight! / 5) * 2.5), rpe: null } });
    p.targets.forEach((t, j) => sets.push({ setType: 'working', v: values(p.exerciseId, t, back, j === p.targets.length - 1) }));
    sets.forEach((set, j) => {
      at += (set.setType === 'warmup' ? 2 : 3) * MINUTE_MS;
      out.push({ name: 'set.create', args: { id: demoId(`exercise-set:${key}:${i}:${j}`), exerciseLogId: logId, order: j, setType: set.setType, ...set.v, completedAt: new Date(at).toISOString() } });
    });
  });
  return out;
}

/**
 * Logged workouts: every session sessions.ts completed in the past weeks
 * (Adam's and Cyril's series, Beata's two), each plan exercise with its sets,
 * a little stronger week by week, logged by the trainer (in-person sessions,
 * server/areas/workouts/access.ts); and a workout Adam started on his own last
 * Saturday (workout.start: a solo session, his to log, never billed), done and completed.
 * Ids from the session and position, two fixed device lists (pushAs): a
 * second start adds nothing.
 */
export const workoutsPart: DemoPart = {
  name: 'workouts',
  async seed(s) {
    const found = await s.ctx.db
      .select()
      .from(trainingSessions)
      .where(and(inArray(trainingSessions.id, LOGGED_SESSIONS), isNull(trainingSessions.deletedAt), eq(trainingSessions.progressStatus, 'completed')))
      .orderBy(asc(trainingSessions.startsAt));
    const byClient = new Map<string, Session[]>();
    for (const row of found) for (const c of row.clientIds) byClient.set(c, [...(byClient.get(c) ?? []), row]);
    const plans = new Map<string, Planned[]>();
    const trainerLog: Mutation[] = [];
    for (const [clientId, sessions] of byClient) {
      for (const [k, row] of sessions.entries()) {
        const planId = row.planByClient[clientId];
        if (!planId) continue;
        if (!plans.has(planId)) plans.set(planId, await planExercises(s, planId));
        trainerLog.push(...logSession(row.id, row.id, row.startsAt, plans.get(planId)!, sessions.length - 1 - k));
      }
    }
    await pushAs(s, s.trainer, 'trainer:workouts', trainerLog);

    const adam = s.clientUsers.get('adam');
    if (!adam) return;
    const monday = mondayOf(todayIn(s.now.getTime(), s.trainer.timeZone));
    const started = wallToInstant(addDays(monday, -2), '09:30', adam.timeZone);
    const soloId = demoId('session:adam-solo-conditioning');
    const conditioning = demoId('plan:adam-conditioning');
    // Rowing, then the circuit's swings and push-ups: he skipped the bridges.
    const done = (await planExercises(s, conditioning)).filter((p) => p.exerciseId !== 'glute-bridge');
    await pushAs(s, adam, 'client:adam:workouts', [
      { name: 'workout.start', args: { sessionId: soloId, title: 'Conditioning on my own', startedAt: started.toISOString(), planId: conditioning, timeZone: adam.timeZone } },
      ...logSession(soloId, soloId, started, done, 0, (id, t, back, last) => ({ ...doneSet(id, t, back, last), rpe: id === 'kettlebell-swing' ? 7 : null })),
      { name: 'session.progress', args: { id: soloId, event: 'complete' } },
    ]);
  },
};
