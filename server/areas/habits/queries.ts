import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { HabitEntryRow, HabitRow } from '../../../domain/habits/entity';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, habitEntries, habits } from '../../db/schema';
import { NotFound } from '../../errors';
import { ownClientRecords } from '../../replication/people';
import { habitReadAccess } from './access';
import { toHabitEntryRow, toHabitRow } from './row';

async function habitsOf(db: Db, clientIds: string[]): Promise<HabitRow[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .select()
    .from(habits)
    .where(and(inArray(habits.clientId, clientIds), isNull(habits.deletedAt)))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  return rows.map(toHabitRow);
}

/** GET /api/clients/{id}/habits: one of the trainer's live clients, else not found (ids of others do not leak). */
export async function trainerClientHabits(db: Db, trainerId: string, clientId: string): Promise<HabitRow[]> {
  const [own] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, trainerId), isNull(clients.deletedAt)));
  if (!own) throw new NotFound();
  return habitsOf(db, [own.id]);
}

/** GET /api/client/habits: the signed-in client's own. */
export async function ownHabits(db: Db, userId: string): Promise<HabitRow[]> {
  const own = await ownClientRecords(db, userId);
  return habitsOf(
    db,
    own.map((o) => o.id),
  );
}

/** GET /api/habits/{id}/entries: a habit the actor may read, its entries by date (optionally from..to, both included). */
export async function habitEntriesOf(db: Db, actor: AuthUser, habitId: string, range: { from?: string; to?: string }): Promise<HabitEntryRow[]> {
  const [habit] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.id, habitId), isNull(habits.deletedAt), habitReadAccess(db, actor)))
    .limit(1);
  if (!habit) throw new NotFound();
  const conds: SQL[] = [eq(habitEntries.habitId, habit.id), isNull(habitEntries.deletedAt)];
  if (range.from) conds.push(gte(habitEntries.date, range.from));
  if (range.to) conds.push(lte(habitEntries.date, range.to));
  const rows = await db
    .select()
    .from(habitEntries)
    .where(and(...conds))
    .orderBy(asc(habitEntries.date));
  return rows.map(toHabitEntryRow);
}
