import { and, eq, isNull } from 'drizzle-orm';
import type { HabitEntryRow } from '../../../../domain/habits/entity';
import { habitEntryId } from '../../../../domain/habits/entry-id';
import { HABIT_MESSAGES as M } from '../../../../domain/habits/messages';
import type { HabitEntrySetArgs } from '../../../../domain/habits/mutations';
import { addDays } from '../../../../domain/time/wall-time';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { habitEntries, habits } from '../../../db/schema';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { NotFound, ValidationError } from '../../../errors';
import { editRow, serverHlc, type Edit } from '../../../replication/edits';
import { entryAccess, habitReadAccess } from '../access';
import { toHabitEntryRow } from '../row';

/**
 * Sets a habit's day (habitEntry.set; PUT /api/habits/{id}/entries/{date}),
 * by the client or their trainer. The row's id follows from the habit and
 * the date, so the first set makes it and every later one, from any device,
 * edits it: each of done and value keeps its latest edit by edit time.
 */
export async function setHabitEntry(db: Db, actor: AuthUser, a: HabitEntrySetArgs, edit?: Edit): Promise<{ row: HabitEntryRow; created: boolean }> {
  const [habit] = await db
    .select({ id: habits.id, spaceId: habits.spaceId, clientId: habits.clientId, kind: habits.kind })
    .from(habits)
    .where(and(eq(habits.id, a.habitId), isNull(habits.deletedAt), habitReadAccess(db, actor)))
    .limit(1);
  if (!habit) throw new NotFound();
  if (habit.kind === 'done' && a.value !== null) throw new ValidationError({ value: [M.habitValueInvalid] });
  // A day that has not begun anywhere on Earth yet (UTC+14) can hold nothing.
  if (a.date > addDays(new Date().toISOString().slice(0, 10), 1)) throw new ValidationError({ date: [M.habitDateInvalid] });
  const id = habitEntryId(a.habitId, a.date);
  const hlc = edit?.hlc ?? serverHlc();
  const { row, created } = await insertOrExisting(
    db,
    habitEntries,
    { id, spaceId: habit.spaceId, clientId: habit.clientId, habitId: habit.id, date: a.date, done: a.done, value: a.value, createdBy: actor.id, fieldClocks: { done: hlc, value: hlc } },
    { visible: entryAccess(db, actor), otherwise: () => new NotFound() },
  );
  if (created) return { row: toHabitEntryRow(row), created };
  const where = and(eq(habitEntries.id, id), isNull(habitEntries.deletedAt), entryAccess(db, actor))!;
  const after = await editRow(db, habitEntries, where, { done: a.done, value: a.value }, { entity: 'habitEntries', id }, edit ?? { hlc, seen: {}, deviceId: null, lost: [] });
  if (!after) throw new NotFound();
  return { row: toHabitEntryRow(after), created: false };
}
