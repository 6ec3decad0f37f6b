import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { libraryExercise } from '../../../domain/exercises/library';
import { isOwnExerciseId } from '../../../domain/plans/mutations';
import type { SessionType, TrainingSessionRow } from '../../../domain/sessions/rows';
import { WORKOUT_MESSAGES as WM } from '../../../domain/workouts/messages';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, exercises, planBlocks, trainingSessions } from '../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../errors';
import { toSessionRow } from '../sessions/row';
import { ownClientRecords } from '../../replication/people';
import { sessionsReadable } from '../sessions/access';

/*
 * Who may read and write exercise logs and sets (docs/rules/workouts.md "Who logs": "In in-person
 * sessions the trainer logs exercises; in solo sessions the client logs").
 * A trainer reads every log of their space and writes those of in-person and
 * group sessions; a client reads their own and writes those of their solo
 * sessions (their own blank workouts are solo sessions, workout.start). A
 * trainer writes a solo session's logs only by recording a past workout whole
 * for their client (workout.record, server/areas/workouts/commands/record.ts).
 * Another trainer's or client's ids answer not found, so ids do not leak;
 * a session the caller sees but does not log answers forbidden.
 */

/** The session types in which each role logs. */
export const LOGGED_BY: Record<'trainer' | 'client', readonly SessionType[]> = { trainer: ['in_person', 'group'], client: ['solo'] };

/** A log or set table: the columns access reads. */
interface LogTable {
  spaceId: PgColumn;
  clientId: PgColumn;
  sessionId: PgColumn;
}

const ownClientIds = (actor: AuthUser) =>
  sql`(select ${clients.id} from ${clients} where ${clients.userId} = ${actor.id} and ${clients.deletedAt} is null)`;

/** SQL condition: the row is one the actor may read. */
export function logsReadable(actor: AuthUser, t: LogTable): SQL {
  if (actor.role === 'trainer') return eq(t.spaceId, actor.id);
  if (actor.role === 'client') return sql`${t.clientId} in ${ownClientIds(actor)}`;
  return sql`false`;
}

/** SQL condition: the row is one the actor may write: readable, in a session of a type the actor logs. */
export function logsWritable(db: Db, actor: AuthUser, t: LogTable): SQL {
  if (actor.role !== 'trainer' && actor.role !== 'client') return sql`false`;
  const sessions = db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(inArray(trainingSessions.type, [...LOGGED_BY[actor.role]]));
  return and(logsReadable(actor, t), inArray(t.sessionId, sessions))!;
}

/** Where a new log goes: the session's space, and which of its clients it is for. */
export interface LogTarget {
  session: TrainingSessionRow;
  spaceId: string;
  clientId: string;
}

/**
 * The session a new log is written in, checked against the caller: a live
 * session they see (else not found), of a type they log (else forbidden),
 * and the client it is for: for a trainer, one of the session's clients
 * (named when a group has several); for a client, their own record.
 */
export async function logTarget(db: Db, actor: AuthUser, sessionId: string, clientId: string | undefined): Promise<LogTarget> {
  const [r] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), isNull(trainingSessions.deletedAt), sessionsReadable(actor, trainingSessions)))
    .limit(1);
  if (!r) throw new NotFound();
  const session = toSessionRow(r);
  if (actor.role !== 'trainer' && actor.role !== 'client') throw new Forbidden();
  if (!LOGGED_BY[actor.role].includes(session.type)) throw new Forbidden(WM.notTheLogger);
  if (actor.role === 'client') {
    const own = (await ownClientRecords(db, actor.id)).find((c) => session.clientIds.includes(c.id));
    if (!own) throw new NotFound();
    if (clientId !== undefined && clientId !== own.id) throw new Forbidden();
    return { session, spaceId: r.spaceId, clientId: own.id };
  }
  let target = clientId;
  if (target === undefined) {
    if (session.clientIds.length !== 1) throw new ValidationError({ clientId: [WM.groupClientRequired] });
    target = session.clientIds[0]!;
  }
  if (!session.clientIds.includes(target)) throw new NotFound();
  const [live] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, target), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
    .limit(1);
  if (!live) throw new NotFound();
  return { session, spaceId: r.spaceId, clientId: target };
}

/** An exercise a log may name: a library slug, or a live exercise of the space's trainer; anything else is not found. */
export async function assertLoggableExercise(db: Db, spaceId: string, exerciseId: string): Promise<void> {
  if (!isOwnExerciseId(exerciseId)) {
    if (!libraryExercise(exerciseId)) throw new NotFound();
    return;
  }
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), eq(exercises.spaceId, spaceId), isNull(exercises.deletedAt)))
    .limit(1);
  if (!row) throw new NotFound();
}

/**
 * The plan block a log names: a block of the session's space, of a template
 * or of this client's plan; anything else is not found. A block deleted since
 * still counts (the plan was edited while the workout was logged offline).
 */
export async function assertLoggableBlock(db: Db, target: { spaceId: string; clientId: string }, blockId: string | null): Promise<void> {
  if (blockId === null) return;
  const [row] = await db
    .select({ id: planBlocks.id })
    .from(planBlocks)
    .where(and(eq(planBlocks.id, blockId), eq(planBlocks.spaceId, target.spaceId), or(isNull(planBlocks.clientId), eq(planBlocks.clientId, target.clientId))))
    .limit(1);
  if (!row) throw new NotFound();
}
