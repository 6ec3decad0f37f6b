import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { weightLogsOf } from '../../../src/features/weight-logs/queries';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { commitWrites, parseWrites } from '../../../replica/write/commit';
import { applyLocalMutation } from '../../../replica/write/entry';
import { journalWrite, replayJournal } from '../../../replica/write/journal';
import { installMemoryStorage, type MemoryStorage } from '../../../src/test/memoryStorage';

const clientId = '0190a1b2-0000-7000-8000-00000000c001';
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const create = (n: number, kg: number) => ({ name: 'weightLog.create' as const, args: { id: id(n), clientId, weightKg: kg, loggedAt: `2025-06-0${n}T08:00:00.000Z` } });

let db: RepwiseDb;
let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
  db = openUserDb(`journal-${Date.now()}-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('the write journal', () => {
  it('applies, at the next start, the writes a page ended before their transaction committed, in order and once', async () => {
    // A reload right after two taps: both were journaled in their taps' tasks; neither transaction committed.
    journalWrite(db.name, [create(1, 70)], '2025-06-01T08:00:01.000Z');
    journalWrite(db.name, [create(2, 71)], '2025-06-02T08:00:01.000Z');
    expect(await db.outbox.count()).toBe(0);

    await replayJournal(db);
    expect((await weightLogsOf(db, clientId)).map((r) => r.weightKg)).toEqual([71, 70]);
    expect((await db.outbox.orderBy('mutationId').toArray()).map((m) => [m.mutationId, m.createdAt])).toEqual([
      [1, '2025-06-01T08:00:01.000Z'],
      [2, '2025-06-02T08:00:01.000Z'],
    ]);
    expect(storage.length).toBe(0);

    await replayJournal(db);
    expect(await db.outbox.count()).toBe(2);
  });

  it('a write its tab and a replay both reach is applied once', async () => {
    const key = journalWrite(db.name, [create(3, 72)], '2025-06-03T08:00:01.000Z')!;
    // Another tab started meanwhile and replayed it; then the tab's own transaction runs.
    await replayJournal(db);
    const { ids } = await commitWrites(db, parseWrites([create(3, 72)]), new Date('2025-06-03T08:00:01.000Z'), { journalKey: key });
    expect(ids).toEqual([1]);
    expect(await db.outbox.count()).toBe(1);
    // The record of a write done is dropped at a start an hour later.
    await replayJournal(db);
    expect(await db.syncMeta.where('key').startsWith('journal:').count()).toBe(1);
    const now = Date.now;
    Date.now = () => now() + 2 * 3_600_000;
    try {
      await replayJournal(db);
    } finally {
      Date.now = now;
    }
    expect(await db.syncMeta.where('key').startsWith('journal:').count()).toBe(0);
  });

  it('a committed write leaves nothing to replay; a refused one neither', async () => {
    await applyLocalMutation(db, 'weightLog.create', create(4, 73).args);
    expect(storage.length).toBe(0);
    await expect(applyLocalMutation(db, 'weightLog.create', { ...create(5, 7000).args })).rejects.toThrow();
    expect(storage.length).toBe(0);
    await replayJournal(db);
    expect(await db.outbox.count()).toBe(1);
  });

  it('drops a journaled write its schema refuses (or whose mutation this version does not know) and goes on with the next', async () => {
    journalWrite(db.name, [create(6, 7000)], '2025-06-06T08:00:01.000Z');
    journalWrite(db.name, [{ name: 'weightLog.renamedSince', args: {} } as never], '2025-06-06T09:00:01.000Z');
    journalWrite(db.name, [create(7, 74)], '2025-06-07T08:00:01.000Z');
    await replayJournal(db);
    expect((await weightLogsOf(db, clientId)).map((r) => r.weightKg)).toEqual([74]);
    expect(storage.length).toBe(0);
  });
});
