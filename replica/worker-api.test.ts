import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createSyncWorkerApi } from './worker-api';

describe('sync worker api', () => {
  it('starts an engine on the user database, records mutations and stops', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
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
