import { exportWorkoutsCsv } from '../../../domain/workouts/export-csv';
import type { ExerciseLogRow, SetRow, WorkoutSessionDraft } from '../../../domain/workouts/rows';
import type { RepwiseDb } from '../../../replica/db/schema';

interface SessionLike {
  id: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  notes: string | null;
}

/**
 * A client's logs on this device as CSV (domain/workouts/export-csv.ts),
 * built from Dexie alone, so it works offline. A session ends its planned
 * length after its start: the device keeps no other end time.
 */
export async function clientLogsCsv(db: RepwiseDb, clientId: string, exerciseName: (id: string) => string): Promise<string> {
  const logs = (await db.synced('exerciseLogs').where('clientId').equals(clientId).toArray()) as unknown as ExerciseLogRow[];
  const sets = (await db.synced('exerciseSets').where('clientId').equals(clientId).toArray()) as unknown as SetRow[];
  const ids = [...new Set(logs.map((l) => l.sessionId))];
  const rows = (await db.synced('sessions').bulkGet(ids)) as unknown as (SessionLike | undefined)[];
  const sessions: WorkoutSessionDraft[] = rows
    .filter((s): s is SessionLike => s !== undefined)
    .map((s) => ({ id: s.id, clientId, title: s.title, startedAt: s.startsAt, finishedAt: new Date(Date.parse(s.startsAt) + s.durationMinutes * 60_000).toISOString(), notes: s.notes }));
  return exportWorkoutsCsv({ sessions, logs, sets, exerciseName });
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
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
