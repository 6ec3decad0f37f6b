import { z } from 'zod';

/**
 * The pull cursor. Opaque to the client; for the server it records, per space
 * the caller can see, how far the caller has been sent, as a position in the
 * order (rev, table, id) — never a timestamp (architecture: "The cursor is a
 * version counter"). A position without table and id means "everything up
 * to and including rev". The cursor also records what the position was
 * computed under: the format, the caller's visibility, the window day and a
 * hash of the caller's profile. When the first two do not match the server's
 * present view, or the cursor cannot be read, the pull starts again (reset).
 */
export const CURSOR_FORMAT = 1;

export interface SpacePosition {
  rev: number;
  /** Index of the table in the server's pull order; with id, marks a page cut inside one rev. */
  table?: number;
  id?: string;
  /**
   * Set while a first download runs over several pages: the space version the
   * download started at. Rows deleted (or outside the window) at or below it
   * were never sent, so they are skipped instead of sent as `del`.
   */
  fresh?: number;
}

export interface Cursor {
  format: number;
  /** Who the caller was when the cursor was made: role, spaces and client records. */
  visibility: string;
  /** The UTC day of the sync window (window.ts). */
  day: number;
  /** Hash of the profile row last sent; null = never sent. */
  profile: string | null;
  spaces: Record<string, SpacePosition>;
}

const Wire = z.object({
  f: z.number().int(),
  k: z.string().max(4096),
  d: z.number().int(),
  p: z.string().max(128).nullable(),
  s: z.record(
    z.string().max(64),
    z.union([
      z.tuple([z.number().int().nonnegative()]),
      z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.string().max(64)]),
      z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.string().max(64), z.number().int().nonnegative()]),
    ]),
  ),
});

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): string {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function encodeCursor(c: Cursor): string {
  const s: Record<string, [number] | [number, number, string] | [number, number, string, number]> = {};
  for (const [space, p] of Object.entries(c.spaces)) {
    if (p.table === undefined || p.id === undefined) s[space] = [p.rev];
    else s[space] = p.fresh === undefined ? [p.rev, p.table, p.id] : [p.rev, p.table, p.id, p.fresh];
  }
  return toBase64Url(JSON.stringify({ f: c.format, k: c.visibility, d: c.day, p: c.profile, s }));
}

/** The cursor a string encodes, or null for anything that is not one of ours (including an empty start). */
export function decodeCursor(text: string | null | undefined): Cursor | null {
  if (!text || text.length > 16_384) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  const parsed = Wire.safeParse(raw);
  if (!parsed.success) return null;
  const w = parsed.data;
  const spaces: Record<string, SpacePosition> = {};
  for (const [space, t] of Object.entries(w.s)) {
    spaces[space] =
      t.length === 1 ? { rev: t[0] } : t.length === 3 ? { rev: t[0], table: t[1], id: t[2] } : { rev: t[0], table: t[1], id: t[2], fresh: t[3] };
  }
  return { format: w.f, visibility: w.k, day: w.d, profile: w.p, spaces };
}

/** True when the position covers every row up to and including `version`. */
export function isCompleteThrough(p: SpacePosition | undefined, version: number): boolean {
  return !!p && p.table === undefined && p.rev >= version;
}

/** Orders change keys the way the server pages them: rev, then table index, then id. */
export function compareKey(a: { rev: number; table: number; id: string }, b: { rev: number; table: number; id: string }): number {
  if (a.rev !== b.rev) return a.rev - b.rev;
  if (a.table !== b.table) return a.table - b.table;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
