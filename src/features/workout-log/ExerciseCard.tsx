import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingField } from '../../../domain/exercises/tracking';
import { MESSAGES } from '../../../domain/messages';
import type { SetType, SetValues } from '../../../domain/workouts/rows';
import { translateMessage } from '../../i18n/translateMessage';
import { Dialog } from '../../ui/Dialog';
import { PlateCalculator } from '../plates';
import { formatClock } from '../rest-timer';
import { PendingBadge } from '../sync-status';
import { trackingShort, ExerciseGuideDialog, hasGuideContent } from '../exercises';
import { ExerciseComments } from './ExerciseComments';
import type { EntryModel } from './model';
import { sameProps } from './sameProps';
import { SetRowView, type SetEdit } from './SetRowView';

export const NOTES_MAX = 500;

export interface CardActions {
  /** False when the edit was refused. */
  onEdit: (entry: EntryModel, order: number, edit: SetEdit) => boolean;
  /** false: the tap was refused at once (invalid values, a tap in flight); else whether the writes went in. */
  onToggle: (entry: EntryModel, order: number) => false | (() => Promise<boolean>);
  onAddSet: (entry: EntryModel) => void;
  onRemoveSet: (entry: EntryModel) => void;
  onNotes: (entry: EntryModel, notes: string) => void;
  onSwap: (entry: EntryModel) => void;
  onRemove: (entry: EntryModel) => void;
  /** Starts the exercise's rest by hand. */
  onRest: (entry: EntryModel) => void;
}

/**
 * One exercise of the session: name, its sets, add or remove a set, notes,
 * swap. Rendered again only when its data changed (props by content; the
 * screen passes stable actions), so a tap re-renders the card it changed.
 */
export const ExerciseCard = memo(function ExerciseCard({
  entry,
  name,
  plannedName,
  fields,
  barbell,
  locale,
  nextOrder,
  drafts,
  errors,
  pendingSets,
  logPending,
  readOnly,
  withPlan,
  restSeconds,
  guide,
  actions,
}: {
  entry: EntryModel;
  name: string;
  plannedName: string | null;
  fields: readonly TrackingField[];
  /** A barbell exercise: the plate calculator is one tap away. */
  barbell: boolean;
  locale: string;
  /** The row that is next, when it is in this exercise. */
  nextOrder: number | null;
  drafts: ReadonlyMap<number, SetEdit>;
  errors: ReadonlyMap<number, string[]>;
  /** This card's sets not yet synced. */
  pendingSets: ReadonlySet<string> | undefined;
  logPending: boolean;
  readOnly: boolean;
  /** The session follows a plan (an exercise outside it is marked added). */
  withPlan: boolean;
  /** The exercise's rest (its block's, else its own): started after a set, or by hand. */
  restSeconds: number;
  /** What a tap on the name shows: the library's photos and steps, or an own exercise's notes and video link. */
  guide: { guideId: string | null; description: string | null; videoUrl: string | null };
  actions: CardActions;
}) {
  const { t } = useTranslation();
  const stored = entry.log?.notes ?? '';
  const [notesOpen, setNotesOpen] = useState(stored !== '');
  const [notes, setNotes] = useState(stored);
  /** The notes last saved (or stored), so a save is never sent twice. */
  const saved = useRef(stored);
  useEffect(() => {
    saved.current = stored;
    setNotes(stored);
  }, [stored]);
  const saveNotes = (text: string) => {
    if (text.length > NOTES_MAX || text === saved.current) return;
    saved.current = text;
    actions.onNotes(entry, text);
  };
  const tooLong = notes.length > NOTES_MAX;
  // Notes typed and not yet saved (no blur: the screen closed, a group's client switched) are saved on the way out.
  const latest = useRef({ notes, saveNotes });
  latest.current = { notes, saveNotes };
  useEffect(() => () => latest.current.saveNotes(latest.current.notes), []);
  const [platesOpen, setPlatesOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const subject = { name, ...guide };
  // The weight to load: the next set's, else the last one's.
  const plateRow = entry.rows.find((r) => !r.done) ?? entry.rows[entry.rows.length - 1];
  const plateWeight = (plateRow && (drafts.get(plateRow.order)?.weightKg ?? plateRow.values.weightKg)) || null;
  const canRemoveExercise = !readOnly && entry.kind !== 'plan' && entry.doneCount === 0;
  const lastRow = entry.rows[entry.rows.length - 1];
  const canRemoveSet = !readOnly && entry.rows.length > 1 && !lastRow?.done;

  return (
    <li className="wl-exercise" data-testid="log-exercise" data-exercise-id={entry.exerciseId} id={`wl-${entry.key}`} style={{ ['--wl-fields' as string]: fields.length }}>
      <div className="wl-ex-head">
        {entry.letter ? (
          <span className="pe-item-letter" aria-hidden="true">
            {entry.letter}
          </span>
        ) : null}
        <div className="wl-ex-title">
          <h2 className="wl-ex-name">
            {hasGuideContent(subject) ? (
              <button type="button" className="wl-ex-name-btn" aria-haspopup="dialog" data-testid="log-exercise-guide" onClick={() => setGuideOpen(true)}>
                {name}
              </button>
            ) : (
              name
            )}
          </h2>
          {plannedName ? <span className="wl-ex-sub">{t('workoutLog.swapped', { name: plannedName })}</span> : null}
          {entry.kind !== 'plan' && withPlan ? <span className="wl-ex-sub">{t('workoutLog.added')}</span> : null}
        </div>
        <span className="wl-ex-count">
          {entry.doneCount}/{entry.rows.length}
        </span>
        {logPending ? <PendingBadge /> : null}
      </div>
      <div className="wl-set-head" aria-hidden="true">
        <span>{t('workoutLog.set.set')}</span>
        <span>{t('workoutLog.set.previous')}</span>
        {fields.map((f) => (
          <span key={f}>{trackingShort(t, f)}</span>
        ))}
        <span className="wl-set-head-done">{t('workoutLog.set.done')}</span>
      </div>
      <ol className="wl-sets">
        {(() => {
          // Warm-ups show W and are not counted: the first working set is set 1, as lifters number them.
          let counted = 0;
          return entry.rows.map((row) => {
            const draft = drafts.get(row.order);
            const { setType: draftType, ...draftValues } = draft ?? {};
            const values: SetValues = { ...row.values, ...draftValues };
            const setType: SetType = draftType ?? row.set?.setType ?? 'working';
            if (setType !== 'warmup') counted++;
            return (
              <SetRowView
                key={row.order}
                number={setType === 'warmup' ? null : counted}
                row={row}
                fields={fields}
                values={values}
                setType={setType}
                locale={locale}
                isNext={nextOrder === row.order}
                pending={!!row.set && !!pendingSets?.has(row.set.id)}
                readOnly={readOnly}
                errors={errors.get(row.order) ?? []}
                onEdit={(order, edit) => actions.onEdit(entry, order, edit)}
                onToggle={(order) => actions.onToggle(entry, order)}
              />
            );
          });
        })()}
      </ol>
      {readOnly ? (
        stored ? (
          <p className="wl-notes-read">
            <strong>{t('workoutLog.notes.label')}:</strong> {stored}
          </p>
        ) : null
      ) : (
        <>
          <div className="wl-ex-actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => actions.onAddSet(entry)}>
              {t('workoutLog.set.add')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" disabled={!canRemoveSet} onClick={() => actions.onRemoveSet(entry)}>
              {t('workoutLog.set.remove')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" aria-expanded={notesOpen} onClick={() => setNotesOpen((v) => !v)}>
              {t('workoutLog.notes.show')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.onSwap(entry)}>
              {t('workoutLog.exercise.swap')}
            </button>
            {restSeconds > 0 ? (
              <button type="button" className="btn btn--ghost btn--sm" data-testid="log-rest" aria-label={t('workoutLog.restStartLabel', { time: formatClock(restSeconds), name })} onClick={() => actions.onRest(entry)}>
                {t('workoutLog.restStart', { time: formatClock(restSeconds) })}
              </button>
            ) : null}
            {barbell && fields.includes('weight') && typeof plateWeight === 'number' ? (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setPlatesOpen(true)}>
                {t('workoutLog.exercise.plates')}
              </button>
            ) : null}
            {canRemoveExercise ? (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.onRemove(entry)}>
                {t('workoutLog.exercise.remove')}
              </button>
            ) : null}
          </div>
          {notesOpen ? (
            <div className="field wl-notes">
              <label className="field-label" htmlFor={`wl-notes-${entry.key}`}>
                {t('workoutLog.notes.label')}
              </label>
              <textarea
                id={`wl-notes-${entry.key}`}
                className={`field-input${tooLong ? ' is-invalid' : ''}`}
                rows={2}
                value={notes}
                aria-invalid={tooLong || undefined}
                aria-describedby={`wl-notes-${entry.key}-hint`}
                onChange={(e) => setNotes(e.target.value)}
                onBlur={() => saveNotes(notes)}
              />
              <p id={`wl-notes-${entry.key}-hint`} className={tooLong ? 'field-error' : 'field-hint'} role={tooLong ? 'alert' : undefined}>
                {tooLong ? translateMessage(t, MESSAGES.notesMax) : t('workoutLog.notes.count', { count: notes.length, max: NOTES_MAX })}
              </p>
            </div>
          ) : null}
        </>
      )}
      <ExerciseComments entry={entry} />
      {guideOpen ? <ExerciseGuideDialog subject={subject} open onOpenChange={setGuideOpen} /> : null}
      {platesOpen && typeof plateWeight === 'number' ? (
        <Dialog open onOpenChange={setPlatesOpen} title={t('workoutLog.exercise.platesTitle', { name })}>
          <PlateCalculator targetWeightKg={plateWeight} />
        </Dialog>
      ) : null}
    </li>
  );
}, sameProps);
