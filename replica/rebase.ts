import { receiveHlc } from '../domain/protocol/hlc';
import type { PullResponse } from '../domain/protocol/protocol';
import type { SyncTableName } from '../domain/protocol/tables';
import type { RepwiseDb } from './db/schema';
import type { DownloadProgress } from './db/types';
import { loadWritePath, writePathLoaded, type WritePath } from './load-write-path';
import { localTx } from './local-tx';
import { ensureDeviceId, getMeta, setMeta } from './meta';

type Row = Record<string, unknown> & { id: string };

/**
 * Applies one pulled page (architecture: "Rebase"), in one Dexie transaction
 * so live queries see only the end result: undo every optimistic change
 * (restore the server rows kept in pendingRows), clear the synced tables on a
 * reset, apply the pulled changes, drop the outbox entries the server has
 * processed (only on the last page, whose lastMutationId matches the rows
 * sent), then replay the still pending mutations through their local
 * mutators. The UI never flickers back to a stale value, and a rejected
 * mutation's effect disappears.
 */
export async function rebase(db: RepwiseDb, page: PullResponse, now = Date.now(), download?: DownloadProgress | null): Promise<{ confirmed: number }> {
  // Replaying a pending write needs the write path; a device with an empty outbox (a first sync) never loads it.
  if (!writePathLoaded() && (await db.outbox.count()) > 0) await loadWritePath();
  try {
    return await rebaseInTx(db, page, now, download);
  } catch (e) {
    // A write arrived between the count and the transaction: load the write path and apply the page again.
    if (!(e instanceof WritePathNeeded)) throw e;
    await loadWritePath();
    return rebaseInTx(db, page, now, download);
  }
}

class WritePathNeeded extends Error {}

function needWritePath(): WritePath {
  const w = writePathLoaded();
  if (!w) throw new WritePathNeeded('the write path is not loaded');
  return w;
}

function rebaseInTx(db: RepwiseDb, page: PullResponse, now: number, download: DownloadProgress | null | undefined): Promise<{ confirmed: number }> {
  return db.transaction('rw', [...db.syncedTables(), db.outbox, db.syncMeta, db.pendingRows, db.rejected, db.notices], async () => {
    // Requests of one transaction run in the order they are made: they are made together and awaited together, so a
    // page waits for IndexedDB a few times, not once per table and row (a first sync writes each page on its critical path).
    const undo = (await db.pendingRows.toArray()).map((s) => (s.base ? db.rows(s.table).put(s.base as Row) : db.rows(s.table).delete(s.id)));
    // Clearing an empty store still tells every live query on it to read again: a first sync's pages have none to clear.
    await Promise.all([...undo, undo.length ? db.pendingRows.clear() : null, ...(page.reset ? db.syncedTables().map((t) => t.clear()) : [])]);

    // Changes come in server order; the last one of a row is its state.
    const finalOps = new Map<SyncTableName, Map<string, Row | null>>();
    for (const c of page.changes) {
      let ops = finalOps.get(c.table);
      if (!ops) finalOps.set(c.table, (ops = new Map()));
      ops.set(c.row.id, c.op === 'put' ? (c.row as Row) : null);
    }
    const writes: Promise<unknown>[] = [];
    for (const [table, ops] of finalOps) {
      const puts: Row[] = [];
      const dels: string[] = [];
      for (const [id, row] of ops) row ? puts.push(row) : dels.push(id);
      if (dels.length) writes.push(db.rows(table).bulkDelete(dels));
      if (puts.length) writes.push(db.rows(table).bulkPut(puts));
    }
    await Promise.all(writes);

    let confirmed = 0;
    if (!page.hasMore) {
      const done = await db.outbox.where('mutationId').belowOrEqual(page.lastMutationId).toArray();
      for (const d of done) {
        if (d.status !== 'error') continue;
        const { isMutationName, mutationTarget } = needWritePath();
        if (!isMutationName(d.name)) continue;
        const target = mutationTarget(d.name, d.args);
        const serverRow = (await db.rows(target.table).get(target.id)) ?? null;
        await db.rejected.update(d.mutationId, { serverRow });
      }
      await db.outbox.bulkDelete(done.map((d) => d.mutationId));
      confirmed = done.length;
    }

    const pending = await db.outbox.where('status').equals('pending').toArray();
    pending.sort((a, b) => a.mutationId - b.mutationId);
    for (const m of pending) {
      const { isMutationName, runLocalMutator } = needWritePath();
      if (!isMutationName(m.name)) continue;
      await runLocalMutator(localTx(db, m.createdAt, m.hlc), m.name, m.args);
    }

    if (page.notices?.length) {
      await db.notices.bulkPut(page.notices.map(({ id, ...n }) => ({ ...n, key: `n${id}` })));
      await setMeta(db, 'noticesStored', Math.max((await getMeta(db, 'noticesStored')) ?? 0, ...page.notices.map((n) => n.id)));
    }
    // Past the server's clock, so this device's next edit is later than every edit it has now seen.
    const hlc = page.hlc ? await Promise.all([getMeta(db, 'hlc'), ensureDeviceId(db)]).then(([mine, deviceId]) => receiveHlc(mine, page.hlc!, now, deviceId)) : null;
    await Promise.all([
      hlc ? setMeta(db, 'hlc', hlc) : null,
      // A large download's progress moves with its rows, in the same transaction.
      download !== undefined ? setMeta(db, 'download', download) : null,
      setMeta(db, 'cursor', page.cursor),
    ]);
    return { confirmed };
  });
}
