import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDb } from './schema';

describe('device database', () => {
  it('opens a database made when weight logs had three indexes, keeps its rows, and reads a client\'s logs through the compound index', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('repwise-u1', { indexedDB, IDBKeyRange });
    old.version(3).stores({ weightLogs: 'id, clientId, loggedAt, [clientId+loggedAt]', syncMeta: 'key' });
    await old.table('weightLogs').bulkPut([
      { id: 'w1', clientId: 'c1', loggedAt: '2025-06-02T08:00:00Z' },
      { id: 'w2', clientId: 'c2', loggedAt: '2025-06-01T08:00:00Z' },
      { id: 'w3', clientId: 'c1', loggedAt: '2025-06-01T08:00:00Z' },
    ]);
    old.close();

    const db = openUserDb('u1', { indexedDB, IDBKeyRange });
    expect(db.weightLogs.schema.indexes.map((i) => i.name)).toEqual(['[clientId+loggedAt]']);
    // The dropped indexes are gone from the device's store too, not only from Dexie's view: every write would still pay for them.
    await db.open();
    expect([...db.backendDB().transaction('weightLogs').objectStore('weightLogs').indexNames]).toEqual(['[clientId+loggedAt]']);
    expect((await db.weightLogs.where('clientId').equals('c1').primaryKeys()).sort()).toEqual(['w1', 'w3']);
    expect(await db.weightLogs.count()).toBe(3);
    db.close();
  });
});
