import { sql } from 'drizzle-orm';
import { compareKey, CURSOR_FORMAT, decodeCursor as decodeCursorText, encodeCursor, isCompleteThrough, type Cursor, type SpacePosition } from '../../domain/protocol/cursor';
import { PULL_FIRST_PAGE_SIZE, PULL_PAGE_SIZE, type Change, type PullRequest, type PullResponse, type SyncNotice } from '../../domain/protocol/protocol';
import { syncWindow, windowOfDay, type SyncWindow } from '../../domain/protocol/window';
import type { SyncCache } from '../cache/sync-cache';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { spaces, syncDevices } from '../db/schema';
import { Forbidden } from '../errors';
import { serverHlc } from './edits';
import { countChanges, removalChanges, tableChanges, tablesWithChanges, windowShiftChanges, type KeyedChange, type SyncedTable } from './tables';
import { resolveViewer, type Viewer } from './viewer';

export interface PullOptions {
  now?: Date;
  pageSize?: number;
  /** Rows on the first page of a download from scratch (at most pageSize). */
  firstPageSize?: number;
  /** The process's cache (PostgreSQL): a pull with nothing new is then answered without a database round trip. */
  cache?: SyncCache;
}

/** Tests shrink pages to exercise paging; no production code sets this. */
const pullOverrides = new WeakMap<object, { pageSize?: number; firstPageSize?: number }>();
export function setPullOverrides(ctx: object, o: { pageSize?: number; firstPageSize?: number } | null) {
  if (o) pullOverrides.set(ctx, o);
  else pullOverrides.delete(ctx);
}
export const pullOverridesOf = (ctx: object) => pullOverrides.get(ctx) ?? {};

type Versions = Map<string, { version: number; purgedRev: number }>;

/** The client's last mutation id and the viewer's space versions, read in one statement. */
async function readHead(
  db: Db,
  user: AuthUser,
  deviceId: string,
  viewer: Viewer,
): Promise<{ owner: string | null; lastMutationId: number; versions: Versions; notices: SyncNotice[] }> {
  type Head = {
    owner: string | null;
    last: string | number | null;
    spaces: { id: string; version: number; purgedRev: number }[] | null;
    notices: { id: number; tbl: string; row_id: string; field: string; yours: unknown; kept: unknown; created_at: string }[] | null;
  };
  const { rows } = (await db.execute(sql`
    select c.user_id as owner, c.last_mutation_id as last,
      (select json_agg(json_build_object('id', s.id, 'version', s.version, 'purgedRev', s.purged_rev)) from ${spaces} s where s.id = any(${toUuidArray(viewer.spaces)})) as spaces,
      (select json_agg(n order by n.id) from (select id, tbl, row_id, field, yours, kept, created_at from sync_notices
        where device_id = ${deviceId}::uuid and c.user_id = ${user.id}::uuid order by id limit ${NOTICES_PER_PULL}) n) as notices
    from (select 1) one left join ${syncDevices} c on c.device_id = ${deviceId}::uuid`)) as unknown as { rows: Head[] };
  const head = rows[0];
  if (head?.owner && head.owner !== user.id) throw new Forbidden();
  const versions: Versions = new Map();
  for (const r of head?.spaces ?? []) versions.set(r.id, { version: Number(r.version), purgedRev: Number(r.purgedRev) });
  const notices: SyncNotice[] = (head?.notices ?? []).map((n) => ({
    id: Number(n.id),
    table: n.tbl as SyncNotice['table'],
    rowId: n.row_id,
    field: n.field,
    yours: n.yours,
    kept: n.kept,
    at: new Date(n.created_at).toISOString(),
  }));
  return { owner: head?.owner ?? null, lastMutationId: Number(head?.last ?? 0), versions, notices };
}

/**
 * readHead for the quick check, from the cache when it knows the device (with
 * no notices waiting) and every space; otherwise read, and what was read kept.
 */
async function readHeadCached(db: Db, user: AuthUser, deviceId: string, viewer: Viewer, cache: SyncCache | undefined): ReturnType<typeof readHead> {
  if (!cache || !(await cache.settle())) return readHead(db, user, deviceId, viewer);
  const device = cache.device(deviceId);
  if (device) {
    const versions: Versions = new Map();
    for (const s of viewer.spaces) {
      const v = cache.space(s);
      if (!v) break;
      versions.set(s, v);
    }
    if (versions.size === viewer.spaces.length) {
      if (device.owner && device.owner !== user.id) throw new Forbidden();
      return { owner: device.owner, lastMutationId: device.lastMutationId, versions, notices: [] };
    }
  }
  const mark = cache.mark();
  const head = await readHead(db, user, deviceId, viewer);
  // A space the viewer has but the spaces table has not yet is at version 0 (no row written yet): known, and kept.
  for (const s of viewer.spaces) cache.setSpace(s, head.versions.get(s) ?? { version: 0, purgedRev: 0 }, mark);
  if (head.notices.length === 0) cache.setDevice(deviceId, { owner: head.owner, lastMutationId: head.lastMutationId }, mark);
  else cache.forgetDevice(deviceId);
  return head;
}

/** The cursor is what the caller would be given again: same view, profile and day, every space sent through its version. */
function nothingNew(prior: Cursor | null, viewer: Viewer, versions: Versions, window: SyncWindow): prior is Cursor {
  return (
    prior !== null &&
    cursorStillValid(prior, viewer, versions) &&
    prior.profile === viewer.profileHash &&
    prior.day === window.day &&
    viewer.spaces.every((s) => isCompleteThrough(prior.spaces[s], versions.get(s)?.version ?? 0))
  );
}

/**
 * pull's answer when nothing is new, from the cache alone: the viewer, the
 * device (cached only while it has no notices) and every space version are
 * known in memory. Null when anything is not (or there are notices to
 * acknowledge, or the device is another user's): pull() then answers, with
 * the same checks. Call after `cache.settle()` resolved true, with no await
 * in between (server/http/fast-pull.ts).
 */
export function unchangedFromCache(cache: SyncCache, user: AuthUser, req: PullRequest, now = new Date()): PullResponse | null {
  if (req.noticesAck || !req.cursor) return null;
  const viewer = cache.viewer(user.id);
  const device = viewer && cache.device(req.deviceId);
  if (!viewer || !device || (device.owner && device.owner !== user.id)) return null;
  const versions: Versions = new Map();
  for (const s of viewer.spaces) {
    const v = cache.space(s);
    if (!v) return null;
    versions.set(s, v);
  }
  if (!nothingNew(decodeCursor(req.cursor), viewer, versions, syncWindow(now))) return null;
  return { cursor: req.cursor, lastMutationId: device.lastMutationId, changes: [], hasMore: false, hlc: serverHlc() };
}

/**
 * Decoded cursors by their text: a device sends the same cursor pull after
 * pull until something changes, and decoding (base64, JSON, zod) was a good
 * part of a no-change pull. Decoding is pure and the result never mutated.
 */
const decodedCursors = new Map<string, Cursor | null>();
function decodeCursor(text: string | null | undefined): Cursor | null {
  // Long cursors (many spaces) are decoded each time: the memo stays within a few MB.
  if (!text || text.length > 1024) return decodeCursorText(text);
  let c = decodedCursors.get(text);
  if (c === undefined) {
    if (decodedCursors.size >= 5_000) decodedCursors.clear();
    decodedCursors.set(text, (c = decodeCursorText(text)));
  }
  return c;
}

/** Notices (replication/edits.ts) sent per pull; more follow on the next pulls. */
const NOTICES_PER_PULL = 100;

/** Forgets the notices a device has stored (its pull says up to which). */
async function ackNotices(db: Db, user: AuthUser, deviceId: string, upTo: number): Promise<void> {
  await db.execute(sql`delete from sync_notices n using ${syncDevices} d
    where n.device_id = ${deviceId}::uuid and n.id <= ${upTo} and d.device_id = n.device_id and d.user_id = ${user.id}::uuid`);
}

/**
 * POST /api/sync/pull: the changes the caller may see since their cursor,
 * one page at a time. A page is read from one snapshot (a read-only
 * repeatable-read transaction), so the lastMutationId it reports and the rows
 * it sends agree: every mutation counted there has its effects in the rows
 * (or in rows sent before), and no row is newer than the versions read. A
 * pull with nothing new is answered from one statement without a transaction.
 */
export async function pull(db: Db, tables: readonly SyncedTable[], user: AuthUser, req: PullRequest, opts: PullOptions = {}): Promise<PullResponse> {
  const viewer = await resolveViewer(db, user, opts.cache);
  const window = syncWindow(opts.now ?? new Date());
  const prior = decodeCursor(req.cursor);
  if (req.noticesAck) {
    await ackNotices(db, user, req.deviceId, req.noticesAck);
    opts.cache?.forgetDevice(req.deviceId);
  }
  const quick = await readHeadCached(db, user, req.deviceId, viewer, opts.cache);
  // Every answer carries the server's clock and this device's notices (replication/edits.ts).
  const extra = { hlc: serverHlc(), ...(quick.notices.length ? { notices: quick.notices } : {}) };
  if (nothingNew(prior, viewer, quick.versions, window) && req.cursor) return { cursor: req.cursor, lastMutationId: quick.lastMutationId, changes: [], hasMore: false, ...extra };
  const pageSize = opts.pageSize ?? PULL_PAGE_SIZE;
  const sizes = { pageSize, firstPageSize: Math.min(pageSize, opts.firstPageSize ?? PULL_FIRST_PAGE_SIZE) };
  const page = await db.transaction((tx) => pullPage(tx, tables, user, req, viewer, prior, window, sizes), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return { ...page, ...extra };
}

async function pullPage(
  db: Db,
  tables: readonly SyncedTable[],
  user: AuthUser,
  req: PullRequest,
  viewer: Viewer,
  prior: Cursor | null,
  window: SyncWindow,
  sizes: { pageSize: number; firstPageSize: number },
): Promise<PullResponse> {
  const { lastMutationId, versions } = await readHead(db, user, req.deviceId, viewer);
  const reset = !prior || !cursorStillValid(prior, viewer, versions);
  const positions: Record<string, SpacePosition> = reset ? {} : { ...prior.spaces };
  const changes: Change[] = [];

  if (reset || prior.profile !== viewer.profileHash) changes.push({ table: 'profile', op: 'put', row: { ...viewer.profile } });

  if (!reset && prior.day !== window.day) {
    const from = windowOfDay(prior.day);
    for (const space of viewer.spaces) {
      const pos = positions[space] ?? { rev: 0 };
      for (const t of tables) changes.push(...(await windowShiftChanges(db, t, { space, pos, viewer, from, to: window })));
    }
  }

  // A download from scratch starts with a small page: the device writes it while this server reads the next one.
  let budget = reset ? sizes.firstPageSize : sizes.pageSize;
  let hasMore = false;
  for (const space of viewer.spaces) {
    const upTo = versions.get(space)?.version ?? 0;
    const pos = positions[space] ?? { rev: 0 };
    if (isCompleteThrough(pos, upTo)) {
      positions[space] = { rev: upTo };
      continue;
    }
    if (budget === 0) {
      hasMore = true;
      break;
    }
    // Nothing of this space was ever sent: skip what is deleted or outside the window.
    const freshUpTo = pos.fresh ?? (pos.rev === 0 && pos.table === undefined ? upTo : undefined);
    const q = { space, pos, upTo, freshUpTo, viewer, window, limit: budget + 1 };
    const found: KeyedChange[] = [];
    const some = await tablesWithChanges(db, tables, q);
    for (const t of some.tables) found.push(...(await tableChanges(db, t, q)));
    if (some.removals) found.push(...(await removalChanges(db, q)));
    found.sort((a, b) => compareKey(a.key, b.key));
    if (found.length > budget) {
      const page = found.slice(0, budget);
      const lastKey = page[page.length - 1]!.key;
      positions[space] = { ...lastKey, ...(freshUpTo !== undefined ? { fresh: freshUpTo } : {}) };
      for (const c of page) changes.push(c.change);
      hasMore = true;
      break;
    }
    for (const c of found) changes.push(c.change);
    budget -= found.length;
    positions[space] = { rev: upTo };
  }

  const cursor: Cursor = { format: CURSOR_FORMAT, visibility: viewer.key, day: window.day, profile: viewer.profileHash, spaces: positions };
  // The first page of a download from scratch that needs more pages says how many rows follow (the device shows progress).
  let remaining: number | undefined;
  if (reset && hasMore) {
    let total = 0;
    for (const space of viewer.spaces) {
      const upTo = versions.get(space)?.version ?? 0;
      const q = { space, pos: { rev: 0 }, upTo, freshUpTo: upTo, viewer, window };
      total += await countChanges(db, tables, q);
    }
    remaining = Math.max(0, total - changes.filter((c) => c.table !== 'profile').length);
  }
  return { cursor: encodeCursor(cursor), lastMutationId, ...(reset ? { reset: true } : {}), changes, hasMore, ...(remaining !== undefined ? { remaining } : {}) };
}

/**
 * A cursor is honoured only if it was made for what the caller sees now and
 * points at a version this database has (not past it, as after a restore
 * from backup, nor before a purge of tombstones).
 */
function cursorStillValid(c: Cursor, viewer: Viewer, versions: Versions): boolean {
  if (c.format !== CURSOR_FORMAT || c.visibility !== viewer.key) return false;
  for (const [space, pos] of Object.entries(c.spaces)) {
    if (!viewer.spaces.includes(space)) return false;
    const v = versions.get(space) ?? { version: 0, purgedRev: 0 };
    if (pos.rev > v.version) return false;
    if (pos.rev > 0 && pos.rev < v.purgedRev) return false;
  }
  return true;
}

/** A uuid[] parameter (drizzle would expand a JS array into a row). */
function toUuidArray(ids: string[]) {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
