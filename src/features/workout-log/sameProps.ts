/**
 * Whether two values hold the same data: plain objects, arrays, Maps and Sets
 * by content, anything else (functions included) by identity. The logging
 * screen rebuilds its model on every tap and every live query result; this
 * lets an exercise card whose data did not change skip its render, so a tap
 * re-renders the one card it changed.
 */
export function sameData(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 8) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !sameData(v, b.get(k), depth + 1)) return false;
    return true;
  }
  if (a instanceof Set) {
    if (!(b instanceof Set) || a.size !== b.size) return false;
    for (const v of a) if (!b.has(v)) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!Object.prototype.hasOwnProperty.call(b, k) || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1)) return false;
  return true;
}

/** React.memo's comparison for props compared by content (see sameData). */
export const sameProps = <P extends object>(a: Readonly<P>, b: Readonly<P>) => sameData(a, b);
