/*
 * Reading the values of workout exports: numbers with a decimal point or
 * comma, pounds and miles, durations like "1h 5m", and local wall times in
 * the formats Strong and Hevy write. All pure; the time zone conversion uses
 * Intl, which browsers, the worker and Node all have.
 */

export type WeightUnit = 'kg' | 'lb';
export type DistanceUnit = 'km' | 'm' | 'mi';

export const KG_PER_LB = 0.45359237;
export const METERS_PER_MILE = 1609.344;

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A number as a spreadsheet in any of our locales writes it: "102.5" or
 * "102,5". Empty text is null; anything else unreadable is NaN, so the caller
 * can tell "not given" from "wrong".
 */
export function parseDecimal(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return null;
  if (!NUMBER.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}

/** kg, rounded to 0.01 kg (10 g): pounds converted carry float noise, no scale is finer. */
export function toKg(value: number, unit: WeightUnit): number {
  return Math.round((unit === 'lb' ? value * KG_PER_LB : value) * 100) / 100;
}

/** Meters, rounded to 0.1 m. */
export function toMeters(value: number, unit: DistanceUnit): number {
  const m = unit === 'km' ? value * 1000 : unit === 'mi' ? value * METERS_PER_MILE : value;
  return Math.round(m * 10) / 10;
}

/** A unit named in a header or a unit column: "Weight (lbs)", "lbs", "kg", "Distance (mi)". */
export function weightUnitIn(text: string): WeightUnit | null {
  const t = text.toLowerCase();
  if (/\blbs?\b|pounds?/.test(t)) return 'lb';
  if (/\bkgs?\b|kilo/.test(t)) return 'kg';
  return null;
}

export function distanceUnitIn(text: string): DistanceUnit | null {
  const t = text.toLowerCase();
  if (/\bmi\b|miles?/.test(t)) return 'mi';
  if (/\bkm\b|kilomet/.test(t)) return 'km';
  if (/\bm\b|\bmeters?\b|\bmetres?\b/.test(t)) return 'm';
  return null;
}

/**
 * A duration: "1h 5m", "45m", "58m 30s", "1:05:00", "65:00", or a bare
 * number in `bareUnit`. Null when unreadable or empty.
 */
export function parseDuration(text: string, bareUnit: 'seconds' | 'minutes' = 'minutes'): number | null {
  const t = text.trim().toLowerCase();
  if (t === '') return null;
  const clock = /^(\d+):(\d{1,2})(?::(\d{1,2}))?$/.exec(t);
  if (clock) {
    const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3] === undefined ? null : Number(clock[3])];
    return c === null ? a * 60 + b : a * 3600 + b * 60 + c;
  }
  const bare = parseDecimal(t);
  if (bare !== null && !Number.isNaN(bare)) return bare < 0 ? null : Math.round(bareUnit === 'minutes' ? bare * 60 : bare);
  const parts = /^(?:(\d+)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?|s)?)?)?\s*(?:(\d+)\s*s(?:ec(?:onds?|s)?)?)?$/.exec(t);
  if (!parts || (parts[1] ?? parts[2] ?? parts[3]) === undefined) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Wall clock fields, or an instant when the text carried its own offset. */
type Parsed = { wall: [number, number, number, number, number, number] } | { instant: number };

function readDate(text: string): Parsed | null {
  const t = text.trim();
  // 2024-01-05 07:30:00, 2024/01/05 07:30, 2024-01-05T07:30:00Z, ...+01:00
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(t);
  if (m) {
    const f = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)] as const;
    if (m[7]) {
      const ms = Date.parse(`${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}T${String(f[3]).padStart(2, '0')}:${m[5] ?? '00'}:${m[6] ?? '00'}${m[7].length === 5 ? `${m[7].slice(0, 3)}:${m[7].slice(3)}` : m[7]}`);
      return Number.isNaN(ms) ? null : { instant: ms };
    }
    return { wall: [...f] };
  }
  // Hevy: 21 Feb 2025, 07:17 (also "21 February 2025 07:17:30")
  m = /^(\d{1,2})\s+([a-z]{3,9})\.?\s+(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/i.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase());
    if (month < 0) return null;
    return { wall: [Number(m[3]), month + 1, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)] };
  }
  return null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(instant))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant (ISO) of a date text in `timeZone` (IANA, e.g.
 * 'Europe/Bratislava'); a text with its own offset keeps it. Null when the
 * text is not a date or the fields are out of range.
 */
export function parseWallTime(text: string, timeZone = 'UTC'): string | null {
  const parsed = readDate(text);
  if (!parsed) return null;
  if ('instant' in parsed) return new Date(parsed.instant).toISOString();
  const [y, mo, d, h, mi, s] = parsed.wall;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(wall).getUTCDate() !== d) return null;
  if (timeZone === 'UTC') return new Date(wall).toISOString();
  // Two passes settle the offset on either side of a DST change.
  let guess = wall - offsetMs(wall, timeZone);
  guess = wall - offsetMs(guess, timeZone);
  return new Date(guess).toISOString();
}
