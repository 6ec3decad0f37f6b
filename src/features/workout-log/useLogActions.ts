import { useMemo, useRef, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import { v7 as uuidv7 } from 'uuid';
import type { TrainingSessionRow } from '../../../domain/sessions/rows';
import { WORKOUT_MESSAGES } from '../../../domain/workouts/messages';
import { setValueErrors, type SetValues } from '../../../domain/workouts/rows';
import { applyLocalMutations, type LocalWrite, type useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { formatDate } from '../../i18n/format';
import type { resolveExercise } from '../exercises';
import type { usePlan } from '../plans';
import { startRestTimer } from '../rest-timer';
import type { Viewer } from './access';
import type { CardActions } from './ExerciseCard';
import type { MadeByWrites } from './madeByWrites';
import { entryRest, restAfterSet, type EntryModel, type planSteps } from './model';
import { editKey, type ScreenState } from './screenState';
import type { SetEdit } from './SetRowView';
import type { UndoOffer } from './UndoBar';
import { editWrites, finishWrites, markDoneWrites, notesWrites, removeLastWrites, swapWrites, undoWrites, type SessionContext, type Write } from './writes';
import type { useLocale } from '../../hooks/useLocale';

/*
 * What the logging screen's taps do (LogScreen.tsx shows, this writes): a
 * card's actions, the exercise picker's pick and the finish, each turned into
 * writes (writes.ts) and applied to the device's database.
 */

const OWN_MESSAGES = { [WORKOUT_MESSAGES.setEmpty]: 'workoutLog.errors.setEmpty', [WORKOUT_MESSAGES.setTypeInvalid]: 'workoutLog.errors.setTypeInvalid' } as Record<string, string>;

/** A validation message in the interface language: the documented messages, and the workout area's own few. */
export function messageText(t: TFunction, text: string): string {
  const own = OWN_MESSAGES[text];
  return own ? t(own) : translateMessage(t, text);
}

/**
 * Applies a tap's writes through the local mutation path (validated, applied,
 * queued for sync) in one transaction: the workout, the exercise log and the
 * set a first tap makes are stored together or not at all.
 */
async function apply(db: ReturnType<typeof useUserDb>, writes: readonly Write[]) {
  await applyLocalMutations(db, writes as readonly LocalWrite[]);
}

export type Picker = { mode: 'add' } | { mode: 'swap'; entry: EntryModel } | null;

/** What the screen's render knows that the taps need. */
export interface LogActionsInput {
  db: ReturnType<typeof useUserDb>;
  t: TFunction;
  language: ReturnType<typeof useLocale>;
  viewer: Viewer;
  session: TrainingSessionRow | null;
  clientId: string;
  plan: ReturnType<typeof usePlan>;
  startedAt: string | null | undefined;
  made: MadeByWrites;
  info: (exerciseId: string) => ReturnType<typeof resolveExercise>;
  nameOf: (exerciseId: string) => string;
  steps: ReturnType<typeof planSteps>;
  ownRest: (exerciseId: string) => number;
  picker: Picker;
  scrollToNext: MutableRefObject<boolean>;
  update: (change: (s: ScreenState) => ScreenState) => void;
  currentState: () => ScreenState;
  setErrors: Dispatch<SetStateAction<Record<string, string[]>>>;
  setFailure: Dispatch<SetStateAction<string | null>>;
  setUndone: Dispatch<SetStateAction<UndoOffer | null>>;
  setPicker: Dispatch<SetStateAction<Picker>>;
  onCreated?: (sessionId: string) => void;
}

/** The logging screen's taps: the cards' actions (the same object every render), and run, pick and finish. */
export function useLogActions(input: LogActionsInput) {
  const { db, t, language, viewer, session, clientId, plan, startedAt, made, info, nameOf, steps, ownRest, picker, scrollToNext, update, currentState, setErrors, setFailure, setUndone, setPicker, onCreated } = input;
  const sessionId = session?.id ?? null;

  /** Read when a tap writes, not at render: the tap before may have made the session since. */
  const ctx = (): SessionContext => ({
    sessionId: sessionId ?? made.sessionId,
    progress: made.started && session?.progressStatus === 'not_started' ? 'in_progress' : (session?.progressStatus ?? null),
    logIds: made.logIds,
    clientId,
    sendClientId: viewer === 'trainer',
    // Only a blank workout needs it (formatting a date on every render would cost each tap a millisecond or more).
    blank: session
      ? undefined
      : {
          title: plan ? plan.plan.title : `${t('workoutLog.blankTitle')} ${formatDate(startedAt ?? Date.now(), language)}`,
          startedAt: startedAt ?? new Date().toISOString(),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          planId: plan ? plan.plan.id : null,
        },
  });

  const run = async (writes: Write[]) => {
    if (!writes.length) return true;
    try {
      await apply(db, writes);
      setFailure(null);
      return true;
    } catch (e) {
      setFailure(e instanceof Error ? messageText(t, e.message) : String(e));
      return false;
    }
  };

  const newIds = () => ({ sessionId: uuidv7(), logId: uuidv7(), setId: uuidv7() });

  const current: CardActions = {
    onEdit: (entry, order, edit) => {
      const key = editKey(entry.key, order);
      setErrors(({ [key]: _gone, ...rest }) => rest);
      if (!Object.keys(edit).length) return true;
      const row = entry.rows[order];
      const fields = info(entry.exerciseId).trackingFields;
      if (row) {
        const { setType: _t, ...values } = edit;
        const problems = setValueErrors({ ...row.values, ...values } as SetValues, fields.length ? fields : undefined);
        if (problems && Object.keys(values).some((f) => problems[f as keyof typeof problems])) {
          setErrors((e) => ({ ...e, [key]: Object.values(problems).flat().map((m) => messageText(t, m)) }));
          return false;
        }
      }
      if (row?.set) void run(editWrites(entry, order, edit));
      else update((s) => ({ ...s, edits: { ...s.edits, [key]: { ...s.edits[key], ...edit } } }));
      return true;
    },
    onToggle: (entry, order) => {
      const row = entry.rows[order];
      if (!row) return false;
      if (row.done) {
        const done = row.set;
        return async () => {
          const written = await run(undoWrites(entry, order));
          if (written && done?.completedAt) setUndone({ set: { id: done.id, completedAt: done.completedAt }, text: t('workoutLog.undo.text', { set: order + 1, name: nameOf(entry.exerciseId) }) });
          return written;
        };
      }
      const madeLog = made.logOf(entry.key);
      // This row's mark is on its way (the row shows it, the data not yet): it is written already.
      if (made.marking(entry.log?.id ?? madeLog, order)) return () => Promise.resolve(true);
      const key = editKey(entry.key, order);
      // The values typed so far, also those typed just before the tap and not shown yet (a draft's moved to its log's key).
      const edits = currentState().edits;
      const { setType, ...edited } = edits[key] ?? (madeLog ? edits[editKey(madeLog, order)] : undefined) ?? {};
      const values: SetValues = { ...row.values, ...edited };
      const now = new Date().toISOString();
      const fields = info(entry.exerciseId).trackingFields;
      const problems = setValueErrors({ ...values, completedAt: now }, fields.length ? fields : undefined);
      if (problems) {
        setErrors((e) => ({ ...e, [key]: Object.values(problems).flat().map((m) => messageText(t, m)) }));
        return false;
      }
      return async () => {
        const c = ctx();
        const out = markDoneWrites(c, entry, order, values, setType ?? row.set?.setType ?? 'working', newIds(), now);
        const undo = made.marked({ entryKey: entry.key, logId: out.logId, order, sessionId: c.sessionId === null ? out.sessionId : null });
        if (!(await run(out.writes))) {
          undo();
          return false;
        }
        update((s) => {
          const { [key]: _done, ...edits } = s.edits;
          if (entry.kind !== 'draft') return { ...s, edits };
          // The draft became a log: its rows and typed values follow the log's key.
          const moved: Record<string, SetEdit> = {};
          for (const [k, v] of Object.entries(edits)) moved[k.startsWith(`${entry.key}#`) ? `${out.logId}${k.slice(entry.key.length)}` : k] = v;
          const { [entry.key]: extra, ...extraRows } = s.extraRows;
          return { ...s, edits: moved, drafts: s.drafts.filter((d) => d.key !== entry.key), extraRows: extra ? { ...extraRows, [out.logId]: extra } : extraRows };
        });
        scrollToNext.current = true;
        const seconds = restAfterSet(entry, order, steps, ownRest(entry.exerciseId));
        if (seconds > 0) startRestTimer(seconds, nameOf(entry.exerciseId), Date.now(), entry.exerciseId);
        if (!sessionId) onCreated?.(out.sessionId);
        return true;
      };
    },
    onAddSet: (entry) => update((s) => ({ ...s, extraRows: { ...s.extraRows, [entry.key]: (s.extraRows[entry.key] ?? 0) + 1 } })),
    onRemoveSet: (entry) => {
      void run(removeLastWrites(entry));
      const order = entry.rows.length - 1;
      update((s) => {
        const { [editKey(entry.key, order)]: _gone, ...edits } = s.edits;
        return { ...s, edits, extraRows: { ...s.extraRows, [entry.key]: (s.extraRows[entry.key] ?? 0) - 1 } };
      });
    },
    onNotes: (entry, notes) => {
      void run(notesWrites(ctx(), entry, notes, newIds(), new Date().toISOString()));
    },
    onSwap: (entry) => setPicker({ mode: 'swap', entry }),
    onRest: (entry) => startRestTimer(entryRest(entry, ownRest(entry.exerciseId)), nameOf(entry.exerciseId), Date.now(), entry.exerciseId),
    onRemove: (entry) => {
      if (entry.kind === 'draft') update((s) => ({ ...s, drafts: s.drafts.filter((d) => d.key !== entry.key) }));
      else {
        const logId = entry.log?.id ?? made.logOf(entry.key);
        if (!logId) return;
        made.logDeleted(logId);
        void run([{ name: 'exerciseLog.delete', args: { id: logId } }]);
      }
    },
  };

  // The cards get actions that never change (each call runs this render's), so an unchanged card skips its render.
  const latest = useRef(current);
  latest.current = current;
  const actions = useMemo<CardActions>(
    () => ({
      onEdit: (...a) => latest.current.onEdit(...a),
      onToggle: (...a) => latest.current.onToggle(...a),
      onAddSet: (...a) => latest.current.onAddSet(...a),
      onRemoveSet: (...a) => latest.current.onRemoveSet(...a),
      onNotes: (...a) => latest.current.onNotes(...a),
      onSwap: (...a) => latest.current.onSwap(...a),
      onRest: (...a) => latest.current.onRest(...a),
      onRemove: (...a) => latest.current.onRemove(...a),
    }),
    [],
  );

  const pick = (ids: string[]) => {
    const id = ids[0];
    if (!id || !picker) return;
    if (picker.mode === 'add') {
      update((s) => ({ ...s, drafts: [...s.drafts, { key: uuidv7(), exerciseId: id }] }));
      return;
    }
    const entry = picker.entry;
    if (entry.kind === 'draft') {
      update((s) => ({ ...s, drafts: s.drafts.map((d) => (d.key === entry.key ? { ...d, exerciseId: id } : d)) }));
    } else {
      void run(swapWrites(ctx(), entry, id, newIds(), new Date().toISOString()));
    }
  };

  const finish = async () => {
    if (!sessionId) return;
    await run(finishWrites(sessionId));
  };

  return { actions, run, pick, finish };
}
