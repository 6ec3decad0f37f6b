import type { RepwiseDb } from '../db/schema';
import { setMeta } from '../meta';
import { loadWritePath, writePathLoaded, type WritePath } from '../load-write-path';

/** How often a tab that could not fetch the write path tries again when nothing else tells it to. */
const RETRY_MS = 5000;

let waiting: Promise<WritePath> | null = null;

/**
 * The write path once it can be had. It is fetched on the first write, not at
 * start (load-write-path.ts); a tab that is offline before the service
 * worker has precached it (a first visit, or service workers blocked) cannot
 * fetch it yet. The write is journaled meanwhile (journal.ts) and waits here:
 * it runs as soon as the chunk loads, when the network comes back, when the
 * service worker takes over the tab, or at the latest check, and a page that
 * ends first leaves it to the next start's replay.
 */
export function writePathWhenReady(): Promise<WritePath> {
  waiting ??= new Promise<WritePath>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let trying = false;
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const cleanUp = () => {
      clearTimeout(timer);
      if (typeof window === 'undefined') return;
      window.removeEventListener('online', attempt);
      worker?.removeEventListener('controllerchange', attempt);
    };
    function attempt() {
      if (trying) return;
      trying = true;
      clearTimeout(timer);
      loadWritePath().then(
        (w) => {
          cleanUp();
          resolve(w);
        },
        () => {
          trying = false;
          timer = setTimeout(attempt, RETRY_MS);
        },
      );
    }
    if (typeof window !== 'undefined') {
      window.addEventListener('online', attempt);
      worker?.addEventListener('controllerchange', attempt);
    }
    attempt();
  });
  return waiting;
}

/** A hold on sync rounds while a write waits for the write path: short, renewed while it waits, so a tab that ends leaves little. */
const HOLD_MS = 3000;
const HOLD_RENEW_MS = 2000;

/**
 * Runs `work` with the write path. When the chunk has yet to be fetched, the
 * device's sync rounds are held off (meta holdUntil) until the work is done:
 * a write is made against the rows the user saw, so a pull must not slip in
 * between the tap and its write. Were it applied after a pull that brought
 * the trainer's newer version, the write would pass as an answer to that
 * version (an approval of a series the trainer moved meanwhile) instead of
 * being refused as stale.
 */
export async function withWritePath<T>(db: RepwiseDb, work: (w: WritePath) => Promise<T>): Promise<T> {
  const ready = writePathLoaded();
  if (ready) return work(ready);
  // Several writes may wait at once: the hold ends with the last of them, not the first.
  holders.set(db.name, (holders.get(db.name) ?? 0) + 1);
  const hold = () => setMeta(db, 'holdUntil', Date.now() + HOLD_MS);
  const timer = setInterval(() => void hold().catch(() => {}), HOLD_RENEW_MS);
  try {
    await hold();
    return await work(await writePathWhenReady());
  } finally {
    clearInterval(timer);
    const left = (holders.get(db.name) ?? 1) - 1;
    if (left > 0) holders.set(db.name, left);
    else {
      holders.delete(db.name);
      await setMeta(db, 'holdUntil', 0);
    }
  }
}

/** Writes waiting for the write path, per device database. */
const holders = new Map<string, number>();
