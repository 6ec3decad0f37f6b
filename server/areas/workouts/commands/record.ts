import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { WorkoutRecordArgs } from '../../../../domain/workouts/mutations';
import type { TrainingSessionRow } from '../../../../domain/sessions/rows';
import { WORKOUT_MESSAGES as WM } from '../../../../domain/workouts/messages';
import { recordedWorkoutRows, startsInFuture } from '../../../../domain/workouts/writes';
import { resolveLogClient } from '../../clients/access';
import { sessionsReadable } from '../../sessions/access';
import { assertLoggableExercise } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { exerciseLogs, exerciseSets, trainingPlans, trainingSessions } from '../../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { sessionValues, toSessionRow } from '../../sessions/row';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { noteOnboardingEvent } from '../../onboarding/commands/note';
import { spaceTimeZone } from './space-zone';

/**
 * A workout done earlier, recorded whole (workout.record): the client's own
 * (manual log) or, by their trainer, one of the trainer's clients (history
 * import). The session is solo, completed and not in the future. Every id
 * comes from the device: rows that exist already are left as they are
 * (a re-import adds nothing), but only when they belong to this workout;
 * an id taken by anything else is refused.
 */
export async function recordWorkout(db: Db, actor: AuthUser, a: WorkoutRecordArgs): Promise<{ row: TrainingSessionRow; created: boolean }> {
  if (actor.role === 'trainer' && a.clientId === undefined) throw new ValidationError({ clientId: [WM.recordClientRequired] });
  if (actor.role !== 'trainer' && actor.role !== 'client') throw new Forbidden();
  const { clientId, spaceId } = await resolveLogClient(db, actor, a.clientId);
  if (startsInFuture(a.startedAt, new Date())) throw new ValidationError({ startedAt: [WM.recordInFuture] });
  if (a.planId !== null) {
    const [plan] = await db
      .select({ id: trainingPlans.id })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.id, a.planId), eq(trainingPlans.spaceId, spaceId), eq(trainingPlans.clientId, clientId), isNull(trainingPlans.deletedAt)))
      .limit(1);
    if (!plan) throw new NotFound();
  }
  for (const exerciseId of new Set(a.logs.map((l) => l.exerciseId))) await assertLoggableExercise(db, spaceId, exerciseId);

  const rows = recordedWorkoutRows({ ...a, clientId, timeZone: actor.role === 'trainer' ? actor.timeZone : await spaceTimeZone(db, spaceId) }, new Date().toISOString());
  const { row: stored, created } = await insertOrExisting(
    db,
    trainingSessions,
    { id: rows.session.id, spaceId, createdBy: actor.id, ...sessionValues(rows.session) },
    { visible: sessionsReadable(actor, trainingSessions), otherwise: () => new Forbidden() },
  );
  const session = toSessionRow(stored);
  // A deleted workout stays deleted, whatever arrives later (delete wins).
  if (stored.deletedAt) return { row: session, created: false };
  if (!created && (session.type !== 'solo' || session.clientIds.join() !== clientId)) throw new Forbidden();

  const logIds = rows.logs.map((l) => l.id);
  const setIds = rows.sets.map((s) => s.id);
  const takenLogs = logIds.length ? await db.select({ id: exerciseLogs.id, sessionId: exerciseLogs.sessionId }).from(exerciseLogs).where(inArray(exerciseLogs.id, logIds)) : [];
  if (takenLogs.some((l) => l.sessionId !== a.sessionId)) throw new Forbidden();
  const takenSets = setIds.length ? await db.select({ id: exerciseSets.id, sessionId: exerciseSets.sessionId }).from(exerciseSets).where(inArray(exerciseSets.id, setIds)) : [];
  if (takenSets.some((s) => s.sessionId !== a.sessionId)) throw new Forbidden();
  const hasLog = new Set(takenLogs.map((l) => l.id));
  const hasSet = new Set(takenSets.map((s) => s.id));
  const loggedAt = new Date(a.startedAt);

  const newLogs = rows.logs.filter((l) => !hasLog.has(l.id));
  if (newLogs.length) {
    await db
      .insert(exerciseLogs)
      .values(newLogs.map((l) => ({ id: l.id, spaceId, clientId, sessionId: l.sessionId, exerciseId: l.exerciseId, blockId: l.blockId, order: l.order, notes: l.notes, loggedAt, createdBy: actor.id })))
      .onConflictDoNothing({ target: exerciseLogs.id });
  }
  // Sets of a log that was there already are left out too: that log's sets are whatever was kept of it (a deleted set stays deleted).
  const newSets = rows.sets.filter((s) => !hasSet.has(s.id) && !hasLog.has(s.exerciseLogId));
  if (newSets.length) {
    await db
      .insert(exerciseSets)
      .values(
        newSets.map((s) => ({
          id: s.id,
          spaceId,
          clientId,
          sessionId: s.sessionId,
          exerciseLogId: s.exerciseLogId,
          loggedAt,
          order: s.order,
          setType: s.setType,
          reps: s.reps,
          weightKg: s.weightKg,
          durationSeconds: s.durationSeconds,
          distanceMeters: s.distanceMeters,
          rpe: s.rpe,
          assistance: s.assistance,
          completedAt: loggedAt,
          createdBy: actor.id,
        })),
      )
      .onConflictDoNothing({ target: exerciseSets.id });
  }
  await noteOnboardingEvent(db, actor, 'log-session', newLogs.length > 0);
  return { row: session, created: created || newLogs.length > 0 || newSets.length > 0 };
}
