import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { loadWritePath } from './load-write-path';
import { createSyncWorkerApi } from './worker-api';

describe('sync worker api', () => {
  it('starts an engine on the user database, records mutations and stops', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    // Loaded ahead as a device that wrote before has it: its first import under vitest takes seconds,
    // long enough for the first (offline) round to end before the mutation and skip the pending state.
    await loadWritePath();
    const api = createSyncWorkerApi({ fetch, locks: null });
    await expect(api.sync()).rejects.toThrow('not started');
    await api.start({ userId: 'u-worker', token: 't' });
    const states: string[] = [];
    const sub = api.subscribe((s) => states.push(s.state));
    const id = await api.mutate('weightLog.create', { id: '0190a1b2-0000-7000-8000-00000000a001', clientId: '0190a1b2-0000-7000-8000-00000000c001', weightKg: 70, loggedAt: '2025-06-15T08:00:00Z' });
    expect(id).toBe(1);
    await vi.waitFor(() => expect(api.getStatus()).toEqual({ state: 'offline', pending: 1 }));
    expect(states).toContain('pending');
    api.unsubscribe(sub);
    await api.stop();
    expect(() => api.getStatus()).toThrow();
  });
});
