import type { ExerciseLogRow, SetRow, SetType, WorkoutSessionDraft } from './rows';

/*
 * A client's logs as CSV, one row per set. The columns are Hevy's, so the
 * file opens in Hevy and in spreadsheets, plus two of Repwise's own at the
 * end (other apps ignore unknown columns):
 *
 *   title            the session's title
 *   start_time       session start, ISO 8601 UTC (2025-02-21T06:17:00.000Z)
 *   end_time         session end, same format, empty if not finished
 *   description      session notes
 *   exercise_title   the exercise's name in the user's language
 *   superset_id      the plan block id when the exercise was part of a superset block, else empty
 *   exercise_notes   the exercise log's notes
 *   set_index        0-based position of the set in its exercise
 *   set_type         normal | warmup | failure | dropset
 *   weight_kg        kg
 *   reps             whole number
 *   distance_km      km
 *   duration_seconds seconds
 *   rpe              1-10
 *   assistance       1-10 (Repwise)
 *   exercise_id      the exercise's id (Repwise): a library slug or the trainer's uuid
 *
 * Reading it back with parseWorkoutCsv gives the same workouts (Hevy format).
 * Only done sets are written.
 */

export const EXPORT_COLUMNS = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
  'assistance',
  'exercise_id',
] as const;

const SET_TYPE_OUT: Record<SetType, string> = { working: 'normal', warmup: 'warmup', failure: 'failure', drop: 'dropset' };

function cell(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  return /[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v;
}

export function exportWorkoutsCsv(input: {
  sessions: readonly WorkoutSessionDraft[];
  logs: readonly ExerciseLogRow[];
  sets: readonly SetRow[];
  exerciseName: (exerciseId: string) => string;
  /** Ids of the blocks that are supersets, for superset_id. */
  supersetBlockIds?: ReadonlySet<string>;
}): string {
  const setsByLog = new Map<string, SetRow[]>();
  for (const s of input.sets) {
    if (s.completedAt === null) continue;
    const list = setsByLog.get(s.exerciseLogId);
    if (list) list.push(s);
    else setsByLog.set(s.exerciseLogId, [s]);
  }
  const logsBySession = new Map<string, ExerciseLogRow[]>();
  for (const l of input.logs) {
    const list = logsBySession.get(l.sessionId);
    if (list) list.push(l);
    else logsBySession.set(l.sessionId, [l]);
  }
  const lines = [EXPORT_COLUMNS.join(',')];
  const sessions = [...input.sessions].sort((a, b) => (a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : 0));
  for (const session of sessions) {
    const logs = (logsBySession.get(session.id) ?? []).sort((a, b) => a.order - b.order);
    for (const log of logs) {
      const sets = (setsByLog.get(log.id) ?? []).sort((a, b) => a.order - b.order);
      const superset = log.blockId !== null && input.supersetBlockIds?.has(log.blockId) ? log.blockId : null;
      sets.forEach((s, i) => {
        lines.push(
          [
            session.title,
            session.startedAt,
            session.finishedAt,
            session.notes,
            input.exerciseName(log.exerciseId),
            superset,
            log.notes,
            i,
            SET_TYPE_OUT[s.setType],
            s.weightKg,
            s.reps,
            s.distanceMeters === null ? null : s.distanceMeters / 1000,
            s.durationSeconds,
            s.rpe,
            s.assistance,
            log.exerciseId,
          ]
            .map(cell)
            .join(','),
        );
      });
    }
  }
  return `${lines.join('\n')}\n`;
}
