import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { combinedAdherence } from '../../../domain/habits/adherence';
import { localToday } from '../../../domain/habits/days';
import type { HabitRow } from '../../../domain/habits/entity';
import { habitValue } from '../../../domain/habits/habit';
import { HABIT_MESSAGES } from '../../../domain/habits/messages';
import { habitToday, type HabitToday } from '../../../domain/habits/today';
import { applyLocalMutation, useProfile, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { useNow } from '../../hooks/useNow';
import { translateMessage } from '../../i18n/translateMessage';
import { CheckIcon } from '../../ui/icons';
import { formatAmount, formatPercent, parseAmount, typedAmount } from './format';
import { useHabitsOf } from './useHabits';
import './habits.css';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The client's habits today on their dashboard (docs/rules/habits.md
 * "Today"): a ticked habit is one tap, a counted one opens its number field
 * with one tap and Enter saves. Each shows its streak; the card the week's
 * adherence. It writes the device's database only, so it works offline.
 */
export function HabitsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = useProfile();
  const clientId = profile?.clientId ?? null;
  const now = useNow();
  const today = localToday(now, profile?.timeZone || deviceZone());
  const data = useHabitsOf(clientId ? [clientId] : undefined);
  const rows = useMemo(
    () => (data?.habits ?? []).map((h) => ({ habit: h, state: habitToday(h, data?.entries.get(h.id) ?? [], today) })).filter((r) => r.state.status !== 'inactive'),
    [data, today],
  );
  if (!clientId || rows.length === 0) return null;
  const week = combinedAdherence(rows.map((r) => r.state.weekAdherence));
  return (
    <section className="card habits-card" aria-labelledby="habits-card-title" data-testid="habits-card">
      <div className="habits-card-head">
        <h2 className="card-title" id="habits-card-title">
          {t('habits.card.title')}
        </h2>
        <p className="habits-card-week" data-testid="habits-week">
          {week.ratio === null ? t('habits.card.weekNone') : t('habits.card.week', { percent: formatPercent(week.ratio, locale) })}
        </p>
      </div>
      <ul className="habit-rows">
        {rows.map(({ habit, state }) => (
          <HabitTodayRow key={habit.id} habit={habit} state={state} today={today} />
        ))}
      </ul>
    </section>
  );
}

function HabitTodayRow({ habit, state, today }: { habit: HabitRow; state: HabitToday; today: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const met = state.status === 'met';
  const paused = state.status === 'paused';
  const set = (done: boolean, value: number | null) => applyLocalMutation(db, 'habitEntry.set', { habitId: habit.id, date: today, done, value });

  const save = (e: FormEvent) => {
    e.preventDefault();
    const value = parseAmount(input.current?.value ?? '');
    if (value !== null && !habitValue.safeParse(value).success) {
      setError(translateMessage(t, HABIT_MESSAGES.habitValueInvalid));
      return;
    }
    setError(null);
    setEditing(false);
    void set(false, value);
  };

  const streak = state.streak.count > 0 ? <span className="habit-streak">{t(state.streak.unit === 'weeks' ? 'habits.card.streakWeeks' : 'habits.card.streakDays', { count: state.streak.count })}</span> : null;
  const detail = paused ? t('habits.status.paused') : state.status === 'rest' ? t('habits.status.rest') : state.week ? t('habits.card.weekProgress', { met: state.week.met, required: state.week.required }) : null;

  if (habit.kind === 'done') {
    return (
      <li className="habit-row" data-status={state.status}>
        <button type="button" className="habit-tick" aria-pressed={met} disabled={paused} onClick={() => void set(!met, null)} data-testid="habit-tick">
          <span className="habit-check" aria-hidden="true">
            {met ? <CheckIcon size={18} /> : null}
          </span>
          <span className="habit-name">{habit.name}</span>
        </button>
        <span className="habit-meta">
          {detail ? <span>{detail}</span> : null}
          {streak}
        </span>
      </li>
    );
  }

  const value = state.entry?.value ?? null;
  const amount = t('habits.card.amount', { value: value === null ? '–' : formatAmount(value, locale), target: formatAmount(habit.target ?? 0, locale), unit: habit.unit ?? '' });
  const fieldId = `habit-value-${habit.id}`;
  return (
    <li className="habit-row" data-status={state.status}>
      {editing ? (
        <form className="habit-value-form" onSubmit={save} noValidate>
          <label className="habit-name" htmlFor={fieldId}>
            {habit.name} ({habit.unit})
          </label>
          <input
            ref={input}
            id={fieldId}
            className="field-input habit-value-input"
            inputMode="decimal"
            enterKeyHint="done"
            autoComplete="off"
            autoFocus
            defaultValue={value === null ? '' : typedAmount(value, locale)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false);
            }}
            data-testid="habit-value-input"
          />
          <button type="submit" className="btn btn--primary btn--sm">
            {t('habits.card.save')}
          </button>
          {error ? (
            <p className="field-error" id={`${fieldId}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <button type="button" className="habit-tick habit-count" disabled={paused} onClick={() => setEditing(true)} data-testid="habit-enter">
          <span className="habit-check" aria-hidden="true">
            {met ? <CheckIcon size={18} /> : null}
          </span>
          <span className="habit-name">{habit.name}</span>
          <span className="habit-amount">{amount}</span>
          <span className="habit-bar" aria-hidden="true">
            <span style={{ width: `${Math.round(state.progress * 100)}%` }} />
          </span>
        </button>
      )}
      <span className="habit-meta">
        {detail ? <span>{detail}</span> : null}
        {streak}
      </span>
    </li>
  );
}
