/**
 * Order of blocks in a plan and of exercises in a block. Each row keeps an
 * integer `order`; ties (two devices adding offline at once) fall back to the
 * id, which is a UUIDv7 and so follows creation time.
 */
export interface Ordered {
  id: string;
  order: number;
}

export function compareOrder(a: Ordered, b: Ordered): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortByOrder<T extends Ordered>(list: readonly T[]): T[] {
  return list.slice().sort(compareOrder);
}

/** The order a new item appended after all others gets. */
export function nextOrder(list: readonly Ordered[]): number {
  let max = -1;
  for (const o of list) if (o.order > max) max = o.order;
  return max + 1;
}

/**
 * A reorder intent applied to the current items: the listed ids (that still
 * exist) come first in the given order; items the list does not name (added
 * by another device meanwhile) follow in their current order; unknown ids are
 * ignored. Returns the new order of every item whose order changes.
 */
export function applyOrder(items: readonly Ordered[], orderedIds: readonly string[]): Map<string, number> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<string>();
  const sequence: string[] = [];
  for (const id of orderedIds) {
    if (byId.has(id) && !seen.has(id)) {
      seen.add(id);
      sequence.push(id);
    }
  }
  for (const item of sortByOrder(items)) if (!seen.has(item.id)) sequence.push(item.id);
  const changes = new Map<string, number>();
  sequence.forEach((id, index) => {
    if (byId.get(id)!.order !== index) changes.set(id, index);
  });
  return changes;
}

/** Moves an id by `delta` places (keyboard: Alt+ArrowUp is -1); unchanged at the ends. */
export function moveBy(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return ids.slice();
  return moveTo(ids, id, Math.max(0, Math.min(ids.length - 1, from + delta)));
}

/** Moves an id to an index (drag and drop). */
export function moveTo(ids: readonly string[], id: string, toIndex: number): string[] {
  const from = ids.indexOf(id);
  const out = ids.slice();
  if (from < 0) return out;
  out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, toIndex)), 0, id);
  return out;
}
