import * as RadixDialog from '@radix-ui/react-dialog';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { ZodError } from 'zod';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { SESSION_MESSAGES as SM } from '../../../domain/sessions/messages';
import { SESSION_TYPES, type SessionSeriesRow, type SessionType } from '../../../domain/sessions/rows';
import { applyLocalMutation, useClients, useProfile, useUserDb, type TrainingPlanRow } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import { Spinner } from '../../ui/Spinner';
import { RadioCards } from '../../ui/RadioCards';
import { TextField } from '../../ui/TextField';
import { useDialogFocusReturn } from '../../ui/useFocusReturn';
import { useSessionLabels } from '../session-labels';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { ClientPicker } from './ClientPicker';
import { checkValues, createValues, entryValues, QUICK_DURATIONS, suggestedTitle, withClients, withDate, withType, type FormErrors, type SessionFormValues } from './form';
import { allScopeAllowed, createPlan, deletePlan, editPlan, isSeriesOccurrence, lockedFields, needsReapproval, thisScopeAllowed, type MutationStep, type Scope } from './plan';
import { OverlapWarning } from './OverlapWarning';
import { RecurrenceEditor } from './RecurrenceEditor';
import { ScopeChoice } from './ScopeChoice';
import './session-form.css';

/**
 * The session create/edit dialog (docs/rules/sessions.md "Calendar" "session create/edit dialog").
 * `create` opens an empty form prefilled with a slot; `entry` edits the
 * calendar entry clicked (a single session or one occurrence of a series).
 */
export interface SessionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A new session: its wall date and time in the trainer's zone, optionally a client picked already. */
  create?: { date: string; time: string; clientId?: string };
  /** Edit this calendar entry. */
  entry?: CalendarEntry;
}

/**
 * Type, client(s) and a plan each, title, date, time, duration, notes and a
 * repetition, checked by the domain's rules as typed (after the first save
 * attempt). Everything is written through local mutations, so it works
 * offline and shows in the calendar at once. A session of a series asks
 * which sessions the change is for.
 */
export function SessionDialog({ open, onOpenChange, create, entry }: SessionDialogProps) {
  const { t } = useTranslation();
  const labels = useSessionLabels();
  const onCloseAutoFocus = useDialogFocusReturn(open);
  const db = useUserDb();
  const profile = useProfile();
  const clients = useClients();
  const online = useBrowserOnline();
  const plans = useLiveQuery(() => db.trainingPlans.toArray(), [db]);
  const seriesId = entry?.seriesId ?? null;
  // The read names its series: useLiveQuery keeps the last result while a new id loads.
  const seriesRead = useLiveQuery(async () => ({ id: seriesId, row: seriesId ? ((await db.table<SessionSeriesRow, string>('series').get(seriesId)) ?? null) : null }), [db, seriesId]);
  const series = seriesRead && seriesRead.id === seriesId ? seriesRead.row : undefined;

  const [values, setValues] = useState<SessionFormValues | null>(null);
  const [titleTouched, setTitleTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<null | 'scope' | 'delete'>(null);
  const [scope, setScope] = useState<Scope>('this');
  const [now, setNow] = useState(() => Date.now());
  const typeLabelId = useId();

  const timeZone = entry?.timeZone ?? series?.timeZone ?? profile?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const ready = open && (seriesId === null || series !== undefined);
  const [initialized, setInitialized] = useState(false);

  // A fresh form each time it opens (the entry may have changed meanwhile,
  // e.g. by sync), set while rendering so the old values never show.
  if (ready && !initialized) {
    setInitialized(true);
    setValues(entry ? entryValues(entry, series ?? null) : createValues(create ?? { date: todayFallback(), time: '09:00' }));
    setTitleTouched(!!entry);
    setSubmitted(false);
    setSaveError(null);
    setBusy(false);
    setStep(null);
    setNow(Date.now());
  }
  if (!open && initialized) setInitialized(false);

  const clientList = clients ?? [];
  const nameOf = (id: string) => clientList.find((c) => c.id === id)?.name ?? t('sessionForm.unknownClient');

  // The title follows the type and clients until the user types their own.
  const autoTitle = values
    ? suggestedTitle(
        labels.type(values.type),
        values.clientIds.map(nameOf),
        (names) => t('sessionForm.titleGroup', { type: labels.type(values.type), names }),
        (name) => t('sessionForm.titleSingle', { type: labels.type(values.type), name }),
      )
    : '';
  const title = values ? (titleTouched ? values.title : autoTitle) : '';
  const current = values ? { ...values, title } : null;
  const check = current ? checkValues(current, timeZone) : null;
  const errors: FormErrors = submitted && check && !check.ok ? check.errors : {};
  const err = (m?: string) => (m ? translateMessage(t, m) : undefined);

  const locked = new Set(lockedFields(entry, now));
  const occurrence = entry ? isSeriesOccurrence(entry) : false;
  const fields = check?.ok ? check.fields : null;
  const reapproval = !!(entry && fields && current && needsReapproval(entry, series ?? null, fields, current.repeat));

  const set = (patch: Partial<SessionFormValues>) => setValues((v) => (v ? { ...v, ...patch } : v));

  async function run(steps: MutationStep[]) {
    setBusy(true);
    setSaveError(null);
    try {
      for (const s of steps) await applyLocalMutation(db, s.name, s.args as never);
      onOpenChange(false);
    } catch (e) {
      setSaveError(e instanceof ZodError ? (e.issues[0]?.message ?? 'sessionSaveError') : 'sessionSaveError');
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!current || !check) return;
    if (!check.ok) {
      focusFirstError();
      return;
    }
    if (!entry) {
      void run([createPlan(check.fields, current.repeat, uuidv7())]);
      return;
    }
    if (occurrence) {
      const thisOk = thisScopeAllowed(entry, series ?? null, check.fields, current.repeat);
      const allOk = allScopeAllowed(entry, series ?? null, check.fields, current.repeat, Date.now());
      const steps = editPlan(entry, series ?? null, check.fields, current.repeat, thisOk ? 'this' : 'following', uuidv7);
      if (steps.length === 0) {
        onOpenChange(false);
        return;
      }
      setScope(thisOk ? 'this' : allOk ? 'all' : 'following');
      setStep('scope');
      return;
    }
    const steps = editPlan(entry, series ?? null, check.fields, current.repeat, null, uuidv7);
    if (steps.length === 0) onOpenChange(false);
    else void run(steps);
  }

  function saveWithScope() {
    if (!entry || !check?.ok || !current) return;
    void run(editPlan(entry, series ?? null, check.fields, current.repeat, scope, uuidv7));
  }

  function confirmDelete() {
    if (!entry) return;
    void run(deletePlan(entry, entry.seriesId ? scope : null, uuidv7));
  }

  const v = current ?? createValues({ date: '', time: '' });
  const durationNumber = Number(v.durationMinutes);
  const planOptions = (clientId: string) => (plans ?? []).filter((p: TrainingPlanRow) => p.type === 'training' && p.clientId === clientId).sort((a, b) => a.title.localeCompare(b.title));
  const thisReason = entry && fields && !thisScopeAllowed(entry, series ?? null, fields, v.repeat) ? t('sessionForm.scope.thisNotAllowed') : undefined;
  const allReason = entry && fields && !allScopeAllowed(entry, series ?? null, fields, v.repeat, now) ? t('sessionForm.scope.allNotAllowed') : undefined;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog sform-dialog" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          {!current ? (
            <div className="sform-loading">
              <RadixDialog.Title className="dialog-title">{t(entry ? 'sessionForm.editTitle' : 'sessionForm.createTitle')}</RadixDialog.Title>
              <Spinner size={24} />
            </div>
          ) : (
          <form className="sform" onSubmit={onSubmit} noValidate>
            <header className="sform-head">
              <RadixDialog.Title className="dialog-title">{t(entry ? 'sessionForm.editTitle' : 'sessionForm.createTitle')}</RadixDialog.Title>
            </header>
            <div className="sform-body">
              {saveError ? <Banner tone="error" title={saveError === 'sessionSaveError' ? t('sessionForm.saveError') : err(saveError)} /> : null}
              {!online ? <Banner tone="info">{t('sessionForm.offline')}</Banner> : null}
              {locked.size ? <Banner tone="info">{translateMessage(t, SM.sessionInPast)}</Banner> : null}

              <div className="field">
                <p className="field-label" id={typeLabelId}>
                  {t('sessionForm.type')}
                </p>
                <RadioCards<SessionType>
                  label={t('sessionForm.type')}
                  value={v.type}
                  options={SESSION_TYPES.map((s) => ({ value: s, label: labels.type(s) }))}
                  onChange={(type) => setValues((x) => (x ? withType(x, type) : x))}
                />
              </div>

              {v.type === 'solo' ? (
                <div className="sform-billable">
                  <Checkbox checked={v.billable} onCheckedChange={(billable) => set({ billable })} label={t('sessionForm.billable')} />
                  <p className="field-hint">{t('sessionForm.billableHint')}</p>
                </div>
              ) : null}

              <ClientPicker
                multiple={v.type === 'group'}
                clients={clientList}
                value={v.clientIds}
                error={err(errors.clients)}
                onChange={(ids) => setValues((x) => (x ? withClients(x, ids) : x))}
              />

              {v.clientIds.length ? (
                <div className="sform-plans">
                  {v.clientIds.map((id) => (
                    <SelectField
                      key={id}
                      label={v.clientIds.length > 1 || v.type === 'group' ? t('sessionForm.planFor', { name: nameOf(id) }) : t('sessionForm.plan')}
                      value={v.planByClient[id] ?? ''}
                      onChange={(e) => set({ planByClient: { ...v.planByClient, [id]: e.target.value || null } })}
                    >
                      <option value="">{t('sessionForm.noPlan')}</option>
                      {planOptions(id).map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.title}
                        </option>
                      ))}
                    </SelectField>
                  ))}
                </div>
              ) : null}

              <TextField
                label={t('sessionForm.title')}
                value={title}
                maxLength={255}
                autoComplete="off"
                error={err(errors.title)}
                onChange={(e) => {
                  setTitleTouched(true);
                  set({ title: e.target.value });
                }}
              />

              <div className="sform-row sform-row--when">
                <TextField
                  label={t('sessionForm.date')}
                  type="date"
                  value={v.date}
                  disabled={locked.has('date')}
                  error={err(errors.date)}
                  onChange={(e) => setValues((x) => (x ? withDate(x, e.target.value) : x))}
                />
                <TextField label={t('sessionForm.time')} type="time" value={v.time} disabled={locked.has('time')} error={err(errors.time)} onChange={(e) => set({ time: e.target.value })} />
              </div>

              <div className="sform-duration">
                <TextField
                  label={t('sessionForm.duration')}
                  className="sform-narrow"
                  inputMode="numeric"
                  value={v.durationMinutes}
                  error={err(errors.durationMinutes)}
                  onChange={(e) => set({ durationMinutes: e.target.value })}
                />
                <div className="sform-quick" role="group" aria-label={t('sessionForm.quickDurations')}>
                  {QUICK_DURATIONS.map((m) => (
                    <button key={m} type="button" className="sform-toggle sform-toggle--wide" aria-pressed={durationNumber === m} onClick={() => set({ durationMinutes: String(m) })}>
                      {labels.duration(m)}
                    </button>
                  ))}
                </div>
              </div>

              <div className="sform-repeat">
                <button
                  type="button"
                  role="switch"
                  className="sform-switch"
                  aria-checked={v.repeat}
                  disabled={locked.has('repeat') || occurrence || (!!entry && entry.seriesId !== null)}
                  aria-describedby={entry?.seriesId ? `${typeLabelId}-repeat-hint` : undefined}
                  onClick={() => set({ repeat: !v.repeat })}
                >
                  <span className="sform-switch-track" aria-hidden="true">
                    <span className="sform-switch-thumb" />
                  </span>
                  <span>{t('sessionForm.repeat')}</span>
                </button>
                {entry?.seriesId ? (
                  <p className="field-hint" id={`${typeLabelId}-repeat-hint`}>
                    {t('sessionForm.repeatOfSeries')}
                  </p>
                ) : null}
              </div>

              {v.repeat ? (
                <RecurrenceEditor
                  values={v}
                  onChange={set}
                  disabled={locked.has('repeat')}
                  seriesStart={occurrence && series ? series.date : v.date}
                  errors={{
                    interval: err(errors.interval),
                    weekdays: err(errors.weekdays),
                    dayOfMonth: err(errors.dayOfMonth),
                    end: err(errors.end),
                  }}
                />
              ) : null}
              {v.repeat && errors.repeat ? <p className="field-error">{err(errors.repeat)}</p> : null}

              {/* Before saving: what the session, or each of a new series' sessions, overlaps (a warning; saving stays allowed). */}
              <OverlapWarning fields={fields} recurrence={fields && v.repeat && !entry?.seriesId ? fields.recurrence : null} entry={entry} now={now} />

              <TextAreaField label={t('sessionForm.notes')} rows={3} value={v.notes} error={err(errors.notes)} onChange={(e) => set({ notes: e.target.value })} />
            </div>
            {/* Outside the scrolling body: seen while the date or time field is. */}
            {reapproval ? (
              <div className="sform-alert">
                <Banner tone="warning">{t(v.clientIds.length > 1 ? 'sessionForm.reapprovalMany' : 'sessionForm.reapprovalOne')}</Banner>
              </div>
            ) : null}
            <footer className="dialog-footer sform-foot">
              {entry ? (
                <Button variant="danger" className="sform-delete" disabled={busy} onClick={() => {
                  setScope('this');
                  setStep('delete');
                }}>
                  {t('sessionForm.delete')}
                </Button>
              ) : null}
              <RadixDialog.Close asChild>
                <Button variant="secondary">{t('sessionForm.cancel')}</Button>
              </RadixDialog.Close>
              <Button type="submit" loading={busy}>
                {entry ? t('sessionForm.save') : t('sessionForm.create')}
              </Button>
            </footer>
          </form>
          )}

          <ConfirmDialog
            open={step === 'scope'}
            onOpenChange={(o) => setStep(o ? 'scope' : null)}
            tone="primary"
            title={t('sessionForm.scope.saveTitle')}
            cancelLabel={t('sessionForm.cancel')}
            confirmLabel={t('sessionForm.save')}
            onConfirm={saveWithScope}
          >
            <ScopeChoice value={scope} onChange={setScope} disabled={{ this: thisReason, all: allReason }} />
            {reapproval ? <p className="sform-note">{t(v.clientIds.length > 1 ? 'sessionForm.reapprovalMany' : 'sessionForm.reapprovalOne')}</p> : null}
          </ConfirmDialog>

          <ConfirmDialog
            open={step === 'delete'}
            onOpenChange={(o) => setStep(o ? 'delete' : null)}
            title={t(entry?.seriesId ? 'sessionForm.deleteRepeatingTitle' : 'sessionForm.deleteTitle')}
            cancelLabel={t('sessionForm.keep')}
            confirmLabel={t('sessionForm.confirmDelete')}
            onConfirm={confirmDelete}
          >
            {entry?.seriesId ? <ScopeChoice value={scope} onChange={setScope} /> : null}
            <p>{entry ? t('sessionForm.deleteText', { title: entry.title, date: labels.date(entry.date), time: entry.time }) : null}</p>
          </ConfirmDialog>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );

  function focusFirstError() {
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>('.sform [aria-invalid="true"], .sform .field--invalid input, .sform .field--invalid button');
      el?.focus();
    });
  }
}

function todayFallback(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
