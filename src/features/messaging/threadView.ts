import type { MessageRow } from '../../../domain/messaging/entity';
import { isAfterMark, seenBy, type ReadMark } from '../../../domain/messaging/thread';

export type Side = 'trainer' | 'client';

/** The device's calendar day of an instant, as YYYY-MM-DD (days split where the reader's clock says). */
export function localDayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export interface DayGroup<T> {
  day: string;
  messages: T[];
}

/** Messages in thread order split into the days they were written on (the thread's day headings). */
export function groupByDay<T extends { writtenAt: string }>(ordered: readonly T[]): DayGroup<T>[] {
  const out: DayGroup<T>[] = [];
  for (const m of ordered) {
    const day = localDayKey(m.writtenAt);
    const last = out[out.length - 1];
    if (last && last.day === day) last.messages.push(m);
    else out.push({ day, messages: [m] });
  }
  return out;
}

/** Which heading a day gets: "Today", "Yesterday", or its date. */
export function dayLabelKind(day: string, now: Date): 'today' | 'yesterday' | 'date' {
  if (day === localDayKey(now.toISOString())) return 'today';
  const y = new Date(now);
  y.setDate(y.getDate() - 1);
  return day === localDayKey(y.toISOString()) ? 'yesterday' : 'date';
}

/**
 * The viewer's message that shows "seen": their last one the other side's
 * mark has passed, and only while it is their last message at all (docs/rules/messaging.md
 * "Read marks"), so one "seen" stands under the thread's end.
 */
export function seenMessageId(ordered: readonly MessageRow[], side: Side, otherMark: ReadMark): string | null {
  for (let i = ordered.length - 1; i >= 0; i--) {
    const m = ordered[i]!;
    if (m.authorRole !== side) continue;
    return seenBy(m, otherMark) ? m.id : null;
  }
  return null;
}

/** The other side's messages the viewer has not read (deleted ones left out). */
export function unreadFor<T extends { id: string; writtenAt: string; authorRole: Side; removedAt: string | null }>(messages: readonly T[], side: Side, mark: ReadMark): T[] {
  return messages.filter((m) => m.authorRole !== side && !m.removedAt && isAfterMark(m, mark));
}

/** The latest message of the other side in the thread: where the viewer's read mark moves when the thread is seen. */
export function latestFromOther<T extends { authorRole: Side }>(ordered: readonly T[], side: Side): T | null {
  for (let i = ordered.length - 1; i >= 0; i--) if (ordered[i]!.authorRole !== side) return ordered[i]!;
  return null;
}

/** The first line of a message, shortened, for the inbox and the dashboard card. */
export function preview(body: string, max = 90): string {
  const line = body.split('\n').find((l) => l.trim()) ?? '';
  const t = line.trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/** Case- and accent-insensitive text for search ("Ján" found by "jan"). */
export function folded(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export interface InboxEntry {
  conversationId: string;
  clientName: string;
  last: { body: string; writtenAt: string; removed: boolean; authorRole: Side } | null;
  unread: number;
}

/** The inbox order: latest message first; conversations with none after, by name. */
export function inboxOrder(a: InboxEntry, b: InboxEntry): number {
  const aw = a.last?.writtenAt ?? '';
  const bw = b.last?.writtenAt ?? '';
  if (aw !== bw) return aw < bw ? 1 : -1;
  return a.clientName.localeCompare(b.clientName);
}

/** Entries whose client's name matches the search, or whose conversation holds a message with it (`textHits`, found on the device). */
export function filterInbox(entries: readonly InboxEntry[], query: string, textHits: ReadonlySet<string>): InboxEntry[] {
  const q = folded(query.trim());
  if (!q) return [...entries];
  return entries.filter((e) => folded(e.clientName).includes(q) || textHits.has(e.conversationId));
}
