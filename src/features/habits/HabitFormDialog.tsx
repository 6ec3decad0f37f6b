import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { HabitRow } from '../../../domain/habits/entity';
import type { HabitKind, HabitSchedule } from '../../../domain/habits/habit';
import { HabitAddArgs, HabitEditArgs } from '../../../domain/habits/mutations';
import { habitFromStarter, STARTER_HABITS, starterHabit } from '../../../domain/habits/starters';
import type { Weekday } from '../../../domain/time/wall-time';
import { applyLocalMutation, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { translateMessage } from '../../i18n/translateMessage';
import { SelectField } from '../../ui/FormFields';
import { FormSheet } from '../../ui/FormSheet';
import { TextField } from '../../ui/TextField';
import { parseAmount, typedAmount, weekdayName } from './format';

interface Draft {
  starterId: string;
  name: string;
  kind: HabitKind;
  unit: string;
  target: string;
  scheduleType: HabitSchedule['type'];
  weekdays: Weekday[];
  times: string;
  startsOn: string;
  endsOn: string;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as Weekday[];

function draftOf(h: Pick<HabitRow, 'name' | 'kind' | 'unit' | 'target' | 'schedule' | 'startsOn' | 'endsOn'>, starterId: string, locale: ReturnType<typeof useLocale>): Draft {
  return {
    starterId,
    name: h.name,
    kind: h.kind,
    unit: h.unit ?? '',
    target: h.target === null ? '' : typedAmount(h.target, locale),
    scheduleType: h.schedule.type,
    weekdays: h.schedule.type === 'weekdays' ? h.schedule.weekdays : [0, 1, 2, 3, 4],
    times: h.schedule.type === 'timesPerWeek' ? String(h.schedule.times) : '3',
    startsOn: h.startsOn,
    endsOn: h.endsOn ?? '',
  };
}

function scheduleOf(d: Draft): HabitSchedule {
  if (d.scheduleType === 'weekdays') return { type: 'weekdays', weekdays: d.weekdays };
  if (d.scheduleType === 'timesPerWeek') return { type: 'timesPerWeek', times: Number(d.times) };
  return { type: 'daily' };
}

/**
 * Adding a habit to a client (from a starter, copied in the trainer's
 * language, or their own) or editing one; the kind is fixed once added.
 * Checked with the mutation's own schema, its messages translated.
 */
export function HabitFormDialog({ open, onOpenChange, clientId, editing, today }: { open: boolean; onOpenChange: (open: boolean) => void; clientId: string; editing: HabitRow | null; today: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const blank = { name: '', kind: 'done' as HabitKind, unit: null, target: null, schedule: { type: 'daily' } as HabitSchedule, startsOn: today, endsOn: null };
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing, editing.starterId ?? '', locale) : draftOf(blank, '', locale)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const pickStarter = (id: string) => {
    const s = starterHabit(id);
    setDraft((d) => (s ? draftOf(habitFromStarter(s, locale, d.startsOn), id, locale) : { ...d, starterId: '' }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = draft.kind === 'number';
    const fields = {
      name: draft.name,
      unit: number ? draft.unit : null,
      target: number ? parseAmount(draft.target) : null,
      schedule: scheduleOf(draft),
      startsOn: draft.startsOn,
      endsOn: draft.endsOn === '' ? null : draft.endsOn,
    };
    const parsed = editing
      ? HabitAddArgs.safeParse({ id: editing.id, clientId, kind: editing.kind, ...fields })
      : HabitAddArgs.safeParse({ id: uuidv7(), clientId, kind: draft.kind, starterId: draft.starterId || null, ...fields });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name');
        out[key] ??= translateMessage(t, issue.message);
      }
      setErrors(out);
      return;
    }
    setErrors({});
    const a = parsed.data;
    if (editing) void applyLocalMutation(db, 'habit.edit', HabitEditArgs.parse({ id: editing.id, name: a.name, unit: a.unit, target: a.target, schedule: a.schedule, startsOn: a.startsOn, endsOn: a.endsOn }));
    else void applyLocalMutation(db, 'habit.add', a);
    onOpenChange(false);
  };

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('habits.form.editTitle') : t('habits.form.addTitle')}
      formClassName="habit-form"
      onSubmit={submit}
      onOpened={() => nameRef.current?.focus()}
      failedText={null}
      cancelLabel={t('habits.form.cancel')}
      saveLabel={t('habits.form.save')}
      saving={false}
    >
      {editing ? null : (
        <SelectField label={t('habits.form.starter')} value={draft.starterId} onChange={(e) => pickStarter(e.target.value)} data-testid="habit-starter">
          <option value="">{t('habits.form.own')}</option>
          {STARTER_HABITS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.names[locale]}
            </option>
          ))}
        </SelectField>
      )}
      <TextField ref={nameRef} label={t('habits.form.name')} value={draft.name} onChange={(e) => set({ name: e.target.value })} error={errors.name} autoComplete="off" data-testid="habit-name" />
      <SelectField label={t('habits.form.kind')} value={draft.kind} onChange={(e) => set({ kind: e.target.value as HabitKind })} disabled={!!editing} error={errors.kind}>
        <option value="done">{t('habits.form.kindDone')}</option>
        <option value="number">{t('habits.form.kindNumber')}</option>
      </SelectField>
      {draft.kind === 'number' ? (
        <div className="habit-form-row">
          <TextField label={t('habits.form.target')} value={draft.target} inputMode="decimal" onChange={(e) => set({ target: e.target.value })} error={errors.target} data-testid="habit-target" />
          <TextField label={t('habits.form.unit')} value={draft.unit} onChange={(e) => set({ unit: e.target.value })} error={errors.unit} data-testid="habit-unit" />
        </div>
      ) : null}
      <SelectField label={t('habits.form.schedule')} value={draft.scheduleType} onChange={(e) => set({ scheduleType: e.target.value as HabitSchedule['type'] })} error={errors.schedule && draft.scheduleType === 'daily' ? errors.schedule : undefined}>
        <option value="daily">{t('habits.schedule.daily')}</option>
        <option value="weekdays">{t('habits.schedule.weekdays')}</option>
        <option value="timesPerWeek">{t('habits.schedule.timesPerWeek')}</option>
      </SelectField>
      {draft.scheduleType === 'weekdays' ? (
        <fieldset className="habit-weekday-picks" aria-describedby={errors.schedule ? 'habit-weekdays-error' : undefined}>
          <legend>{t('habits.form.weekdays')}</legend>
          {WEEKDAYS.map((d) => (
            <label key={d}>
              <input
                type="checkbox"
                checked={draft.weekdays.includes(d)}
                onChange={(e) => set({ weekdays: e.target.checked ? [...draft.weekdays, d] : draft.weekdays.filter((x) => x !== d) })}
              />
              {weekdayName(d, locale)}
            </label>
          ))}
          {errors.schedule ? (
            <p className="field-error" id="habit-weekdays-error">
              {errors.schedule}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {draft.scheduleType === 'timesPerWeek' ? <TextField label={t('habits.form.times')} value={draft.times} inputMode="numeric" onChange={(e) => set({ times: e.target.value })} error={errors.schedule} /> : null}
      <div className="habit-form-row">
        <TextField label={t('habits.form.startsOn')} type="date" value={draft.startsOn} onChange={(e) => set({ startsOn: e.target.value })} error={errors.startsOn} />
        <TextField label={t('habits.form.endsOn')} type="date" value={draft.endsOn} onChange={(e) => set({ endsOn: e.target.value })} error={errors.endsOn} hint={t('habits.form.endsOnHint')} />
      </div>
    </FormSheet>
  );
}
