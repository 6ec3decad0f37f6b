import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { CheckInScheduleSchema, type CheckInSchedule } from '../../../domain/check-ins/schedule';
import { htmlLangOf } from '../../../domain/language';
import { instantToWall } from '../../../domain/time/time-zone';
import { applyLocalMutation, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { useCheckInAssignments, useCheckInForms } from './hooks';
import './check-ins.css';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A weekday's name in the language (0 Monday, as domain/time/wall-time.ts). */
export const weekdayName = (w: number, locale: ReturnType<typeof useLocale>) => new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + w)));

/** A schedule in a few words: "Every Sunday at 18:00", "Every 14 days at 08:00". */
export function scheduleText(s: CheckInSchedule, t: (k: string, o?: Record<string, unknown>) => string, locale: ReturnType<typeof useLocale>): string {
  return s.type === 'weekly' ? t('checkIns.schedule.weeklyText', { day: weekdayName(s.weekday, locale), time: s.time }) : t('checkIns.schedule.everyText', { count: s.days, time: s.time });
}

/**
 * The client page's check-ins (docs/rules/check-ins.md "Schedule"): the forms
 * sent to this client and when, paused, resumed or ended here; a form sent
 * weekly on a weekday or every N days, read in the client's zone.
 */
export function ClientCheckInsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const forms = useCheckInForms();
  const assignments = useCheckInAssignments(clientId);
  const [adding, setAdding] = useState(false);
  if (!forms || !assignments) return null;
  return (
    <div className="ci-section" data-testid="client-check-ins">
      {assignments.length === 0 ? <p className="card-description">{t('checkIns.schedule.none')}</p> : null}
      <ul className="ci-assignments">
        {assignments.map((a) => (
          <li key={a.id} className="ci-assignment">
            <div className="ci-row-main">
              <span className="ci-row-name">{a.title}</span>
              <span className="ci-row-title">
                {scheduleText(a.schedule, t, locale)} · {a.timeZone}
                {a.active ? '' : ` · ${t('checkIns.schedule.paused')}`}
              </span>
            </div>
            <div className="ci-assignment-tools">
              <Button variant="ghost" size="sm" onClick={() => void applyLocalMutation(db, 'checkInAssignment.update', { id: a.id, active: !a.active })}>
                {a.active ? t('checkIns.schedule.pause') : t('checkIns.schedule.resume')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void applyLocalMutation(db, 'checkInAssignment.delete', { id: a.id })}>
                {t('checkIns.schedule.end')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {forms.length === 0 ? (
        <p className="card-description">
          {t('checkIns.schedule.noForms')}{' '}
          <Link className="text-link" to="/trainer/check-ins/forms">
            {t('checkIns.forms.open')}
          </Link>
        </p>
      ) : adding ? (
        <AssignForm clientId={clientId} forms={forms} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)} data-testid="check-in-assign">
          {t('checkIns.schedule.add')}
        </Button>
      )}
    </div>
  );
}

function AssignForm({ clientId, forms, onDone }: { clientId: string; forms: NonNullable<ReturnType<typeof useCheckInForms>>; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const today = instantToWall(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;
  const [formId, setFormId] = useState(forms[0]!.id);
  const [type, setType] = useState<CheckInSchedule['type']>('weekly');
  const [weekday, setWeekday] = useState(6);
  const [days, setDays] = useState('7');
  const [time, setTime] = useState('18:00');
  const [startsOn, setStartsOn] = useState(today);
  const [error, setError] = useState<string | null>(null);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const raw = type === 'weekly' ? { type, weekday, time, startsOn, endsOn: null } : { type, days: Number(days), time, startsOn, endsOn: null };
    const r = CheckInScheduleSchema.safeParse(raw);
    if (!r.success) {
      setError(translateMessage(t, r.error.issues[0]?.message));
      return;
    }
    // No zone given: the server reads the client's own (their settings), or the trainer's for a client without an account.
    await applyLocalMutation(db, 'checkInAssignment.create', { id: uuidv7(), clientId, formId, schedule: r.data });
    onDone();
  };

  return (
    <form className="ci-assign" onSubmit={save} noValidate>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <label className="field">
        <span className="field-label">{t('checkIns.schedule.form')}</span>
        <select className="field-input" value={formId} onChange={(e) => setFormId(e.target.value)}>
          {forms.map((f) => (
            <option key={f.id} value={f.id}>
              {f.title}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">{t('checkIns.schedule.repeat')}</span>
        <select className="field-input" value={type} onChange={(e) => setType(e.target.value as CheckInSchedule['type'])}>
          <option value="weekly">{t('checkIns.schedule.weekly')}</option>
          <option value="everyNDays">{t('checkIns.schedule.everyNDays')}</option>
        </select>
      </label>
      {type === 'weekly' ? (
        <label className="field">
          <span className="field-label">{t('checkIns.schedule.weekday')}</span>
          <select className="field-input" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
            {WEEKDAYS.map((w) => (
              <option key={w} value={w}>
                {weekdayName(w, locale)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label className="field">
          <span className="field-label">{t('checkIns.schedule.days')}</span>
          <input className="field-input" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
        </label>
      )}
      <label className="field">
        <span className="field-label">{t('checkIns.schedule.time')}</span>
        <input className="field-input" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
      </label>
      <label className="field">
        <span className="field-label">{t('checkIns.schedule.startsOn')}</span>
        <input className="field-input" type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} />
      </label>
      <div className="ci-actions ci-actions--row">
        <Button variant="ghost" onClick={onDone}>
          {t('checkIns.forms.cancel')}
        </Button>
        <Button type="submit">{t('checkIns.schedule.save')}</Button>
      </div>
    </form>
  );
}

