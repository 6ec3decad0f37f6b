/**
 * Order and read state of a thread (docs/rules/messaging.md "Order" and
 * "Read marks"). Devices' clocks decide the order a message was written in;
 * the id breaks ties, so every device shows the same order.
 */
export interface Placed {
  id: string;
  writtenAt: string;
}

/** Thread order: by writtenAt (ISO instants in UTC compare as text), then id. */
export function compareMessages(a: Placed, b: Placed): number {
  if (a.writtenAt !== b.writtenAt) return a.writtenAt < b.writtenAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function threadOrder<T extends Placed>(messages: readonly T[]): T[] {
  return [...messages].sort(compareMessages);
}

/** A read mark: the last message read, by its place in the thread. Null fields: nothing read yet. */
export interface ReadMark {
  id: string | null;
  at: string | null;
}

/** Whether the message lies after the mark (so is unread by its owner). */
export function isAfterMark(m: Placed, mark: ReadMark): boolean {
  if (!mark.id || !mark.at) return true;
  return compareMessages(m, { id: mark.id, writtenAt: mark.at }) > 0;
}

/**
 * Whether `next` moves `current` forward. Read marks never go back: a device
 * that read less (an older tab, a late retry) leaves the mark where it is,
 * whatever order the writes arrive in.
 */
export function advancesMark(current: ReadMark, next: { id: string; at: string }): boolean {
  return isAfterMark({ id: next.id, writtenAt: next.at }, current);
}

/** The later of two marks. */
export function laterMark(a: ReadMark, b: ReadMark): ReadMark {
  if (!b.id || !b.at) return a;
  return advancesMark(a, { id: b.id, at: b.at }) ? b : a;
}

/** Messages the viewer has not read: others' messages after the viewer's mark, deleted ones left out. */
export function unreadCount(messages: readonly (Placed & { authorId: string | null; removedAt: string | null })[], mark: ReadMark, viewerId: string): number {
  let n = 0;
  for (const m of messages) if (m.authorId !== viewerId && !m.removedAt && isAfterMark(m, mark)) n++;
  return n;
}

/** Whether the other side has read the viewer's message ("seen"). */
export function seenBy(m: Placed, otherMark: ReadMark): boolean {
  return !isAfterMark(m, otherMark);
}
