import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { StoredExerciseLogRow, StoredSetRow } from '../../../domain/workouts/entity';
import { logsReadable } from './access';
import { ownClientRecords } from '../../replication/people';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, exerciseLogs, exerciseSets } from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';
import { toExerciseLogRow, toSetRow } from './row';

/** A log with its live sets, in order: what the REST routes show. */
export type LogWithSets = StoredExerciseLogRow & { sets: StoredSetRow[] };

/**
 * The client whose logs a reader asks for: a trainer names one of their live
 * clients (another trainer's is not found); a client reads their own record
 * (the one named, or their first).
 */
export async function readableClient(db: Db, actor: AuthUser, clientId: string | undefined): Promise<{ clientId: string; spaceId: string }> {
  if (actor.role === 'client') {
    const own = await ownClientRecords(db, actor.id);
    const pick = clientId === undefined ? own[0] : own.find((c) => c.id === clientId);
    if (!pick) throw new NotFound();
    return { clientId: pick.id, spaceId: pick.trainerId };
  }
  if (actor.role !== 'trainer') throw new Forbidden();
  if (clientId === undefined) throw new NotFound();
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
    .limit(1);
  if (!row) throw new NotFound();
  return { clientId: row.id, spaceId: actor.id };
}

/** The logs the REST list asks for: of a session, of an exercise, of a client, or a mix (each filter given narrows it). */
export function filteredLogs(db: Db, actor: AuthUser, f: { sessionId?: string | undefined; exerciseId?: string | undefined; clientId?: string | undefined }): Promise<LogWithSets[]> {
  const where = [
    f.sessionId === undefined ? undefined : eq(exerciseLogs.sessionId, f.sessionId),
    f.exerciseId === undefined ? undefined : eq(exerciseLogs.exerciseId, f.exerciseId),
    f.clientId === undefined ? undefined : eq(exerciseLogs.clientId, f.clientId),
  ].filter((w) => w !== undefined);
  return readableLogs(db, actor, and(...where));
}

/** Live logs the actor may read matching `where`, newest first, each with its live sets. */
export async function readableLogs(db: Db, actor: AuthUser, where: SQL | undefined): Promise<LogWithSets[]> {
  const logs = await db
    .select()
    .from(exerciseLogs)
    .where(and(isNull(exerciseLogs.deletedAt), logsReadable(actor, exerciseLogs), where))
    .orderBy(desc(exerciseLogs.loggedAt), asc(exerciseLogs.order), asc(exerciseLogs.id));
  return withSets(db, logs.map(toExerciseLogRow));
}

async function withSets(db: Db, logs: StoredExerciseLogRow[]): Promise<LogWithSets[]> {
  if (!logs.length) return [];
  const sets = await db
    .select()
    .from(exerciseSets)
    .where(and(inArray(exerciseSets.exerciseLogId, logs.map((l) => l.id)), isNull(exerciseSets.deletedAt)))
    .orderBy(asc(exerciseSets.order), asc(exerciseSets.id));
  const byLog = new Map<string, StoredSetRow[]>();
  for (const s of sets.map(toSetRow)) {
    const list = byLog.get(s.exerciseLogId) ?? [];
    list.push(s);
    byLog.set(s.exerciseLogId, list);
  }
  return logs.map((l) => ({ ...l, sets: byLog.get(l.id) ?? [] }));
}

/** One live log the actor may read, with its sets, else not found. */
export async function readableLog(db: Db, actor: AuthUser, id: string): Promise<LogWithSets> {
  const [log] = await readableLogs(db, actor, eq(exerciseLogs.id, id));
  if (!log) throw new NotFound();
  return log;
}

/** A client's logs whose loggedAt falls in [start, end). */
export function clientLogsBetween(db: Db, actor: AuthUser, clientId: string, start: Date, end: Date): Promise<LogWithSets[]> {
  return readableLogs(db, actor, and(eq(exerciseLogs.clientId, clientId), gte(exerciseLogs.loggedAt, start), lt(exerciseLogs.loggedAt, end)));
}

/** A client's done and planned sets of one exercise, oldest first (stats, records). */
export async function clientExerciseSets(db: Db, actor: AuthUser, clientId: string, exerciseId: string): Promise<StoredSetRow[]> {
  const rows = await db
    .select({ set: exerciseSets })
    .from(exerciseSets)
    .innerJoin(exerciseLogs, eq(exerciseLogs.id, exerciseSets.exerciseLogId))
    .where(
      and(
        eq(exerciseLogs.clientId, clientId),
        eq(exerciseLogs.exerciseId, exerciseId),
        isNull(exerciseLogs.deletedAt),
        isNull(exerciseSets.deletedAt),
        logsReadable(actor, exerciseLogs),
      ),
    )
    .orderBy(asc(exerciseSets.loggedAt), asc(exerciseSets.order), asc(exerciseSets.id));
  return rows.map((r) => toSetRow(r.set));
}

/** The exercises a client has logged: how many logs and the latest, most recent first. */
export async function clientLoggedExercises(db: Db, actor: AuthUser, clientId: string): Promise<{ exerciseId: string; logCount: number; lastLoggedAt: string }[]> {
  const logs = await db
    .select({ exerciseId: exerciseLogs.exerciseId, loggedAt: exerciseLogs.loggedAt })
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.clientId, clientId), isNull(exerciseLogs.deletedAt), logsReadable(actor, exerciseLogs)));
  const by = new Map<string, { exerciseId: string; logCount: number; lastLoggedAt: string }>();
  for (const l of logs) {
    const at = l.loggedAt.toISOString();
    const e = by.get(l.exerciseId) ?? { exerciseId: l.exerciseId, logCount: 0, lastLoggedAt: at };
    e.logCount++;
    if (at > e.lastLoggedAt) e.lastLoggedAt = at;
    by.set(l.exerciseId, e);
  }
  return [...by.values()].sort((a, b) => (a.lastLoggedAt < b.lastLoggedAt ? 1 : a.lastLoggedAt > b.lastLoggedAt ? -1 : a.exerciseId.localeCompare(b.exerciseId)));
}
