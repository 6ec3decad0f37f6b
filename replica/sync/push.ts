import type { MutationName } from '../../domain/mutations/registry';
import type { MutationResult, PushResponse } from '../../domain/protocol/protocol';
import { PROTOCOL_VERSION } from '../../domain/protocol/version';
import type { RepwiseDb } from '../db/schema';
import { postJson, type FetchLike } from '../http';
import { loadWritePath } from '../load-write-path';

export interface PushContext {
  db: RepwiseDb;
  fetch: FetchLike;
  /** The push endpoint's URL. */
  url: string;
  batchSize: number;
  now: () => number;
}

/**
 * Sends the outbox's pending mutations in order (architecture: "Push"), in
 * batches, one request in flight; records what the server refused and the
 * edits it kept another device's later value for.
 */
export async function pushOutbox(o: PushContext, token: string, deviceId: string): Promise<void> {
  for (;;) {
    const batch = await o.db.outbox.where('status').equals('pending').limit(o.batchSize).toArray();
    if (!batch.length) return;
    batch.sort((a, b) => a.mutationId - b.mutationId);
    const res = await postJson<PushResponse>(o.fetch, o.url, token, {
      protocolVersion: PROTOCOL_VERSION,
      deviceId,
      mutations: batch.map((m) => ({ id: m.mutationId, name: m.name, args: m.args, createdAt: m.createdAt, hlc: m.hlc, seen: m.seen })),
    });
    await recordRejections(o.db, res.results);
    await recordLostEdits(o, res.results);
    // Fewer results than sent: the server stopped at a gap; the pull tells where it stands.
    if (res.results.length < batch.length || batch.length < o.batchSize) return;
  }
}

async function recordRejections(db: RepwiseDb, results: MutationResult[]) {
  const errors = results.filter((r) => r.status === 'error' && r.error);
  if (!errors.length) return;
  const { mutationTarget } = await loadWritePath();
  await db.transaction('rw', db.outbox, db.rejected, async () => {
    for (const r of errors) {
      const entry = await db.outbox.get(r.id);
      if (!entry || entry.status === 'error') continue;
      await db.outbox.update(r.id, { status: 'error', error: r.error });
      await db.rejected.put({
        mutationId: r.id,
        name: entry.name,
        args: entry.args,
        error: r.error!,
        createdAt: entry.createdAt,
        target: mutationTarget(entry.name as MutationName, entry.args),
      });
    }
  });
}

/** Edits the server kept another device's later value for: the user sees both in the needs-attention list. */
async function recordLostEdits(o: PushContext, results: MutationResult[]) {
  const lost = results.flatMap((r) => (r.lost ?? []).map((l) => ({ ...l, key: `m${r.id}:${l.table}:${l.rowId}:${l.field}`, at: new Date(o.now()).toISOString() })));
  if (lost.length) await o.db.notices.bulkPut(lost);
}
