import type { ExerciseLogRow, SetRow, SetType, SetValues, WorkoutSessionDraft } from './rows';

/*
 * A blank workout (route /client/blank-workout, "deferred creation"): picking
 * exercises writes nothing, so opening and leaving the screen leaves no empty
 * session behind. The first logged set creates the session, that exercise's
 * log and the set; later sets create only what does not exist yet. The
 * reducer is pure: ids and times come in with the actions (ids made on the
 * device, UUIDv7), and the rows to write come out as `create`.
 */

export interface DraftExercise {
  /** A key of the screen's list (not stored). */
  key: string;
  exerciseId: string;
  /** Set once its first set is logged. */
  logId: string | null;
  /** The log's loggedAt, which its sets copy; null until the log exists. */
  loggedAt: string | null;
  setsLogged: number;
}

export interface BlankWorkout {
  clientId: string;
  title: string;
  /** When the screen opened; the session's start. */
  startedAt: string;
  /** Null until the first set is logged. */
  sessionId: string | null;
  exercises: DraftExercise[];
}

export type BlankWorkoutAction =
  | { type: 'addExercise'; key: string; exerciseId: string }
  | { type: 'removeExercise'; key: string }
  | { type: 'rename'; title: string }
  | {
      type: 'logSet';
      key: string;
      values: SetValues;
      setType?: SetType;
      now: string;
      /** Fresh ids; sessionId and exerciseLogId are used only when that row does not exist yet. */
      ids: { sessionId: string; exerciseLogId: string; setId: string };
    };

/** The rows an action asks to write; empty while the workout lives only in memory. */
export interface BlankWorkoutWrites {
  session: WorkoutSessionDraft | null;
  logs: ExerciseLogRow[];
  sets: SetRow[];
  /** Exercise logs to delete: an exercise with logged sets was removed. */
  deleteLogIds: string[];
}

export function startBlankWorkout(clientId: string, startedAt: string, title = ''): BlankWorkout {
  return { clientId, title, startedAt, sessionId: null, exercises: [] };
}

/** True while nothing has been written. */
export function isDeferred(w: BlankWorkout): boolean {
  return w.sessionId === null;
}

const none = (): BlankWorkoutWrites => ({ session: null, logs: [], sets: [], deleteLogIds: [] });

export function reduceBlankWorkout(w: BlankWorkout, action: BlankWorkoutAction): { state: BlankWorkout; create: BlankWorkoutWrites } {
  switch (action.type) {
    case 'addExercise':
      if (w.exercises.some((e) => e.key === action.key)) return { state: w, create: none() };
      return { state: { ...w, exercises: [...w.exercises, { key: action.key, exerciseId: action.exerciseId, logId: null, loggedAt: null, setsLogged: 0 }] }, create: none() };
    case 'removeExercise': {
      const gone = w.exercises.find((e) => e.key === action.key);
      if (!gone) return { state: w, create: none() };
      const writes = none();
      if (gone.logId) writes.deleteLogIds.push(gone.logId);
      return { state: { ...w, exercises: w.exercises.filter((e) => e !== gone) }, create: writes };
    }
    case 'rename':
      // Once the session exists its title is edited like any session's; here it only shapes the row to come.
      return { state: { ...w, title: action.title }, create: none() };
    case 'logSet': {
      const index = w.exercises.findIndex((e) => e.key === action.key);
      const ex = w.exercises[index];
      if (!ex) return { state: w, create: none() };
      const writes = none();
      const sessionId = w.sessionId ?? action.ids.sessionId;
      if (w.sessionId === null) {
        writes.session = { id: sessionId, clientId: w.clientId, title: w.title, startedAt: w.startedAt, finishedAt: null, notes: null };
      }
      const logId = ex.logId ?? action.ids.exerciseLogId;
      const loggedAt = ex.loggedAt ?? action.now;
      if (ex.logId === null) {
        // Order among the exercises that have logs, so removed drafts leave no gaps.
        const order = w.exercises.filter((e) => e.logId !== null).length;
        writes.logs.push({ id: logId, sessionId, exerciseId: ex.exerciseId, clientId: w.clientId, blockId: null, order, notes: null, loggedAt });
      }
      writes.sets.push({
        id: action.ids.setId,
        exerciseLogId: logId,
        sessionId,
        clientId: w.clientId,
        loggedAt,
        order: ex.setsLogged,
        setType: action.setType ?? 'working',
        ...action.values,
        completedAt: action.now,
      });
      const exercises = w.exercises.map((e, i) => (i === index ? { ...e, logId, loggedAt, setsLogged: e.setsLogged + 1 } : e));
      return { state: { ...w, sessionId, exercises }, create: writes };
    }
  }
}
