import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import type { Availability } from '../../../domain/sessions/availability';
import type { RecurrenceDescription } from '../../../domain/sessions/describe';
import type { ApprovalStatus, ProgressStatus, SessionType } from '../../../domain/sessions/rows';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../hooks/useLocale';
import { deviceZone, sessionWall, zoneNote, type SessionClockSource } from './wall';

export { deviceZone, sessionWall, zoneNote, type SessionClockSource, type SessionWall } from './wall';

/**
 * Words for sessions shared by every screen that shows one (calendar, dialog,
 * schedule, dashboards): type, approval, progress, availability and a
 * repetition in plain language, in en, sk and cz. Counted phrases pick their
 * form in code (one, few, other), so the three languages keep one key set.
 */
type T = (key: string, options?: Record<string, unknown>) => string;

export type PluralForm = 'one' | 'few' | 'other';

export function pluralForm(n: number, locale: Locale): PluralForm {
  const form = new Intl.PluralRules(htmlLangOf(locale)).select(n);
  return form === 'one' || form === 'few' ? form : 'other';
}

const counted = (t: T, locale: Locale, key: string, count: number, values: Record<string, unknown> = {}) =>
  t(`${key}.${pluralForm(count, locale)}`, { count, ...values });

export function availabilityText(t: T, locale: Locale, a: Availability): string {
  return a.kind === 'now' ? t('sessionLabels.availability.now') : counted(t, locale, `sessionLabels.availability.${a.unit}`, a.n);
}

/**
 * Whether a client opens a session themselves: a solo session with its row.
 * In person and group sessions, and a series' date not opened yet, the
 * trainer starts (workout-start/choices.ts workoutOf).
 */
export const clientStarts = (e: { type: SessionType; sessionId: string | null }): boolean => e.type === 'solo' && e.sessionId !== null;

/** When a session opens, as its client reads it: "Available to start" only for what they start themselves, else when it starts. */
export function clientAvailabilityText(t: T, locale: Locale, a: Availability, startsItThemselves: boolean): string {
  if (startsItThemselves) return availabilityText(t, locale, a);
  return a.kind === 'now' ? t('sessionLabels.trainerStarts.now') : counted(t, locale, `sessionLabels.trainerStarts.${a.unit}`, a.n);
}

/**
 * The chip a client sees on a session: a solo session under way or done is
 * their own workout (they chose it), not something they approved; anything
 * else carries their answer.
 */
export function clientChipText(t: T, e: { type: SessionType; progressStatus: ProgressStatus }, answer: ApprovalStatus): { own: boolean; text: string } {
  if (e.type === 'solo' && e.progressStatus !== 'not_started') return { own: true, text: t('sessionLabels.ownWorkout') };
  return { own: false, text: t(`sessionLabels.approval.${answer}`) };
}

/**
 * A title as its client reads it. The session form's default title is
 * "<client> · <type>": shown to that client it would greet them with their
 * own name, so it names the kind of session instead. A title the trainer
 * wrote is kept.
 */
export function clientTitleText(t: T, title: string, type: SessionType, ownNames: readonly string[]): string {
  const own = ownNames.map((n) => n.trim()).filter(Boolean);
  const head = title.split(' · ')[0]!.trim();
  return title.includes(' · ') && own.includes(head) ? t(`sessionLabels.clientTitle.${type}`) : title;
}

/** A superset's rounds with the sets they make: "3 rounds · 9 sets" (every exercise's set rows counted). */
export function roundsText(t: T, locale: Locale, rounds: number, setsPerExercise: readonly number[]): string {
  const sets = setsPerExercise.reduce((n, k) => n + k, 0);
  const r = counted(t, locale, 'sessionLabels.rounds', rounds);
  return sets > 0 ? `${r} · ${counted(t, locale, 'sessionLabels.sets', sets)}` : r;
}

/** A wall date (YYYY-MM-DD) in the language's short date format. */
export function wallDateText(date: string, locale: Locale, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', year: 'numeric' }): string {
  return formatDate(`${date}T00:00:00Z`, locale, { ...options, timeZone: 'UTC' });
}

function listOf(t: T, items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t('sessionLabels.recurrence.and')} ${items[items.length - 1]}`;
}

/** "Every Monday and Thursday at 18:00, 12 sessions" in the interface language. */
export function recurrenceText(t: T, locale: Locale, d: RecurrenceDescription): string {
  const days = listOf(
    t,
    d.weekdays.map((w) => t(`sessionLabels.weekday.${w}`)),
  );
  const r = 'sessionLabels.recurrence';
  let every: string;
  if (d.unit === 'days') every = d.interval === 1 ? t(`${r}.everyDay`) : counted(t, locale, `${r}.everyDays`, d.interval);
  else if (d.unit === 'weeks') every = d.interval === 1 ? t(`${r}.everyWeekOn`, { days }) : counted(t, locale, `${r}.everyWeeksOn`, d.interval, { days });
  else {
    every = d.interval === 1 ? t(`${r}.everyMonthOn`, { day: d.dayOfMonth }) : counted(t, locale, `${r}.everyMonthsOn`, d.interval, { day: d.dayOfMonth });
    if (d.clamped) every += ` ${t(`${r}.clamped`)}`;
  }
  const end = d.end.kind === 'count' ? counted(t, locale, `${r}.count`, d.end.count) : t(`${r}.until`, { date: wallDateText(d.end.date, locale) });
  return `${every} ${t(`${r}.at`, { time: d.time })}, ${end}`;
}

/** The labels bound to the interface language (re-render when it changes). */
export function useSessionLabels() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const tt = t as unknown as T;
    const device = deviceZone();
    return {
      locale,
      type: (type: SessionType) => tt(`sessionLabels.type.${type}`),
      approval: (status: ApprovalStatus) => tt(`sessionLabels.approval.${status}`),
      progress: (status: ProgressStatus) => tt(`sessionLabels.progress.${status}`),
      availability: (a: Availability) => availabilityText(tt, locale, a),
      clientAvailability: (a: Availability, startsItThemselves: boolean) => clientAvailabilityText(tt, locale, a, startsItThemselves),
      clientChip: (e: { type: SessionType; progressStatus: ProgressStatus }, answer: ApprovalStatus) => clientChipText(tt, e, answer),
      clientTitle: (title: string, type: SessionType, ownNames: readonly string[]) => clientTitleText(tt, title, type, ownNames),
      rounds: (rounds: number, setsPerExercise: readonly number[]) => roundsText(tt, locale, rounds, setsPerExercise),
      recurrence: (d: RecurrenceDescription) => recurrenceText(tt, locale, d),
      date: (date: string, options?: Intl.DateTimeFormatOptions) => wallDateText(date, locale, options),
      duration: (minutes: number) => tt('sessionLabels.duration', { minutes }),
      timeRange: (start: string, end: string) => tt('sessionLabels.timeRange', { start, end }),
      /** "18:00–19:00 (Europe/Bratislava)": a session's times in `zone` (the trainer's; null: its own), the zone named when the device's differs. */
      clock: (s: SessionClockSource, zone: string | null) => {
        const w = sessionWall(s, zone);
        const note = zoneNote(w.zone, device);
        return { ...w, range: `${tt('sessionLabels.timeRange', { start: w.time, end: w.end })}${note}`, note };
      },
    };
  }, [t, locale]);
}
