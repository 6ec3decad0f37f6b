import { exportWorkoutsCsv } from '../../../domain/workouts/export-csv';
import type { ExerciseLogRow, WorkoutSessionDraft } from '../../../domain/workouts/rows';
import type { RepwiseDb } from '../../../replica/db/schema';
import type { ExerciseLogRows } from '../../db/workouts';
import { olderRange, withOlder } from '../progress';
import { saveBlob } from '../../ui/saveFile';

/**
 * A client's logs as CSV (domain/workouts/export-csv.ts), built from Dexie,
 * so it works offline, plus `older`: the history from before the device's
 * window when it was fetched (its sessions are not on the device: each is
 * named `untitled` and starts at its first log). A session ends its planned
 * length after its start: the device keeps no other end time.
 */
export async function clientLogsCsv(db: RepwiseDb, clientId: string, exerciseName: (id: string) => string, older: ExerciseLogRows | null = null, untitled = ''): Promise<string> {
  const device = {
    logs: await db.synced('exerciseLogs').where('clientId').equals(clientId).toArray(),
    sets: await db.synced('exerciseSets').where('clientId').equals(clientId).toArray(),
  };
  const { logs, sets } = older ? withOlder(device, older, olderRange(Date.now()).before) : device;
  const ids = [...new Set(logs.map((l) => l.sessionId))];
  const rows = await db.synced('sessions').bulkGet(ids);
  const sessions: WorkoutSessionDraft[] = rows
    .filter((s) => s !== undefined)
    .map((s) => ({ id: s.id, clientId, title: s.title, startedAt: s.startsAt, finishedAt: new Date(Date.parse(s.startsAt) + s.durationMinutes * 60_000).toISOString(), notes: s.notes }));
  const held = new Set(sessions.map((s) => s.id));
  const firstLog = new Map<string, string>();
  for (const l of logs) if (!held.has(l.sessionId) && (!firstLog.has(l.sessionId) || l.loggedAt < firstLog.get(l.sessionId)!)) firstLog.set(l.sessionId, l.loggedAt);
  for (const [id, at] of firstLog) sessions.push({ id, clientId, title: untitled, startedAt: at, finishedAt: null, notes: null });
  return exportWorkoutsCsv({ sessions, logs, sets, exerciseName, supersetBlockIds: supersetBlocks(logs) });
}

/** Blocks two or more logs of one session were done in: a superset, whether a plan's or an import's (the device holds no plan block for the latter). */
export function supersetBlocks(logs: readonly Pick<ExerciseLogRow, 'sessionId' | 'blockId'>[]): Set<string> {
  const seen = new Map<string, number>();
  for (const l of logs) if (l.blockId !== null) seen.set(`${l.sessionId}|${l.blockId}`, (seen.get(`${l.sessionId}|${l.blockId}`) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n > 1).map(([k]) => k.slice(k.indexOf('|') + 1)));
}

/** "adam-novak-workouts-2026-11-24.csv": the client's name as a file name, and the day. */
export function exportFileName(clientName: string, day: Date): string {
  const slug = clientName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'client'}-workouts-${day.toISOString().slice(0, 10)}.csv`;
}

/** Hands text to the browser as a file download. */
export function downloadText(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
