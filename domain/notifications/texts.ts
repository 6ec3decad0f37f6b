import type { Locale } from '../constants';
import { htmlLangOf } from '../language';
import { withClock } from '../time/clock';
import type { NotificationType } from './data';
import type { NotificationData } from './data';

/**
 * The words of a notification in en, sk and cz, rendered from its type and
 * data: the server writes title and message in the recipient's language when
 * the row is made (mail, push), the bell renders them in the viewer's
 * language. One table, so mail, push and bell always say the same.
 */
type Texts = Record<NotificationType, { title: string; message: string }> & {
  decision: { approved: string; declined: string };
  changeWas: string;
  recurrence: { every: string; everyN: string; one: Record<'days' | 'weeks' | 'months', string>; days: string; weeks: string; months: string; onDay: string; at: string; sessions: string; until: string };
};

const EN: Texts = {
  session_created: { title: 'New session', message: '{trainer} scheduled {session} for {when}.' },
  session_changed: { title: 'Session changed', message: '{session} is now {when}{change}.' },
  session_cancelled: { title: 'Session cancelled', message: '{session} on {when} was cancelled.' },
  series_created: { title: 'New recurring sessions', message: '{trainer} scheduled {session}: {recurrence}. Please approve or decline.' },
  series_changed: { title: 'Recurring sessions changed', message: '{session}: {recurrence}{change}.' },
  series_cancelled: { title: 'Recurring sessions cancelled', message: '{session} ({recurrence}) was cancelled.' },
  series_reapproval: { title: 'Please approve again', message: '{session} changed ({recurrence}) and needs your approval again.' },
  approval_answered: { title: '{client} {decision}', message: '{client} {decision} {session} ({when}).' },
  session_reminder: { title: 'Upcoming session', message: '{session} starts {when}.' },
  payment_recorded: { title: 'Payment recorded', message: '{trainer} recorded your payment of {amount}.' },
  invitation_accepted: { title: 'Invitation accepted', message: '{client} accepted your invitation and can now sign in.' },
  workout_finished: { title: 'Workout finished', message: '{client} finished {session} ({when}).' },
  message: { title: 'Message from {sender}', message: '{preview}' },
  check_in_due: { title: 'Check-in due', message: '{checkIn} is ready for you to fill in.' },
  decision: { approved: 'approved', declined: 'declined' },
  changeWas: 'was {before}',
  recurrence: { every: 'every', everyN: 'every {n}', one: { days: 'day', weeks: 'week', months: 'month' }, days: 'days', weeks: 'weeks', months: 'months', onDay: 'on day {day}', at: 'at {time}', sessions: '{n} sessions', until: 'until {date}' },
};

const SK: Texts = {
  session_created: { title: 'Nový tréning', message: '{trainer} naplánoval(a) {session} na {when}.' },
  session_changed: { title: 'Tréning sa zmenil', message: '{session} je teraz {when}{change}.' },
  session_cancelled: { title: 'Tréning zrušený', message: '{session} ({when}) bol zrušený.' },
  series_created: { title: 'Nové opakované tréningy', message: '{trainer} naplánoval(a) {session}: {recurrence}. Prosím, potvrďte alebo odmietnite.' },
  series_changed: { title: 'Opakované tréningy sa zmenili', message: '{session}: {recurrence}{change}.' },
  series_cancelled: { title: 'Opakované tréningy zrušené', message: '{session} ({recurrence}) bol zrušený.' },
  series_reapproval: { title: 'Potvrďte znova', message: '{session} sa zmenil ({recurrence}) a potrebuje vaše nové potvrdenie.' },
  approval_answered: { title: '{client} {decision}', message: '{client} {decision} {session} ({when}).' },
  session_reminder: { title: 'Blíži sa tréning', message: '{session} začína {when}.' },
  payment_recorded: { title: 'Platba zaznamenaná', message: '{trainer} zaznamenal(a) vašu platbu {amount}.' },
  invitation_accepted: { title: 'Pozvánka prijatá', message: '{client} prijal(a) vašu pozvánku a môže sa prihlásiť.' },
  workout_finished: { title: 'Tréning dokončený', message: '{client} dokončil(a) {session} ({when}).' },
  message: { title: 'Správa od {sender}', message: '{preview}' },
  check_in_due: { title: 'Čas na check-in', message: '{checkIn} je pripravený na vyplnenie.' },
  decision: { approved: 'potvrdil(a)', declined: 'odmietol(a)' },
  changeWas: 'predtým {before}',
  recurrence: { every: 'každý', everyN: 'každé {n}', one: { days: 'deň', weeks: 'týždeň', months: 'mesiac' }, days: 'dni', weeks: 'týždne', months: 'mesiace', onDay: '{day}. deň', at: 'o {time}', sessions: 'počet tréningov: {n}', until: 'do {date}' },
};

const CZ: Texts = {
  session_created: { title: 'Nový trénink', message: '{trainer} naplánoval(a) {session} na {when}.' },
  session_changed: { title: 'Trénink se změnil', message: '{session} je nyní {when}{change}.' },
  session_cancelled: { title: 'Trénink zrušen', message: '{session} ({when}) byl zrušen.' },
  series_created: { title: 'Nové opakované tréninky', message: '{trainer} naplánoval(a) {session}: {recurrence}. Prosím, potvrďte nebo odmítněte.' },
  series_changed: { title: 'Opakované tréninky se změnily', message: '{session}: {recurrence}{change}.' },
  series_cancelled: { title: 'Opakované tréninky zrušeny', message: '{session} ({recurrence}) byl zrušen.' },
  series_reapproval: { title: 'Potvrďte znovu', message: '{session} se změnil ({recurrence}) a potřebuje vaše nové potvrzení.' },
  approval_answered: { title: '{client} {decision}', message: '{client} {decision} {session} ({when}).' },
  session_reminder: { title: 'Blíží se trénink', message: '{session} začíná {when}.' },
  payment_recorded: { title: 'Platba zaznamenána', message: '{trainer} zaznamenal(a) vaši platbu {amount}.' },
  invitation_accepted: { title: 'Pozvánka přijata', message: '{client} přijal(a) vaši pozvánku a může se přihlásit.' },
  workout_finished: { title: 'Trénink dokončen', message: '{client} dokončil(a) {session} ({when}).' },
  message: { title: 'Zpráva od {sender}', message: '{preview}' },
  check_in_due: { title: 'Čas na check-in', message: '{checkIn} je připravený k vyplnění.' },
  decision: { approved: 'potvrdil(a)', declined: 'odmítl(a)' },
  changeWas: 'dříve {before}',
  recurrence: { every: 'každý', everyN: 'každé {n}', one: { days: 'den', weeks: 'týden', months: 'měsíc' }, days: 'dny', weeks: 'týdny', months: 'měsíce', onDay: '{day}. den', at: 'v {time}', sessions: 'počet tréninků: {n}', until: 'do {date}' },
};

const TEXTS: Record<Locale, Texts> = { en: EN, sk: SK, cz: CZ };

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

/** A wall 'YYYY-MM-DD HH:mm' (or a date alone) in the language's short form on the 24-hour clock: 'Mon, 12/3, 18:00', 'po 3. 12. 18:00'. */
export function wallText(wall: string, lang: Locale): string {
  const [date, time] = wall.split(' ');
  if (!date) return wall;
  const d = new Date(`${date}T${time ?? '00:00'}:00Z`);
  if (Number.isNaN(d.getTime())) return wall;
  const opts: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' };
  if (time) Object.assign(opts, { hour: 'numeric', minute: '2-digit' });
  return new Intl.DateTimeFormat(htmlLangOf(lang), withClock(opts)).format(d);
}

/** A repetition in a few words: 'every week on Monday, Thursday at 18:00, 12 sessions'. */
export function recurrenceText(
  lang: Locale,
  r: { unit: 'days' | 'weeks' | 'months'; interval: number; weekdays: number[]; dayOfMonth: number | null; maxSessions: number | null; endDate: string | null },
  time: string,
): string {
  const t = TEXTS[lang].recurrence;
  const parts = [r.interval === 1 ? `${t.every} ${t.one[r.unit]}` : `${fill(t.everyN, { n: String(r.interval) })} ${t[r.unit]}`];
  if (r.unit === 'weeks' && r.weekdays.length) {
    const names = [...r.weekdays].sort((a, b) => a - b).map((w) => new Intl.DateTimeFormat(htmlLangOf(lang), { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + w))));
    parts.push(names.join(', '));
  }
  if (r.unit === 'months' && r.dayOfMonth) parts.push(fill(t.onDay, { day: String(r.dayOfMonth) }));
  parts.push(fill(t.at, { time }));
  const end = r.maxSessions !== null ? fill(t.sessions, { n: String(r.maxSessions) }) : r.endDate ? fill(t.until, { date: wallText(r.endDate, lang) }) : '';
  return end ? `${parts.join(' ')}, ${end}` : parts.join(' ');
}

/** A change in the recipient's words: ', was Mon 3. 12. 18:00'. */
export function changeText(lang: Locale, beforeWall: string): string {
  return fill(TEXTS[lang].changeWas, { before: wallText(beforeWall, lang) });
}

/** Title and message of a notification in a language, from its type and data. */
export function notificationText(lang: Locale, type: NotificationType, d: Partial<NotificationData>): { title: string; message: string } {
  const T = TEXTS[lang] ?? EN;
  const tpl = T[type];
  if (!tpl) return { title: d.title ?? '', message: d.message ?? '' };
  const values: Record<string, string> = {
    trainer: d.trainer_name ?? '',
    client: d.client_name ?? '',
    session: d.session_title ?? d.series_title ?? '',
    when: d.start_time_user_tz ? wallText(d.start_time_user_tz, lang) : (d.occurrence_date ?? ''),
    change: d.change_description ? ` (${d.change_description})` : '',
    recurrence: d.recurrence_description ?? '',
    amount: d.amount ?? '',
    sender: d.sender_name ?? '',
    preview: d.preview ?? '',
    checkIn: d.check_in_title ?? '',
    decision: d.client_decision ? T.decision[d.client_decision] : '',
  };
  return { title: fill(tpl.title, values), message: fill(tpl.message, values) };
}
