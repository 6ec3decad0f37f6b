import { and, eq, isNull } from 'drizzle-orm';
import type { WorkoutStartArgs } from '../../../../domain/workouts/mutations';
import type { TrainingSessionRow } from '../../../../domain/sessions/rows';
import { WORKOUT_MESSAGES as WM } from '../../../../domain/workouts/messages';
import { soloWorkoutSession } from '../../../../domain/workouts/writes';
import { ownClientRecords } from '../../../replication/people';
import { sessionsReadable } from '../../sessions/access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { trainingPlans, trainingSessions } from '../../../db/schema';
import { Forbidden, NotFound } from '../../../errors';
import { sessionValues, toSessionRow } from '../../sessions/row';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { spaceTimeZone } from './space-zone';

/**
 * A client starts a workout of their own (workout.start): a solo session in
 * their trainer's space, approved by them and in progress, built by the
 * sessions area's rules (domain/workouts/writes.ts) so the calendar shows it.
 * The session id comes from the device: a resent start finds its session and
 * does nothing. A plan named must be one of this client's live plans.
 */
export async function startWorkout(db: Db, actor: AuthUser, a: WorkoutStartArgs): Promise<{ row: TrainingSessionRow; created: boolean }> {
  if (actor.role !== 'client') throw new Forbidden(WM.startClientOnly);
  const [own] = await ownClientRecords(db, actor.id);
  if (!own) throw new NotFound();
  if (a.planId !== null) {
    const [plan] = await db
      .select({ id: trainingPlans.id })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.id, a.planId), eq(trainingPlans.spaceId, own.trainerId), eq(trainingPlans.clientId, own.id), isNull(trainingPlans.deletedAt)))
      .limit(1);
    if (!plan) throw new NotFound();
  }
  const row = soloWorkoutSession(
    { sessionId: a.sessionId, clientId: own.id, title: a.title, startedAt: a.startedAt, planId: a.planId, timeZone: await spaceTimeZone(db, own.trainerId) },
    new Date().toISOString(),
  );
  const { row: stored, created } = await insertOrExisting(
    db,
    trainingSessions,
    { id: row.id, spaceId: own.trainerId, createdBy: actor.id, ...sessionValues(row) },
    { visible: sessionsReadable(actor, trainingSessions), otherwise: () => new Forbidden() },
  );
  if (stored.deletedAt) throw new NotFound();
  return { row: toSessionRow(stored), created };
}
