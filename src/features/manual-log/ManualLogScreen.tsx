import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTES_MAX } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { SET_TYPES, VALUE_FIELD_OF, type SetType, type SetValues } from '../../../domain/workouts/rows';
import { applyLocalMutation, useProfile, useUserDb } from '../../db';
import { formatDate } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { resolveExercise, useOwnExerciseMap, trackingLabel } from '../exercises';
import { ExercisePicker, loadPlan, usePlanSummaries, parseTarget } from '../plans';
import { showNumber } from '../workout-log';
import { blankDraft, draftErrors, emptySet, entriesFromPlan, newKey, recordArgs, type DraftError, type ManualDraft, type ManualEntry } from './model';
import { useLocale } from '../../hooks/useLocale';
import '../exercises/exercises.css';
import '../plans/plans.css';
import './manual-log.css';

/** A set value typed in the language's way (decimal comma in sk and cz); a bad number keeps the text and shows why. */
function ValueInput({ label, value, locale, onChange }: { label: string; value: number | null; locale: string; onChange: (v: number | null) => void }) {
  const shown = showNumber(value, locale);
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  useEffect(() => setText(shown), [shown]);
  return (
    <input
      className={`field-input ml-cell${bad ? ' is-invalid' : ''}`}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={bad || undefined}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        const v = parseTarget(text);
        setBad(v === 'invalid');
        if (v !== 'invalid') onChange(v);
      }}
    />
  );
}

/**
 * /client/manual-log: a workout done earlier, typed in after the fact. Date,
 * start and length, optionally one of the client's plans (its exercises
 * filled in) or a blank list, exercises with sets and notes; saved whole,
 * offline, as one solo session that is already completed.
 */
export function ManualLogScreen() {
  const { t } = useTranslation();
  const db = useUserDb();
  const profile = useProfile();
  const language = useLocale();
  const own = useOwnExerciseMap();
  const summaries = usePlanSummaries();
  const clientId = profile?.clientId ?? null;
  // The wall time typed is the device's, as for a blank workout (LogScreen): the profile loads later and may name another zone.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [draft, setDraft] = useState<ManualDraft>(() => blankDraft(new Date(), timeZone, t('manualLog.defaultTitle')));
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<{ title: string; startedAt: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const plans = useMemo(() => summaries?.filter((p) => clientId !== null && !p.isTemplate && p.clientId === clientId) ?? [], [summaries, clientId]);
  const errors = useMemo(() => (tried ? draftErrors(draft, new Date(), timeZone) : {}), [tried, draft, timeZone]);
  const message = (e: DraftError | undefined) => (e === undefined ? undefined : e === 'notesMax' ? translateMessage(t, MESSAGES.notesMax) : t(`manualLog.error.${e}`));
  const info = (id: string) => resolveExercise(id, own ?? new Map(), language);

  const update = (patch: Partial<ManualDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const updateEntry = (key: string, change: (e: ManualEntry) => ManualEntry) => setDraft((d) => ({ ...d, entries: d.entries.map((e) => (e.key === key ? change(e) : e)) }));

  async function choosePlan(planId: string) {
    if (!planId) return update({ planId: null });
    const plan = await loadPlan(db, planId);
    update({ planId, title: plan?.plan.title ?? draft.title, entries: plan ? entriesFromPlan(plan.blocks, plan.items) : [] });
  }

  async function save() {
    setTried(true);
    const found = draftErrors(draft, new Date(), timeZone);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const args = recordArgs({ ...draft, title: draft.title.trim() || t('manualLog.defaultTitle') }, timeZone);
      await applyLocalMutation(db, 'workout.record', args);
      setSaved({ title: args.title, startedAt: args.startedAt });
    } finally {
      setSaving(false);
    }
  }

  if (saved) {
    return (
      <div className="page ml-page">
        <header className="page-header">
          <h1 className="page-title">{t('manualLog.title')}</h1>
        </header>
        <Banner tone="success" title={t('manualLog.saved.title')}>
          {t('manualLog.saved.text', { title: saved.title, date: formatDate(saved.startedAt, language, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </Banner>
        <div className="ml-actions">
          <Link className="btn btn--primary btn--md" to="/client/progress">
            {t('manualLog.saved.progress')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(null);
              setTried(false);
              setDraft(blankDraft(new Date(), timeZone, t('manualLog.defaultTitle')));
            }}
          >
            {t('manualLog.saved.another')}
          </Button>
        </div>
      </div>
    );
  }

  const typeOptions = SET_TYPES.map((s) => (
    <option key={s} value={s}>
      {t(`workoutLog.setType.${s}`)}
    </option>
  ));

  return (
    <div className="page ml-page">
      <header className="page-header">
        <h1 className="page-title">{t('manualLog.title')}</h1>
        <p className="page-lead">{t('manualLog.lead')}</p>
      </header>
      <section className="card ml-when">
        <TextField label={t('manualLog.workoutTitle')} value={draft.title} maxLength={255} onChange={(e) => update({ title: e.target.value })} />
        <div className="ml-row">
          <TextField label={t('manualLog.date')} type="date" value={draft.date} max={new Date().toISOString().slice(0, 10)} error={message(errors.when)} onChange={(e) => update({ date: e.target.value })} />
          <TextField label={t('manualLog.time')} type="time" value={draft.time} onChange={(e) => update({ time: e.target.value })} />
          <TextField
            label={t('manualLog.duration')}
            type="number"
            inputMode="numeric"
            min={5}
            max={720}
            value={draft.durationMinutes ?? ''}
            error={message(errors.duration)}
            onChange={(e) => update({ durationMinutes: e.target.value === '' ? null : Number(e.target.value) })}
          />
        </div>
        {plans.length > 0 && (
          <div className="field">
            <label className="field-label" htmlFor="ml-plan">
              {t('manualLog.plan')}
            </label>
            <select id="ml-plan" className="field-input" value={draft.planId ?? ''} onChange={(e) => void choosePlan(e.target.value)}>
              <option value="">{t('manualLog.noPlan')}</option>
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
        )}
      </section>

      {draft.entries.map((entry) => {
        const ex = info(entry.exerciseId);
        const fields = ex.trackingFields.filter((f) => f !== 'effort' && f !== 'assistance').length ? ex.trackingFields : (['reps', 'weight'] as const);
        const notesError = message(errors[entry.key]);
        return (
          <section key={entry.key} className="card ml-entry" data-testid="ml-entry">
            <div className="ml-entry-head">
              <h2 className="ml-entry-title">{ex.missing ? t('progress.missingExercise') : ex.name}</h2>
              <Button variant="secondary" size="sm" onClick={() => setDraft((d) => ({ ...d, entries: d.entries.filter((e) => e.key !== entry.key) }))}>
                {t('manualLog.removeExercise')}
              </Button>
            </div>
            <ol className="ml-sets">
              {entry.sets.map((set, i) => (
                <li key={set.key} className="ml-set">
                  <span className="ml-set-no">{i + 1}</span>
                  <select
                    className="field-input ml-type"
                    aria-label={t('workoutLog.set.typeLabel', { set: i + 1 })}
                    value={set.setType}
                    onChange={(e) => updateEntry(entry.key, (x) => ({ ...x, sets: x.sets.map((s) => (s.key === set.key ? { ...s, setType: e.target.value as SetType } : s)) }))}
                  >
                    {typeOptions}
                  </select>
                  {fields.map((f) => {
                    const field = VALUE_FIELD_OF[f];
                    return (
                      <label key={f} className="ml-value">
                        <span className="ml-value-label">{trackingLabel(t, f)}</span>
                        <ValueInput
                          label={t('workoutLog.set.cellLabel', { set: i + 1, field: trackingLabel(t, f) })}
                          value={set.values[field]}
                          locale={language}
                          onChange={(v) =>
                            updateEntry(entry.key, (x) => ({ ...x, sets: x.sets.map((s) => (s.key === set.key ? { ...s, values: { ...s.values, [field]: v } as SetValues } : s)) }))
                          }
                        />
                      </label>
                    );
                  })}
                  <button
                    type="button"
                    className="ml-remove"
                    aria-label={t('manualLog.removeSet', { set: i + 1 })}
                    onClick={() => updateEntry(entry.key, (x) => ({ ...x, sets: x.sets.filter((s) => s.key !== set.key) }))}
                  >
                    ×
                  </button>
                  {errors[set.key] && (
                    <p className="field-error ml-set-error" role="alert">
                      {message(errors[set.key])}
                    </p>
                  )}
                </li>
              ))}
            </ol>
            <Button variant="secondary" size="sm" onClick={() => updateEntry(entry.key, (x) => ({ ...x, sets: [...x.sets, emptySet()] }))}>
              {t('manualLog.addSet')}
            </Button>
            <div className="field">
              <label className="field-label" htmlFor={`ml-notes-${entry.key}`}>
                {t('manualLog.notes')}
              </label>
              <textarea
                id={`ml-notes-${entry.key}`}
                className={`field-input${notesError ? ' is-invalid' : ''}`}
                rows={2}
                value={entry.notes}
                aria-invalid={notesError ? true : undefined}
                onChange={(e) => updateEntry(entry.key, (x) => ({ ...x, notes: e.target.value }))}
              />
              <p className="ml-count">
                {entry.notes.length} / {NOTES_MAX}
              </p>
              {notesError && (
                <p className="field-error" role="alert">
                  {notesError}
                </p>
              )}
            </div>
          </section>
        );
      })}

      {errors.entries && <Banner tone="error">{message(errors.entries)}</Banner>}
      <div className="ml-actions">
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t('manualLog.addExercise')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('manualLog.save')}
        </Button>
      </div>
      <ExercisePicker
        open={picking}
        onOpenChange={setPicking}
        title={t('manualLog.addExercise')}
        onPick={(ids) => {
          setPicking(false);
          setDraft((d) => ({ ...d, entries: [...d.entries, ...ids.map((exerciseId) => ({ key: newKey(), exerciseId, notes: '', sets: [emptySet()] }))] }));
        }}
      />
    </div>
  );
}
