import { describe, expect, it } from 'vitest';
import { indicatorView, reasonOf } from './indicator';

const online = { browserOnline: true, rejected: 0 };

describe('indicatorView', () => {
  it('is quiet when everything is synced', () => {
    expect(indicatorView({ state: 'synced', pending: 0 }, online)).toEqual({ kind: 'synced', key: 'sync.indicator.synced', values: {} });
  });
  it('counts pending changes', () => {
    expect(indicatorView({ state: 'pending', pending: 3 }, online)).toMatchObject({ kind: 'pending', values: { count: 3 } });
  });
  it('says offline as soon as the browser knows, with what is waiting', () => {
    expect(indicatorView({ state: 'pending', pending: 2 }, { browserOnline: false, rejected: 0 })).toMatchObject({ kind: 'offline', key: 'sync.indicator.offlinePending', values: { count: 2 } });
    expect(indicatorView({ state: 'synced', pending: 0 }, { browserOnline: false, rejected: 0 })).toMatchObject({ kind: 'offline', key: 'sync.indicator.offline' });
    expect(indicatorView({ state: 'offline', pending: 0 }, online)).toMatchObject({ kind: 'offline' });
  });
  it('names the reason of a stopped sync, unknown codes included', () => {
    expect(indicatorView({ state: 'error', pending: 1, reason: 'forbidden' }, online)).toMatchObject({ kind: 'error', reason: 'forbidden' });
    expect(indicatorView({ state: 'error', pending: 0, reason: 'http_418' }, online)).toMatchObject({ kind: 'error', reason: 'unknown' });
  });
  it('shows rejected changes once nothing is pending', () => {
    expect(indicatorView({ state: 'synced', pending: 0 }, { browserOnline: true, rejected: 2 })).toMatchObject({ kind: 'attention', values: { count: 2 } });
    expect(indicatorView({ state: 'pending', pending: 1 }, { browserOnline: true, rejected: 2 })).toMatchObject({ kind: 'pending' });
  });
  it('mentions edits replaced by later ones quietly, after everything else', () => {
    expect(indicatorView({ state: 'synced', pending: 0 }, { browserOnline: true, rejected: 0, notices: 1 })).toMatchObject({ kind: 'notice', values: { count: 1 } });
    expect(indicatorView({ state: 'synced', pending: 0 }, { browserOnline: true, rejected: 1, notices: 1 })).toMatchObject({ kind: 'attention' });
    expect(indicatorView({ state: 'pending', pending: 1 }, { browserOnline: true, rejected: 0, notices: 1 })).toMatchObject({ kind: 'pending' });
  });
  it('treats a status still loading as synced rather than alarming', () => {
    expect(indicatorView(undefined, online).kind).toBe('synced');
  });
});

describe('reasonOf', () => {
  it.each(['unauthenticated', 'forbidden', 'server', 'network', 'unsupported_protocol', 'client'])('keeps %s', (r) => expect(reasonOf(r)).toBe(r));
  it('maps anything else to unknown', () => expect(reasonOf('http_409')).toBe('unknown'));
});
