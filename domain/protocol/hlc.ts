/**
 * Hybrid logical clock (Kulkarni et al., 2014): the time of an edit as the
 * device's wall clock saw it, made monotonic and causal. Each device ticks it
 * for every edit and moves it past every clock it receives (the server's, on
 * each pull and push), so an edit made after seeing another is always later
 * than it, even when the device's own clock runs behind. The server clamps a
 * clock running ahead (clampHlc), so a wrong device clock can not win forever.
 *
 * A clock is a string that sorts like the time it stands for:
 * 15-digit milliseconds, 6-digit counter, then the device id, which makes two
 * devices' clocks never equal.
 */
export interface Hlc {
  ms: number;
  counter: number;
  node: string;
}

/** How far ahead of the server a device clock may run before the server treats its edits as made now. */
export const HLC_MAX_DRIFT_MS = 60_000;

const MS_DIGITS = 15;
const COUNTER_DIGITS = 6;
const COUNTER_MAX = 10 ** COUNTER_DIGITS - 1;

export function encodeHlc(h: Hlc): string {
  return `${String(h.ms).padStart(MS_DIGITS, '0')}-${String(h.counter).padStart(COUNTER_DIGITS, '0')}-${h.node}`;
}

const PATTERN = /^(\d{15})-(\d{6})-(.+)$/;

export function decodeHlc(s: string): Hlc | null {
  const m = PATTERN.exec(s);
  return m ? { ms: Number(m[1]), counter: Number(m[2]), node: m[3]! } : null;
}

export function isHlc(s: unknown): s is string {
  return typeof s === 'string' && s.length <= 80 && PATTERN.test(s);
}

/** The node (device id, or 'server') that made a clock. */
export const hlcNode = (s: string): string => decodeHlc(s)?.node ?? '';

function next(ms: number, counter: number, node: string): string {
  // A counter overflowing within one millisecond borrows the next millisecond, which keeps the order.
  return counter > COUNTER_MAX ? encodeHlc({ ms: ms + 1, counter: 0, node }) : encodeHlc({ ms, counter, node });
}

/** The clock of a new edit on `node` at wall time `now`, after `last` (this node's previous clock, if any). */
export function tickHlc(last: string | null | undefined, now: number, node: string): string {
  const prev = last ? decodeHlc(last) : null;
  if (!prev || now > prev.ms) return encodeHlc({ ms: now, counter: 0, node });
  return next(prev.ms, prev.counter + 1, node);
}

/** This node's clock after receiving `remote`: past both, so its next edit is later than anything it has seen. */
export function receiveHlc(local: string | null | undefined, remote: string | null | undefined, now: number, node: string): string {
  const l = local ? decodeHlc(local) : null;
  const r = remote ? decodeHlc(remote) : null;
  const ms = Math.max(now, l?.ms ?? 0, r?.ms ?? 0);
  let counter = 0;
  if (l && r && l.ms === ms && r.ms === ms) counter = Math.max(l.counter, r.counter) + 1;
  else if (l && l.ms === ms) counter = l.counter + 1;
  else if (r && r.ms === ms) counter = r.counter + 1;
  return next(ms, counter, node);
}

/**
 * A device's clock as the server accepts it: one running more than
 * HLC_MAX_DRIFT_MS ahead of the server is taken as made at the server's now
 * (keeping its node), so a phone set a year ahead can not win every edit.
 */
export function clampHlc(s: string, serverNow: number): string {
  const h = decodeHlc(s);
  if (!h || h.ms <= serverNow + HLC_MAX_DRIFT_MS) return s;
  return encodeHlc({ ms: serverNow, counter: h.counter, node: h.node });
}

/** Later of two clocks (either may be missing). */
export function maxHlc(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}
