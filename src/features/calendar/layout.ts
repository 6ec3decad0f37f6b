import type { CalendarEntry } from '../../../domain/sessions/entries';
import { sessionWall } from '../session-labels';
import { timeToMinutes } from '../../../domain/time/wall-time';

/**
 * Where entries go on the calendar: the wall date and minutes in the
 * trainer's zone (the stored wall date and time when the entry is in that
 * zone, which is nearly always; a conversion otherwise), per-day buckets,
 * and lanes for entries that overlap in a time grid.
 */
export interface Placed {
  entry: CalendarEntry;
  /** Wall date and 'HH:mm' in the trainer's zone. */
  date: string;
  time: string;
  /** Minutes after midnight of the start, and the end (may pass 1440 for a session running past midnight). */
  startMin: number;
  endMin: number;
}

export function place(entry: CalendarEntry, timeZone: string): Placed {
  // The same reading as every other screen's (session-labels/wall.ts), so one session shows one time.
  const wall = sessionWall(entry, timeZone);
  const startMin = timeToMinutes(wall.time);
  return { entry, date: wall.date, time: wall.time, startMin, endMin: startMin + entry.durationMinutes };
}

/** Entries per wall date, each day's in order of start (entries come sorted by start). */
export function bucketByDay(entries: readonly CalendarEntry[], timeZone: string): Map<string, Placed[]> {
  const out = new Map<string, Placed[]>();
  for (const e of entries) {
    const p = place(e, timeZone);
    const list = out.get(p.date);
    if (list) list.push(p);
    else out.set(p.date, [p]);
  }
  for (const list of out.values()) list.sort((a, b) => a.startMin - b.startMin || a.endMin - b.endMin);
  return out;
}

export interface Laned extends Placed {
  /** 0-based lane within its cluster of overlapping entries, and how many lanes the cluster has. */
  lane: number;
  lanes: number;
}

/**
 * Side-by-side lanes for one day's entries (sorted by start): each entry takes
 * the first lane free at its start; entries that overlap, directly or through
 * a chain, form a cluster sharing one lane count. A zero-length or very short
 * entry counts as `minLength` minutes long, as it is drawn.
 */
export function layoutLanes(day: readonly Placed[], minLength = 15): Laned[] {
  const out: Laned[] = [];
  let cluster: Laned[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const c of cluster) c.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const p of day) {
    const end = Math.max(p.endMin, p.startMin + minLength);
    if (p.startMin >= clusterEnd) close();
    let lane = laneEnds.findIndex((e) => e <= p.startMin);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    const l: Laned = { ...p, lane, lanes: 1 };
    cluster.push(l);
    out.push(l);
    clusterEnd = Math.max(clusterEnd, end);
  }
  close();
  return out;
}

/** Stable key of an entry: its session, or its series' occurrence. */
export function entryKey(e: Pick<CalendarEntry, 'sessionId' | 'seriesId' | 'occurrenceDate'>): string {
  return e.sessionId ?? `${e.seriesId}|${e.occurrenceDate}`;
}
