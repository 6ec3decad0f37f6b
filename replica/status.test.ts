import { describe, expect, it } from 'vitest';
import { deriveSyncStatus } from './status';

describe('sync status', () => {
  const ok = { online: true, error: null, lastSyncedAt: null };
  it('is synced with nothing pending, pending with work queued', () => {
    expect(deriveSyncStatus(ok, 0)).toEqual({ state: 'synced', pending: 0 });
    expect(deriveSyncStatus(ok, 3)).toEqual({ state: 'pending', pending: 3 });
  });
  it('shows offline and errors first, with the pending count', () => {
    expect(deriveSyncStatus({ ...ok, online: false }, 2)).toEqual({ state: 'offline', pending: 2 });
    expect(deriveSyncStatus({ ...ok, online: false, error: 'server' }, 1)).toEqual({ state: 'error', pending: 1, reason: 'server' });
  });
});
