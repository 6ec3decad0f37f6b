import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionType, TrainingSessionRow } from '../../../domain/sessions/rows';
import { usePendingIds, useUserDb } from '../../db';
import { layerOf } from '../../db';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { resolveExercise, useOwnExerciseMap } from '../exercises';
import { usePlan, ExercisePicker } from '../plans';
import { useRestSettings } from '../rest-timer';
import { readOnlyReason, type Viewer } from './access';
import { sessionSummary } from './finish';
import { useClientHistory, useSessionLog } from './hooks';
import { entryRest, logModel, planSteps } from './model';
import { screenStateKey, useScreenState, type ScreenState } from './screenState';
import { useCommentsByItem } from '../messaging';
import { EXERCISE_COMMENTS, LogComments } from './ExerciseComments';
import { FinishSummaryCard } from './FinishSummaryCard';
import { LogGroups } from './LogGroups';
import { NextBar } from './NextBar';
import { MadeByWrites } from './madeByWrites';
import { UndoBar, type UndoOffer } from './UndoBar';
import { useLogActions, type Picker } from './useLogActions';
import { redoWrites } from './writes';
import { useLocale } from '../../hooks/useLocale';
import '../exercises/exercises.css';
import '../plans/plans.css';
import './workout-log.css';

export interface LogScreenProps {
  viewer: Viewer;
  /** The session logged; null: a blank workout not created yet. */
  session: TrainingSessionRow | null;
  /** The plan to follow (the route's, or the session's plan for this client). */
  planId: string | null;
  clientId: string;
  /** Shown under the title (a trainer: whom they log for; a group: the switcher). */
  subheader?: ReactNode;
  backTo: string;
  /** A blank workout: called once its first set created the session. */
  onCreated?: (sessionId: string) => void;
}

/**
 * The workout logging screen (phone first): the plan's exercises in order
 * with their targets prefilled, one tap per set that went as planned, the
 * rest timer after each round, what is next at the bottom, and the finish
 * summary. It reads and writes only the device's database, so it works
 * offline and a reload finds everything where it was.
 */
export function LogScreen(props: LogScreenProps) {
  const { session, planId, clientId } = props;
  const db = useUserDb();
  const own = useOwnExerciseMap();
  const plan = usePlan(planId ?? undefined);
  const sessionId = session?.id ?? null;
  const rows = useSessionLog(sessionId, clientId);
  const history = useClientHistory(clientId, sessionId);
  const pendingSets = usePendingIds('exerciseSets');
  const pendingLogs = usePendingIds('exerciseLogs');
  const [state, update, currentState] = useScreenState(screenStateKey(sessionId, planId, clientId));
  if (!session && !state.startedAt) update((s) => ({ ...s, startedAt: new Date().toISOString() }));
  // The session is in the optimistic layer's view, so a tap's first set of an exercise (its log needs the session) shows at once too.
  if (session) layerOf(db).remember('sessions', [session]);
  const data = useMemo<LogData>(() => ({ own, plan, rows, history, pendingSets, pendingLogs, state }), [own, plan, rows, history, pendingSets, pendingLogs, state]);
  // What the database and the screen state bring is shown in a render of its own that a tap never waits for: a
  // tap's flushSync renders every update still pending with it (React takes default-priority updates along with a
  // sync one), which was the whole screen whenever a live query's answer had just come in. Deferred, such an
  // update renders here only (the screen keeps its last data), and the screen follows in a transition.
  const shown = useDeferredValue(data);
  return <LogScreenView {...props} data={shown} update={update} currentState={currentState} />;
}

/** What the logging screen shows that the database and the screen state hold. */
interface LogData {
  own: ReturnType<typeof useOwnExerciseMap>;
  plan: ReturnType<typeof usePlan>;
  rows: ReturnType<typeof useSessionLog>;
  history: ReturnType<typeof useClientHistory>;
  pendingSets: ReturnType<typeof usePendingIds>;
  pendingLogs: ReturnType<typeof usePendingIds>;
  state: ScreenState;
}

const LogScreenView = memo(function LogScreenView({
  viewer,
  session,
  planId,
  clientId,
  subheader,
  backTo,
  onCreated,
  data,
  update,
  currentState,
}: LogScreenProps & { data: LogData; update: (change: (s: ScreenState) => ScreenState) => void; currentState: () => ScreenState }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const language = useLocale();
  const { own, plan, rows, history, pendingSets, pendingLogs, state } = data;
  const sessionId = session?.id ?? null;
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [picker, setPicker] = useState<Picker>(null);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [made] = useState(() => new MadeByWrites());
  /** A done set just taken back by a tap on its check, offered back for a few seconds (a thumb in a gym misses). */
  const [undone, setUndone] = useState<UndoOffer | null>(null);
  const rest = useRestSettings();
  /** An exercise's own rest: the one last taken after it, else the user's default. */
  const ownRest = (exerciseId: string) => rest.byExercise[exerciseId] ?? rest.defaultSeconds;
  /** After a set is done, bring the next set into view when it is off screen (a superset jumps between exercises). */
  const scrollToNext = useRef(false);

  const type: SessionType | 'blank' = session?.type ?? 'blank';
  const reason = readOnlyReason(type, viewer);
  const readOnly = reason !== null;
  // The wrapper set it in its render; the data shown may be a render behind.
  const startedAt = state.startedAt ?? currentState().startedAt;

  const planInput = plan ? { blocks: plan.blocks, items: plan.items } : null;
  const model = useMemo(
    () => (rows ? logModel({ plan: planInput, logs: rows.logs, sets: rows.sets, drafts: state.drafts, extraRows: state.extraRows, history, sessionId }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, plan, state.drafts, state.extraRows, history, sessionId],
  );
  const steps = useMemo(() => planSteps(planInput), [plan]); // eslint-disable-line react-hooks/exhaustive-deps
  const nextKey = model?.next ? `${model.next.entryKey}#${model.next.order}` : null;
  useEffect(() => {
    if (!scrollToNext.current || !nextKey) return;
    scrollToNext.current = false;
    const [entryKey, order] = nextKey.split('#');
    // Measured in the next frame, with the layout the frame does anyway: measuring now would force one on the tap's path.
    const frame = requestAnimationFrame(() => {
      const row = document.getElementById(`wl-${entryKey}`)?.querySelector(`[data-set-order="${order}"]`);
      if (!row) return;
      const r = row.getBoundingClientRect();
      // Clear of the top bar and of the bottom bars (next action, navigation).
      if (r.top < 80 || r.bottom > window.innerHeight - 180) row.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [nextKey]);

  const info = useCallback((exerciseId: string) => resolveExercise(exerciseId, own ?? new Map(), language), [own, language]);
  const nameOf = useCallback((exerciseId: string) => {
    const x = info(exerciseId);
    return x.missing ? t('workoutLog.missing') : x.name;
  }, [info, t]);

  useLayoutEffect(() => made.caughtUp(model, session), [made, model, session]);
  // What was said about the exercises and sets, read once for every card.
  const byItem = useCommentsByItem(clientId, EXERCISE_COMMENTS);
  const comments = useMemo(() => ({ clientId, viewer, byItem }), [clientId, viewer, byItem]);

  const { actions, run, pick, finish } = useLogActions({
    db, t, language, viewer, session, clientId, plan, startedAt, made, info, nameOf, steps, ownRest, picker, scrollToNext,
    update, currentState, setErrors, setFailure, setUndone, setPicker, onCreated,
  });

  if (rows === undefined || plan === undefined || own === undefined || !model) return <Spinner label={t('workoutLog.loading')} />;

  const completed = session?.progressStatus === 'completed';
  const openSets = model.setsTotal - model.setsDone;
  const title = session?.title ?? plan?.plan.title ?? t('workoutLog.blankTitle');

  const summary = completed ? sessionSummary(rows.logs, rows.sets, history ?? [], new Date().toISOString()) : null;

  return (
    <div className="page wl">
      <Link className="text-link small" to={backTo}>
        ← {t('workoutLog.back')}
      </Link>
      <header className="wl-header">
        <h1 className="page-title">{title}</h1>
        <p className="wl-meta">
          {session ? <span className={`wl-status wl-status--${session.progressStatus}`}>{t(`workoutLog.status.${session.progressStatus}`)}</span> : null}
          <span>{t('workoutLog.progress', { done: model.setsDone, total: model.setsTotal })}</span>
        </p>
        {subheader}
      </header>
      {reason ? <Banner tone="info">{t(`workoutLog.readOnly.${reason}`)}</Banner> : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      {summary ? <FinishSummaryCard summary={summary} nameOf={nameOf} language={language} backTo={backTo} /> : null}
      {!session && model.entries.length === 0 ? <p className="muted">{t('workoutLog.blankLead')}</p> : null}
      {session && !plan && model.entries.length === 0 ? <p className="muted">{t('workoutLog.noPlan')}</p> : null}
      <LogComments.Provider value={comments}>
        <LogGroups
          entries={model.entries}
          info={info}
          nameOf={nameOf}
          language={language}
          edits={state.edits}
          errors={errors}
          pendingSets={pendingSets}
          pendingLogs={pendingLogs}
          next={!readOnly && !completed ? model.next : null}
          readOnly={readOnly}
          withPlan={!!plan}
          restOf={(entry) => entryRest(entry, ownRest(entry.exerciseId))}
          actions={actions}
        />
      </LogComments.Provider>
      {!readOnly ? (
        <Button variant="secondary" block onClick={() => setPicker({ mode: 'add' })}>
          {t('workoutLog.exercise.add')}
        </Button>
      ) : null}
      {undone ? (
        <UndoBar
          offer={undone}
          onUndo={() => {
            setUndone(null);
            void run(redoWrites(undone.set));
          }}
          onGone={() => setUndone((u) => (u === undone ? null : u))}
        />
      ) : null}
      {!readOnly && !completed ? (
        <NextBar model={model} nameOf={nameOf} canFinish={!!sessionId} onFinish={() => (openSets > 0 ? setConfirmFinish(true) : void finish())} />
      ) : null}
      <ExercisePicker
        open={picker !== null}
        onOpenChange={(v) => !v && setPicker(null)}
        title={picker?.mode === 'swap' ? t('workoutLog.exercise.swapTitle', { name: nameOf(picker.entry.exerciseId) }) : t('workoutLog.exercise.addTitle')}
        onPick={pick}
      />
      <ConfirmDialog
        open={confirmFinish}
        onOpenChange={setConfirmFinish}
        title={t('workoutLog.finish.confirmTitle')}
        cancelLabel={t('workoutLog.finish.cancel')}
        confirmLabel={t('workoutLog.finish.confirm')}
        tone="primary"
        onConfirm={() => void finish()}
      >
        <p>{t('workoutLog.finish.confirmOpen', { count: openSets })}</p>
      </ConfirmDialog>
    </div>
  );
});
