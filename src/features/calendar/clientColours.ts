/**
 * A colour per client on the trainer's calendar. The palette lives in
 * client-colours.css (each colour a chip background, text and edge for the
 * light and the dark theme, checked for contrast by its test); this picks a
 * colour index for each client.
 *
 * Stable: a client keeps their colour when clients are added, since each
 * takes the colour its id hashes to, or the next one free, in the order the
 * clients were added (a later client never moves an earlier one). While there
 * are no more clients than colours, no two share one; past that, colours
 * repeat round by round.
 */
export const CLIENT_COLOURS = 8;

/** FNV-1a over the id's UTF-16 code units: a fixed, well-spread start colour per id. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function clientColours(clients: readonly { id: string; createdAt: string }[], size = CLIENT_COLOURS): Map<string, number> {
  const ordered = [...clients].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const out = new Map<string, number>();
  let taken = new Set<number>();
  for (const c of ordered) {
    if (taken.size === size) taken = new Set();
    let slot = hashOf(c.id) % size;
    while (taken.has(slot)) slot = (slot + 1) % size;
    taken.add(slot);
    out.set(c.id, slot);
  }
  return out;
}

/** "Adam Novák" → "AN", "Cher" → "CH", "Anna-Marie de la Cruz" → "AC": first and last word's first letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!];
  if (words.length === 1) return first.slice(0, 2).join('').toLocaleUpperCase();
  return `${first[0]}${[...words[words.length - 1]!][0]}`.toLocaleUpperCase();
}
