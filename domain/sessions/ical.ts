import { occurrenceOn } from './expand';
import { firstOccurrenceDay, isOccurrenceDay } from './pattern';
import { rruleValue } from './recurrence-rule';
import type { ApprovalStatus, SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from './rows';
import { dateToDay, dayToDate, icalWall } from '../time/wall-time';

/**
 * iCalendar (RFC 5545) text of a calendar feed. A single session is one
 * VEVENT; a series is one VEVENT with an RRULE (DTSTART on its first
 * session), EXDATE for cancelled sessions and one VEVENT per changed session
 * with the same UID and a RECURRENCE-ID of its original start. Times are
 * written as wall time with TZID set to the IANA zone name, which calendar
 * apps resolve themselves, so no VTIMEZONE is included.
 */
export type IcalEvent =
  | { kind: 'session'; session: TrainingSessionRow }
  | { kind: 'series'; series: SessionSeriesRow; exceptions: readonly SeriesExceptionRow[] };

export interface IcalOptions {
  /** Calendar name shown by the subscribing app. */
  name: string;
  /** Language of titles and notes ('en', 'sk', 'cz'), written as LANGUAGE. */
  lang: string;
  /** Right-hand side of UIDs; defaults to 'repwise'. */
  uidDomain?: string;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line to 75 octets (RFC 5545 §3.1): continuation lines
 * start with a space, and a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function status(answers: ApprovalStatus[]): string {
  if (answers.length > 0 && answers.every((a) => a === 'approved')) return 'CONFIRMED';
  if (answers.length > 0 && answers.every((a) => a === 'declined')) return 'CANCELLED';
  return 'TENTATIVE';
}

interface Body {
  title: string;
  notes: string | null;
  durationMinutes: number;
  status: string;
}

function body(b: Body, lang: string): string[] {
  const lines = [`DURATION:PT${b.durationMinutes}M`, `SUMMARY;LANGUAGE=${lang}:${escapeText(b.title)}`];
  if (b.notes) lines.push(`DESCRIPTION;LANGUAGE=${lang}:${escapeText(b.notes)}`);
  lines.push(`STATUS:${b.status}`);
  return lines;
}

function sessionEvent(s: TrainingSessionRow, uid: string, lang: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(s.updatedAt)}`,
    `DTSTART;TZID=${s.timeZone}:${icalWall(s.date, s.time)}`,
    ...body({ ...s, status: status(Object.values(s.approvalByClient)) }, lang),
    'END:VEVENT',
  ];
}

function seriesEvents(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], uid: string, lang: string): string[] {
  const first = firstOccurrenceDay(series.recurrence, series.date);
  if (first === null) return [];
  const tz = `TZID=${series.timeZone}`;
  const ours = exceptions
    .filter((e) => e.seriesId === series.id && isOccurrenceDay(series.recurrence, series.date, dateToDay(e.occurrenceDate)))
    .sort((a, b) => (a.occurrenceDate < b.occurrenceDate ? -1 : 1));
  const lines = [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(series.updatedAt)}`,
    `DTSTART;${tz}:${icalWall(dayToDate(first), series.time)}`,
    `RRULE:${rruleValue(series.recurrence, series.timeZone)}`,
  ];
  const cancelled = ours.filter((e) => e.kind === 'cancelled').map((e) => icalWall(e.occurrenceDate, series.time));
  if (cancelled.length > 0) lines.push(`EXDATE;${tz}:${cancelled.join(',')}`);
  lines.push(...body({ ...series, status: status(Object.values(series.approvalByClient)) }, lang), 'END:VEVENT');
  for (const e of ours) {
    if (e.kind !== 'changed') continue;
    const o = occurrenceOn(series, [e], e.occurrenceDate);
    if (!o) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${utcStamp(e.updatedAt)}`,
      `RECURRENCE-ID;${tz}:${icalWall(e.occurrenceDate, series.time)}`,
      `DTSTART;${tz}:${icalWall(o.date, o.time)}`,
      ...body({ ...o, status: status(Object.values(o.approvalByClient)) }, lang),
      'END:VEVENT',
    );
  }
  return lines;
}

/** The whole feed, CRLF line ends, folded. */
export function icalCalendar(events: readonly IcalEvent[], options: IcalOptions): string {
  const domain = options.uidDomain ?? 'repwise';
  const lang = options.lang;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Repwise//Sessions//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const e of events) {
    if (e.kind === 'session') lines.push(...sessionEvent(e.session, `${e.session.id}@${domain}`, lang));
    else lines.push(...seriesEvents(e.series, e.exceptions, `${e.series.id}@${domain}`, lang));
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
