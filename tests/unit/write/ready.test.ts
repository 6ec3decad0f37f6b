import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { weightLogsOf } from '../../../src/features/weight-logs/queries';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { installMemoryStorage, type MemoryStorage } from '../../../src/test/memoryStorage';

/** Whether the write path's chunk can be fetched (false: offline, no service worker to serve it). */
let reachable = false;
vi.mock('../../../replica/load-write-path', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../replica/load-write-path')>();
  return {
    ...real,
    loadWritePath: () => (reachable ? real.loadWritePath() : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
  };
});

// The tab's window, for its 'online' event (the retry waits 5 s otherwise).
const win = new EventTarget();
Object.defineProperty(globalThis, 'window', { value: win, configurable: true });
const { journalWrite, replayJournal } = await import('../../../replica/write/journal');
const { applyLocalMutation, applyLocalMutations } = await import('../../../replica/write/entry');

const clientId = '0190a1b2-0000-7000-8000-00000000c001';
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const create = (n: number, kg: number) => ({ name: 'weightLog.create' as const, args: { id: id(n), clientId, weightKg: kg, loggedAt: `2025-06-0${n}T08:00:00.000Z` } });
const settle = () => new Promise((r) => setTimeout(r, 50));

let db: RepwiseDb;
let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
  db = openUserDb(`write-path-ready-${Date.now()}-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('a write while the write path cannot be fetched', () => {
  it('stays journaled, with one a page left before it, and both are applied in order once the chunk loads', async () => {
    // A page ended offline with a write not yet applied; the next start, still offline, replays the journal.
    journalWrite(db.name, [create(1, 70)], '2025-06-01T08:00:01.000Z');
    let replayed = false;
    const replay = replayJournal(db).then(() => (replayed = true));
    // And a new tap in this tab.
    let written: number | null = null;
    const write = applyLocalMutation(db, 'weightLog.create', create(2, 71).args).then((mutationId) => (written = mutationId));
    await settle();
    expect([replayed, written]).toEqual([false, null]);
    expect(await db.outbox.count()).toBe(0);
    // Sync rounds are held meanwhile: a pull must not bring newer rows before the writes made against what the user saw.
    expect(((await db.syncMeta.get('holdUntil'))?.value as number) > Date.now()).toBe(true);
    // Neither is lost meanwhile: both are in the journal, which the next start would replay.
    expect(storage.length).toBe(2);

    reachable = true;
    win.dispatchEvent(new Event('online'));
    await Promise.all([replay, write]);
    expect((await weightLogsOf(db, clientId)).map((r) => r.weightKg).sort()).toEqual([70, 71]);
    expect((await db.outbox.orderBy('mutationId').toArray()).map((m) => (m.args as { weightKg: number }).weightKg)).toEqual([70, 71]);
    expect(written).toBe(2);
    expect(storage.length).toBe(0);
    // And released once they are written (the engine runs its round then).
    expect((await db.syncMeta.get('holdUntil'))?.value).toBe(0);
  });
});

describe("a tab's writes", () => {
  it('apply in the order they were made: a short one never overtakes a longer one made before it', async () => {
    reachable = true;
    // The write path is there (the test before loaded it): each write goes straight to its work.
    const first = applyLocalMutations(db, [create(1, 70), create(3, 72), create(4, 73)]);
    const second = applyLocalMutation(db, 'weightLog.create', create(2, 71).args);
    expect(await Promise.all([first, second])).toEqual([[1, 2, 3], 4]);
    expect((await db.outbox.orderBy('mutationId').toArray()).map((m) => (m.args as { weightKg: number }).weightKg)).toEqual([70, 72, 73, 71]);
  });
});
