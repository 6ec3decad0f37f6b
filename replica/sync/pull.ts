import type { RepwiseDb } from '../db/schema';
import type { DownloadProgress } from '../db/types';
import type { FetchLike } from '../http';
import { getMeta, setMeta } from '../meta';
import { openPullFeed } from '../pull-feed';
import { rebase } from '../rebase';

export interface PullContext {
  db: RepwiseDb;
  fetch: FetchLike;
  /** The pull endpoint's URL. */
  url: string;
  now: () => number;
}

/**
 * Pulls the server's changes since the stored cursor (architecture: "Pull"),
 * page by page, each applied by rebase in a transaction of its own with its
 * cursor, and acknowledges the notices stored before.
 */
export async function pullChanges(o: PullContext, token: string, deviceId: string): Promise<void> {
  const { db } = o;
  const stored = (await getMeta(db, 'noticesStored')) ?? 0;
  const ack = stored > ((await getMeta(db, 'noticesAcked')) ?? 0) ? stored : undefined;
  const startedAt = o.now();
  // A download cut off midway (offline, the tab closed) goes on from its stored cursor: its progress goes on too.
  let download: DownloadProgress | null = (await getMeta(db, 'download')) ?? null;
  // Pages are read ahead (a download's pages stream in one answer): the next ones arrive while this one is applied.
  const feed = openPullFeed({
    fetch: o.fetch,
    url: o.url,
    token,
    body: { deviceId, ...(ack ? { noticesAck: ack } : {}) },
    cursor: (await getMeta(db, 'cursor')) ?? null,
  });
  try {
    for (;;) {
      const page = await feed.next();
      // A download from scratch that takes pages reports its progress (the app's progress bar); the last page clears it.
      if (page.reset && page.remaining !== undefined) download = { done: 0, total: page.changes.length + page.remaining, startedAt };
      if (download) download = page.hasMore ? { ...download, done: Math.min(download.total, download.done + page.changes.length) } : null;
      await rebase(db, page, o.now(), download ?? (page.hasMore ? undefined : null));
      if (!page.hasMore) break;
    }
  } finally {
    feed.close();
  }
  if (ack) await setMeta(db, 'noticesAcked', ack);
}
