import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adherence, combinedAdherence, lastWeeksRange, type Adherence } from '../../../domain/habits/adherence';
import { dayStatus, localToday } from '../../../domain/habits/days';
import type { HabitEntryRow, HabitRow } from '../../../domain/habits/entity';
import { openPause } from '../../../domain/habits/pauses';
import { addDays } from '../../../domain/time/wall-time';
import { applyLocalMutation, useProfile, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { useNow } from '../../hooks/useNow';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { SLIPPING_THRESHOLD } from './threshold';
import { formatAmount, formatPercent, scheduleText } from './format';
import { useHabitsOf } from './useHabits';
import './habits.css';

const HabitFormDialog = lazy(() => import('./HabitFormDialog').then((m) => ({ default: m.HabitFormDialog })));
const WEEKS = 4;
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A client's habits on the trainer's client page: add from the starters or
 * their own, edit, pause, resume, end, remove; each habit's adherence in
 * each of the last 4 weeks and over them (docs/rules/habits.md "Adherence").
 */
export function ClientHabitsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const today = localToday(useNow(), profile?.timeZone || deviceZone());
  const data = useHabitsOf(useMemo(() => [clientId], [clientId]));
  const [form, setForm] = useState<{ editing: HabitRow | null } | null>(null);
  const [removing, setRemoving] = useState<HabitRow | null>(null);
  const db = useUserDb();
  const locale = useLocale();
  // The client's whole: every habit's met and due days summed (docs/rules/habits.md "Adherence").
  const overall = useMemo(() => {
    if (!data) return null;
    const { from, to } = lastWeeksRange(today, WEEKS);
    return combinedAdherence(data.habits.map((h) => adherence(h, data.entries.get(h.id) ?? [], from, to, today)));
  }, [data, today]);
  return (
    <section className="card habits-section" aria-labelledby={`habits-section-${clientId}`} data-testid="client-habits-section">
      <div className="habits-section-head">
        <h2 className="card-title" id={`habits-section-${clientId}`}>
          {t('habits.section.title')}
        </h2>
        <Button size="sm" onClick={() => setForm({ editing: null })} data-testid="habit-add">
          {t('habits.section.add')}
        </Button>
      </div>
      {data === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : data.habits.length === 0 ? (
        <p className="card-description">{t('habits.section.empty')}</p>
      ) : (
        <>
          {overall?.ratio != null ? (
            <p className="habit-admin-detail" data-testid="habits-client-total">
              {t('habits.section.clientTotal', { percent: formatPercent(overall.ratio, locale) })}
            </p>
          ) : null}
          <ul className="habit-admin-list">
            {data.habits.map((h) => (
              <HabitAdminRow key={h.id} habit={h} entries={data.entries.get(h.id) ?? []} today={today} onEdit={() => setForm({ editing: h })} onRemove={() => setRemoving(h)} />
            ))}
          </ul>
        </>
      )}
      {form ? (
        <Suspense fallback={null}>
          <HabitFormDialog open onOpenChange={(open) => (open ? null : setForm(null))} clientId={clientId} editing={form.editing} today={today} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('habits.section.removeTitle', { name: removing?.name ?? '' })}
        cancelLabel={t('habits.form.cancel')}
        confirmLabel={t('habits.section.remove')}
        onConfirm={() => {
          if (removing) void applyLocalMutation(db, 'habit.remove', { id: removing.id });
          setRemoving(null);
        }}
      >
        <p>{t('habits.section.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}

function HabitAdminRow({ habit, entries, today, onEdit, onRemove }: { habit: HabitRow; entries: HabitEntryRow[]; today: string; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const { from, to } = lastWeeksRange(today, WEEKS);
  const weeks = useMemo(() => {
    const out: { from: string; a: Adherence }[] = [];
    for (let i = 0; i < WEEKS; i++) {
      const start = addDays(from, 7 * i);
      out.push({ from: start, a: adherence(habit, entries, start, addDays(start, 6), today) });
    }
    return out;
  }, [habit, entries, from, today]);
  const total = useMemo(() => adherence(habit, entries, from, to, today), [habit, entries, from, to, today]);
  const paused = openPause(habit.paused);
  const ended = habit.endsOn !== null && habit.endsOn < today;
  const notYet = dayStatus(habit, today) === 'inactive' && !ended;
  const badge = ended ? t('habits.status.ended') : paused ? t('habits.status.pausedSince', { date: formatDate(`${paused.from}T12:00:00Z`, locale) }) : notYet ? t('habits.status.startsOn', { date: formatDate(`${habit.startsOn}T12:00:00Z`, locale) }) : null;
  const target = habit.kind === 'number' ? t('habits.section.target', { target: formatAmount(habit.target ?? 0, locale), unit: habit.unit ?? '' }) : t('habits.section.ticked');
  const pct = (a: Adherence) => (a.ratio === null ? '–' : formatPercent(a.ratio, locale));
  return (
    <li className="habit-admin" data-testid="habit-admin">
      <div className="habit-admin-title">
        <h3>{habit.name}</h3>
        {badge ? <span className="habit-badge">{badge}</span> : null}
      </div>
      <p className="habit-admin-detail">
        {target} · {scheduleText(habit.schedule, t, locale)}
        {habit.endsOn && !ended ? ` · ${t('habits.section.until', { date: formatDate(`${habit.endsOn}T12:00:00Z`, locale) })}` : ''}
      </p>
      <dl className="habit-weeks" aria-label={t('habits.section.adherence')}>
        {weeks.map((w) => (
          <div className="habit-week" key={w.from} data-low={w.a.ratio !== null && w.a.ratio < SLIPPING_THRESHOLD}>
            <dt>{formatDate(`${w.from}T12:00:00Z`, locale, { day: 'numeric', month: 'numeric' })}</dt>
            <dd>{pct(w.a)}</dd>
          </div>
        ))}
        <div className="habit-week" data-testid="habit-adherence-total">
          <dt>{t('habits.section.fourWeeks')}</dt>
          <dd>{pct(total)}</dd>
        </div>
      </dl>
      <div className="habit-actions">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {t('habits.section.edit')}
        </Button>
        {ended ? null : paused ? (
          <Button size="sm" variant="secondary" onClick={() => void applyLocalMutation(db, 'habit.resume', { id: habit.id, on: today })}>
            {t('habits.section.resume')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void applyLocalMutation(db, 'habit.pause', { id: habit.id, from: today })}>
            {t('habits.section.pause')}
          </Button>
        )}
        {ended ? null : (
          <Button size="sm" variant="secondary" onClick={() => void applyLocalMutation(db, 'habit.end', { id: habit.id, endsOn: today < habit.startsOn ? habit.startsOn : today })}>
            {t('habits.section.end')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onRemove}>
          {t('habits.section.remove')}
        </Button>
      </div>
    </li>
  );
}
