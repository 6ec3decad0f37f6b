import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { authStore } from '../auth/authStore';
import { openUserDb, userDbName } from '../../replica/db/schema';
import { installMemoryStorage } from '../test/memoryStorage';
import { getSyncUserId } from './identity';
import { discardRejected, endSession, retryRejected, startSync, stopSync, syncRunsInWorker } from './session';

const user: UserDto = {
  id: '0190a1b2-0000-7000-8000-0000000000aa',
  name: 'Cleo Client',
  email: 'cleo@example.com',
  role: 'client',
  language: 'en',
  client: null,
  registration_status: 'active',
  email_verified_at: '2025-01-01T00:00:00Z',
};
const clientId = '0190a1b2-0000-7000-8000-00000000c0c0';

const names = async () => (await indexedDB.databases()).map((d) => d.name);

beforeEach(() => {
  installMemoryStorage();
  // No network in these tests: every request fails as offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline');
    }),
  );
});
afterEach(async () => {
  await stopSync();
  vi.unstubAllGlobals();
});

describe('sync session', () => {
  it('runs the engine in the tab where there is no Worker, once per user, and stops when signed out', async () => {
    authStore.signIn('token-1', user);
    expect(getSyncUserId()).toBe(user.id);
    await startSync(user.id, 'token-1');
    expect(syncRunsInWorker()).toBe(false);
    await startSync(user.id, 'token-1');
    expect(syncRunsInWorker()).toBe(false);

    authStore.clear();
    await vi.waitFor(() => expect(syncRunsInWorker()).toBeNull());
  });

  it('deletes the user database at a sign-out that drops unsynced changes, and keeps it otherwise', async () => {
    const db = openUserDb(user.id);
    await db.syncMeta.put({ key: 'clientId', value: 'x' });
    db.close();
    await endSession(user.id, { deleteData: false });
    expect(await names()).toContain(userDbName(user.id));
    await endSession(user.id, { deleteData: true });
    expect(await names()).not.toContain(userDbName(user.id));
    expect(getSyncUserId()).toBeNull();
  });

  it('retries a rejected change as a new mutation, or discards it, without a running engine', async () => {
    const db = openUserDb(`${user.id}-rejected`);
    const rejected = {
      name: 'weightLog.create',
      args: { id: '0190a1b2-0000-7000-8000-0000000000d1', clientId, weightKg: 70, loggedAt: '2025-06-01T08:00:00.000Z' },
      error: { code: 'forbidden', message: 'This action is unauthorized.' },
      createdAt: '2025-06-01T08:00:00.000Z',
      target: { table: 'weightLogs' as const, id: '0190a1b2-0000-7000-8000-0000000000d1' },
    };
    await db.rejected.bulkPut([
      { mutationId: 1, ...rejected },
      { mutationId: 2, ...rejected },
    ]);
    await retryRejected(db, 1);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ mutationId: 1, name: 'weightLog.create', status: 'pending' })]);
    expect((await db.weightLogs.toArray()).map((r) => r.weightKg)).toEqual([70]);
    await discardRejected(db, 2);
    expect(await db.rejected.count()).toBe(0);
    await db.delete();
  });
});
