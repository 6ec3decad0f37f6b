import { PHOTO_DEVICE_BUDGET_BYTES, recentSetIds } from '../../domain/photos/eviction';
import { backoffDelay } from '../backoff';
import type { RepwiseDb } from '../db/schema';
import { apiHeaders, type FetchLike } from '../http';
import { pendingKey } from '../local-tx';
import type { Timers } from '../sync/scheduler';
import { downloadPhotoFile, photoFilePath } from './download';
import { evictPhotoFiles, removeOrphanPhotoFiles } from './store';
import { photoFileKey, type PhotoFileKind, type PhotoUploadRow } from './types';

export { photoFilePath };

/** Statuses that say the server will never take this file (too large, not an image or not the row's type, not the row's hash). */
const REFUSED = new Set([413, 415, 422]);
/** Upload retries start about 2 s apart and double to a minute (the sync backoff, from its seventh step). */
const UPLOAD_BACKOFF_OFFSET = 6;

export interface PhotoTransferOptions {
  db: RepwiseDb;
  fetch: FetchLike;
  baseUrl: string;
  getToken: () => string | null | Promise<string | null>;
  timers: Timers;
  now: () => number;
  random?: () => number;
  budgetBytes?: number;
}

/** Why a run stopped early: no network or no token; the next round starts it again. */
class Stop extends Error {}

/**
 * Moves progress photos' files between this device and the server, after each sync round of the leading
 * engine (issue 30 items 2 and 5): uploads every queued file whose photo row the server has (pushed: no
 * pending change of it here), one at a time, each until the server says stored (it is idempotent by
 * SHA-256, so a retry after a lost answer stores nothing twice); a 404 (row not there yet) or a network or
 * server failure waits with backoff, 413/415/422 leave the file refused. Then brings down the thumbnail of
 * every stored photo, and the full files of each client's three newest sets while they fit the budget,
 * and drops what the budget no longer allows.
 */
export function createPhotoTransfers(o: PhotoTransferOptions) {
  const { db } = o;
  const budget = o.budgetBytes ?? PHOTO_DEVICE_BUDGET_BYTES;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  let stopped = false;

  async function send(u: PhotoUploadRow, token: string): Promise<void> {
    const file = await db.photoFiles.get(u.key);
    if (!file) return void (await db.photoUploads.delete(u.key));
    let res: Response;
    try {
      res = await o.fetch(`${o.baseUrl}${photoFilePath(u.photoId, u.kind)}`, { method: 'PUT', headers: apiHeaders(token, { 'Content-Type': file.mime }), body: file.blob });
    } catch {
      await retryLater(u);
      throw new Stop();
    }
    if (res.ok) {
      await db.transaction('rw', db.photoFiles, db.photoUploads, async () => {
        await db.photoUploads.delete(u.key);
        await db.photoFiles.update(u.key, { uploaded: true });
      });
      return;
    }
    if (REFUSED.has(res.status)) return void (await db.photoUploads.update(u.key, { refused: `http_${res.status}` }));
    await retryLater(u);
    if (res.status === 401 || res.status === 403 || res.status === 402) throw new Stop();
  }

  async function retryLater(u: PhotoUploadRow) {
    await db.photoUploads.update(u.key, { attempts: u.attempts + 1, dueAt: o.now() + backoffDelay(u.attempts + UPLOAD_BACKOFF_OFFSET, o.random) });
  }

  async function upload(token: string): Promise<void> {
    const due = await db.photoUploads.where('dueAt').belowOrEqual(o.now()).toArray();
    for (const u of due) {
      if (stopped || u.refused) continue;
      const row = await db.photos.get(u.photoId);
      // Not on the server yet: its row is still to be pushed (or was refused: the orphan sweep removes it).
      if (!row || (await db.pendingRows.get(pendingKey('photos', u.photoId)))) continue;
      await send(u, token);
    }
  }

  async function fetchFile(photoId: string, kind: PhotoFileKind, token: string): Promise<boolean> {
    const got = await downloadPhotoFile({ db, fetch: o.fetch, baseUrl: o.baseUrl, token, now: o.now }, photoId, kind, false);
    if (got === 'offline') throw new Stop();
    return got === 'here';
  }

  async function download(token: string): Promise<void> {
    const here = new Set((await db.photoFiles.toCollection().primaryKeys()) as string[]);
    const stored = (await db.photos.toArray()).filter((p) => p.storedAt);
    for (const p of stored) if (!stopped && !here.has(photoFileKey(p.id, 'thumb'))) await fetchFile(p.id, 'thumb', token);
    const recent = recentSetIds(await db.photoSets.toArray());
    let total = 0;
    await db.photoFiles.each((f) => void (total += f.bytes));
    for (const p of stored) {
      if (stopped || !recent.has(p.setId) || here.has(photoFileKey(p.id, 'full'))) continue;
      // Only what fits: fetching a file the budget would drop again at once is a phone's data for nothing.
      if (total + p.bytes > budget) continue;
      if (await fetchFile(p.id, 'full', token)) total += p.bytes;
    }
  }

  async function runOnce(): Promise<void> {
    const token = await o.getToken();
    if (!token) return;
    try {
      await removeOrphanPhotoFiles(db, new Date(o.now()));
      await upload(token);
      await download(token);
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
    } finally {
      await evictPhotoFiles(db, budget).catch(() => {});
    }
    await scheduleNextDue();
  }

  async function scheduleNextDue() {
    // Only a later try: one due now waits for its row to be pushed, and the round after that push runs again.
    const next = await db.photoUploads.where('dueAt').above(o.now()).filter((u) => !u.refused).first();
    if (!next || stopped) return;
    if (timer !== null) o.timers.clearTimeout(timer);
    timer = o.timers.setTimeout(
      () => {
        timer = null;
        void run();
      },
      Math.max(0, next.dueAt - o.now()),
    );
  }

  /** A run now, or one more after the one running; never throws. */
  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch(() => {});
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    stop() {
      stopped = true;
      if (timer !== null) o.timers.clearTimeout(timer);
      timer = null;
    },
  };
}

export type PhotoTransfers = ReturnType<typeof createPhotoTransfers>;
