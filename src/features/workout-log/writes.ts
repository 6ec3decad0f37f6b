import type { MutationInput } from '../../../domain/mutations/registry';
import type { SetType, SetValues } from '../../../domain/workouts/rows';
import type { EntryModel } from './model';

/*
 * What a tap on the logging screen writes, as a list of mutations to apply in
 * order (through applyLocalMutation). Pure: ids and the time come in.
 */

type WriteName = 'workout.start' | 'session.progress' | 'exerciseLog.create' | 'exerciseLog.update' | 'exerciseLog.delete' | 'set.create' | 'set.update' | 'set.delete';

/** One mutation with its arguments, as applyLocalMutation takes them. */
export type Write = { [N in WriteName]: { name: N; args: MutationInput<N> } }[WriteName];

export interface SessionContext {
  /** Null for a blank workout not created yet. */
  sessionId: string | null;
  /** The session's progress; null for a blank workout. */
  progress: 'not_started' | 'in_progress' | 'completed' | null;
  /** The client logged for (a trainer logging passes it). */
  clientId: string;
  /** Sent with exerciseLog.create when a trainer logs for a client. */
  sendClientId: boolean;
  /** A blank workout's title and start, used when the first set creates it; a plan day's plan (the session keeps it, so it opens the plan again). */
  blank?: { title: string; startedAt: string; timeZone?: string; planId?: string | null };
  /** Entry key → the log an earlier write made for it that the entry does not show yet (madeByWrites.ts). */
  logIds?: ReadonlyMap<string, string>;
}

export interface Ids {
  sessionId: string;
  logId: string;
  setId: string;
}

/** The session exists and is started, or the writes that make it so. */
function ensureSession(ctx: SessionContext, ids: Ids, now: string): { sessionId: string; writes: Write[] } {
  if (ctx.sessionId === null) {
    const blank = ctx.blank ?? { title: '', startedAt: now };
    const args: MutationInput<'workout.start'> = { sessionId: ids.sessionId, title: blank.title, startedAt: blank.startedAt };
    if (blank.timeZone) args.timeZone = blank.timeZone;
    if (blank.planId) args.planId = blank.planId;
    return { sessionId: ids.sessionId, writes: [{ name: 'workout.start', args }] };
  }
  const writes: Write[] = ctx.progress === 'not_started' ? [{ name: 'session.progress', args: { id: ctx.sessionId, event: 'start' } }] : [];
  return { sessionId: ctx.sessionId, writes };
}

function ensureLog(ctx: SessionContext, entry: EntryModel, sessionId: string, ids: Ids, now: string): { logId: string; writes: Write[] } {
  const made = entry.log?.id ?? ctx.logIds?.get(entry.key);
  if (made) return { logId: made, writes: [] };
  const args: Extract<Write, { name: 'exerciseLog.create' }>['args'] = { id: ids.logId, sessionId, exerciseId: entry.exerciseId, order: entry.order, loggedAt: now };
  if (entry.block) args.blockId = entry.block.id;
  if (ctx.sendClientId) args.clientId = ctx.clientId;
  return { logId: ids.logId, writes: [{ name: 'exerciseLog.create', args }] };
}

/**
 * "Mark set N done": starts the session (or creates a blank workout), creates
 * the exercise's log on its first set, then creates the set or completes the
 * stored one with `values` (the row's values, targets when untouched).
 */
export function markDoneWrites(ctx: SessionContext, entry: EntryModel, order: number, values: SetValues, setType: SetType, ids: Ids, now: string): { writes: Write[]; sessionId: string; logId: string } {
  const s = ensureSession(ctx, ids, now);
  const l = ensureLog(ctx, entry, s.sessionId, ids, now);
  const stored = entry.rows[order]?.set ?? null;
  const set: Write = stored
    ? { name: 'set.update', args: { id: stored.id, ...values, setType, completedAt: now } }
    : { name: 'set.create', args: { id: ids.setId, exerciseLogId: l.logId, order, setType, ...values, completedAt: now } };
  return { writes: [...s.writes, ...l.writes, set], sessionId: s.sessionId, logId: l.logId };
}

/** Tapping a done set's check again: it goes back to planned, its values kept. */
export function undoWrites(entry: EntryModel, order: number): Write[] {
  const stored = entry.rows[order]?.set;
  return stored?.completedAt ? [{ name: 'set.update', args: { id: stored.id, completedAt: null } }] : [];
}

/** Takes back an undo (undoWrites) of `done`, the set as it was when its check was tapped: done again at its own time. */
export function redoWrites(done: { id: string; completedAt: string | null }): Write[] {
  return done.completedAt ? [{ name: 'set.update', args: { id: done.id, completedAt: done.completedAt } }] : [];
}

/**
 * An edit of one row's values or type. A stored set is updated; a row not
 * stored yet writes nothing (the screen keeps the draft until it is done).
 */
export function editWrites(entry: EntryModel, order: number, change: Partial<SetValues> & { setType?: SetType }): Write[] {
  const stored = entry.rows[order]?.set;
  return stored ? [{ name: 'set.update', args: { id: stored.id, ...change } }] : [];
}

/** "Remove set": deletes the stored set of the last row, if any. */
export function removeLastWrites(entry: EntryModel): Write[] {
  const last = entry.rows[entry.rows.length - 1];
  return last?.set ? [{ name: 'set.delete', args: { id: last.set.id } }] : [];
}

/** Notes of an exercise: saved on its log; an exercise without a log gets one (notes are worth keeping). */
export function notesWrites(ctx: SessionContext, entry: EntryModel, notes: string, ids: Ids, now: string): Write[] {
  const text = notes.trim() === '' ? null : notes;
  const logId = entry.log?.id ?? ctx.logIds?.get(entry.key);
  if (logId) return [{ name: 'exerciseLog.update', args: { id: logId, notes: text } }];
  if (text === null) return [];
  const s = ensureSession(ctx, ids, now);
  const l = ensureLog(ctx, entry, s.sessionId, ids, now);
  const create = l.writes[0] as Extract<Write, { name: 'exerciseLog.create' }> | undefined;
  if (create) create.args.notes = text;
  return [...s.writes, ...l.writes];
}

/** "Finish workout". */
export function finishWrites(sessionId: string): Write[] {
  return [{ name: 'session.progress', args: { id: sessionId, event: 'complete' } }];
}

/**
 * "Swap exercise" of a logged or planned exercise: the log takes the new
 * exercise (a planned one without a log gets its log now, so the swap
 * survives a reload; the session is not started by it). A draft is swapped
 * on screen only.
 */
export function swapWrites(ctx: SessionContext, entry: EntryModel, exerciseId: string, ids: Ids, now: string): Write[] {
  if (entry.log) return entry.log.exerciseId === exerciseId ? [] : [{ name: 'exerciseLog.update', args: { id: entry.log.id, exerciseId } }];
  const made = ctx.logIds?.get(entry.key);
  if (made) return [{ name: 'exerciseLog.update', args: { id: made, exerciseId } }];
  if (entry.kind === 'draft' || ctx.sessionId === null) return [];
  return ensureLog(ctx, { ...entry, exerciseId }, ctx.sessionId, ids, now).writes;
}
