import { and, eq, isNull, sql } from 'drizzle-orm';
import type { HabitRow } from '../../../../domain/habits/entity';
import { HabitSchema } from '../../../../domain/habits/habit';
import type { HabitAddArgs, HabitEditArgs, HabitEndArgs, HabitPauseArgs, HabitRemoveArgs, HabitResumeArgs } from '../../../../domain/habits/mutations';
import { newHabit } from '../../../../domain/habits/new-habit';
import { pausedFrom, resumedOn } from '../../../../domain/habits/pauses';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { habits } from '../../../db/schema';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { NotFound, ValidationError } from '../../../errors';
import { tombstoneChildren } from '../../../replication/cascade';
import { editRow, type Edit } from '../../../replication/edits';
import { liveClient } from '../../clients/access';
import { habitReadAccess, habitWriteAccess } from '../access';
import { toHabitRow } from '../row';

type Stored = typeof habits.$inferSelect;

/**
 * Gives a client a habit (habit.add; POST /api/clients/{id}/habits). Only
 * the client's trainer; another trainer's client is not found. The id comes
 * from the device, so a resent add finds its row and does nothing.
 */
export async function addHabit(db: Db, actor: AuthUser, a: HabitAddArgs): Promise<{ row: HabitRow; created: boolean }> {
  const client = await liveClient(db, actor, a.clientId);
  const { row, created } = await insertOrExisting(
    db,
    habits,
    { ...newHabit(a), spaceId: actor.id, clientId: client.id, createdBy: actor.id },
    { visible: habitWriteAccess(actor), otherwise: () => new NotFound() },
  );
  return { row: toHabitRow(row), created };
}

/** A live habit the actor may change, locked for the edit; another's is not found. */
async function habitToChange(db: Db, actor: AuthUser, id: string): Promise<Stored> {
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.id, id), isNull(habits.deletedAt), habitWriteAccess(actor)))
    .for('update');
  if (!row) throw new NotFound();
  return row;
}

/** The habit the change makes, checked whole (a unit and a target for a counted one, the end not before the start). */
function checkWhole(row: Stored, changes: Partial<Stored>): void {
  const r = HabitSchema.safeParse({ ...toHabitRow(row), ...changes });
  if (r.success) return;
  const issue = r.error.issues[0]!;
  throw new ValidationError({ [String(issue.path[0] ?? 'name')]: [issue.message] });
}

async function change(db: Db, actor: AuthUser, id: string, changes: Partial<Stored>, edit?: Edit): Promise<HabitRow> {
  const row = await habitToChange(db, actor, id);
  checkWhole(row, changes);
  const where = and(eq(habits.id, id), isNull(habits.deletedAt), habitWriteAccess(actor))!;
  const after = await editRow(db, habits, where, changes, { entity: 'habits', id }, edit);
  if (!after) throw new NotFound();
  return toHabitRow(after);
}

/** Changes some fields (habit.edit; PUT /api/habits/{id}); each keeps its latest edit. */
export function editHabit(db: Db, actor: AuthUser, a: HabitEditArgs, edit?: Edit): Promise<HabitRow> {
  const { id, ...fields } = a;
  const changes: Partial<Stored> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) (changes as Record<string, unknown>)[k] = v;
  return change(db, actor, id, changes, edit);
}

/** Pauses from a date on (habit.pause); a pause already open stays. */
export async function pauseHabit(db: Db, actor: AuthUser, a: HabitPauseArgs, edit?: Edit): Promise<HabitRow> {
  const row = await habitToChange(db, actor, a.id);
  return change(db, actor, a.id, { paused: pausedFrom(row.paused, a.from) }, edit);
}

/** Resumes on a date (habit.resume): the open pause ends the day before. */
export async function resumeHabit(db: Db, actor: AuthUser, a: HabitResumeArgs, edit?: Edit): Promise<HabitRow> {
  const row = await habitToChange(db, actor, a.id);
  return change(db, actor, a.id, { paused: resumedOn(row.paused, a.on) }, edit);
}

/** Ends the habit on a date (habit.end); its entries stay. */
export function endHabit(db: Db, actor: AuthUser, a: HabitEndArgs, edit?: Edit): Promise<HabitRow> {
  return change(db, actor, a.id, { endsOn: a.endsOn }, edit);
}

/**
 * Removes a habit with its entries (habit.remove; DELETE /api/habits/{id})
 * by tombstones devices pull as `del`. Removing a removed habit does nothing,
 * so two devices removing it offline both succeed.
 */
export async function removeHabit(db: Db, actor: AuthUser, a: HabitRemoveArgs): Promise<void> {
  const [row] = await db
    .update(habits)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(habits.id, a.id), isNull(habits.deletedAt), habitWriteAccess(actor)))
    .returning({ id: habits.id, spaceId: habits.spaceId });
  if (row) return tombstoneChildren(db, row.spaceId, 'habits', [row.id]);
  const [gone] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.id, a.id), habitReadAccess(db, actor)))
    .limit(1);
  if (!gone || actor.role !== 'trainer') throw new NotFound();
}
