import type { LocalMutators } from './types';
import type { HabitEntryRow, HabitRow } from '../../domain/habits/entity';
import { habitEntryId } from '../../domain/habits/entry-id';
import type { HabitAddArgs, HabitEditArgs, HabitEndArgs, HabitEntrySetArgs, HabitPauseArgs, HabitRemoveArgs, HabitResumeArgs } from '../../domain/habits/mutations';
import { newHabit } from '../../domain/habits/new-habit';
import { pausedFrom, resumedOn } from '../../domain/habits/pauses';
import { deleteWithChildren } from '../cascade';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/habits/commands: the same outcome on the
 * device's rows, at once. Permission checks stay on the server; a rejected
 * mutation is undone by the next rebase.
 */
export async function addHabitLocal(tx: LocalTx, a: HabitAddArgs): Promise<void> {
  if (await tx.get('habits', a.id)) return;
  const row: HabitRow = { ...newHabit(a), createdAt: tx.now, updatedAt: tx.now };
  await tx.put('habits', { ...row });
}

export async function editHabitLocal(tx: LocalTx, a: HabitEditArgs): Promise<void> {
  if (!(await tx.get('habits', a.id))) return;
  const { id, ...fields } = a;
  const changes: Record<string, unknown> = { updatedAt: tx.now };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) changes[k] = v;
  await tx.update('habits', id, changes);
}

export async function pauseHabitLocal(tx: LocalTx, a: HabitPauseArgs): Promise<void> {
  const row = await tx.get<HabitRow>('habits', a.id);
  if (row) await tx.update('habits', a.id, { paused: pausedFrom(row.paused, a.from), updatedAt: tx.now });
}

export async function resumeHabitLocal(tx: LocalTx, a: HabitResumeArgs): Promise<void> {
  const row = await tx.get<HabitRow>('habits', a.id);
  if (row) await tx.update('habits', a.id, { paused: resumedOn(row.paused, a.on), updatedAt: tx.now });
}

export async function endHabitLocal(tx: LocalTx, a: HabitEndArgs): Promise<void> {
  if (await tx.get('habits', a.id)) await tx.update('habits', a.id, { endsOn: a.endsOn, updatedAt: tx.now });
}

export async function removeHabitLocal(tx: LocalTx, a: HabitRemoveArgs): Promise<void> {
  if (await tx.get('habits', a.id)) await deleteWithChildren(tx, 'habits', a.id);
}

/** The day's entry: edited when the day has one (on this device or, after the pull, from another), made otherwise. */
export async function setHabitEntryLocal(tx: LocalTx, a: HabitEntrySetArgs): Promise<void> {
  const id = habitEntryId(a.habitId, a.date);
  if (await tx.get('habitEntries', id)) {
    await tx.update('habitEntries', id, { done: a.done, value: a.value, updatedAt: tx.now });
    return;
  }
  const habit = await tx.get<HabitRow>('habits', a.habitId);
  if (!habit) return;
  const row: HabitEntryRow = { id, habitId: a.habitId, clientId: habit.clientId, date: a.date, done: a.done, value: a.value, createdAt: tx.now, updatedAt: tx.now };
  await tx.put('habitEntries', { ...row });
}

/** This area's local mutators, by mutation name. */
export const habitMutators = {
  'habit.add': addHabitLocal,
  'habit.edit': editHabitLocal,
  'habit.pause': pauseHabitLocal,
  'habit.resume': resumeHabitLocal,
  'habit.end': endHabitLocal,
  'habit.remove': removeHabitLocal,
  'habitEntry.set': setHabitEntryLocal,
} satisfies LocalMutators;
