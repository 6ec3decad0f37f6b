/**
 * A thread page's place (GET /api/conversations/{id}/messages `before`): the
 * last message a page showed, its writtenAt and id, as base64url. One form for
 * the server that reads it and the device that asks for the messages before
 * the oldest it holds.
 */
export function encodeThreadCursor(m: { writtenAt: string; id: string }): string {
  return btoa(`${m.writtenAt}|${m.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The message position a cursor names, or null for anything this did not make. */
export function decodeThreadCursor(s: string): { writtenAt: Date; id: string } | null {
  let text: string;
  try {
    text = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [at, id] = text.split('|');
  const t = Date.parse(at ?? '');
  if (!id || Number.isNaN(t) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { writtenAt: new Date(t), id };
}
