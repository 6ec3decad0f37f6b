import { describe, expect, it } from 'vitest';
import { firstSyncSettled } from './firstSync';

const live = { browserOnline: true, timedOut: false };
const net = { online: true, error: null, lastSyncedAt: null };

describe('firstSyncSettled', () => {
  it('waits while the state is being read, before the engine wrote it and while the first round runs', () => {
    expect(firstSyncSettled(undefined, live)).toBe(false);
    expect(firstSyncSettled(null, live)).toBe(false);
    expect(firstSyncSettled(net, live)).toBe(false);
  });
  it('shows the screens once the device synced once', () => {
    expect(firstSyncSettled({ ...net, lastSyncedAt: '2026-11-25T10:00:00.000Z' }, live)).toBe(true);
  });
  it('does not wait for a sync that cannot finish now: offline, an error, a payment stop, too long', () => {
    expect(firstSyncSettled({ ...net, online: false }, live)).toBe(true);
    expect(firstSyncSettled({ ...net, error: 'server' }, live)).toBe(true);
    expect(firstSyncSettled({ ...net, error: 'trial_expired', payment: { code: 'trial_expired', checkoutUrl: null, at: '2026-11-25T10:00:00.000Z' } }, live)).toBe(true);
    expect(firstSyncSettled(undefined, { browserOnline: false, timedOut: false })).toBe(true);
    expect(firstSyncSettled(net, { browserOnline: true, timedOut: true })).toBe(true);
  });
});
