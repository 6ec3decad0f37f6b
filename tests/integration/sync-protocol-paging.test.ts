import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../domain/protocol/protocol';
import { setPullOverrides } from '../../server/replication/pull';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer } from './sync-fixtures';
import { syncApi } from './sync-protocol-api';

describe.each(DB_KINDS)('sync pull: pages and streams on %s', (kind) => {
  const env = serverForSuite(kind);
  const { db, pushOk, pull, create, rowsOf } = syncApi(() => env.server);

  it('pages through many rows exactly once, cutting inside one version', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    // 2,500 logs committed in a few transactions: pages of 1,000 must cut inside a version.
    setPullOverrides(env.server.ctx, { pageSize: 1000 });
    const batch = Array.from({ length: 1000 }, (_, i) => create(i + 1, clientId));
    await pushOk(t, device, batch);
    await pushOk(t, device, Array.from({ length: 1000 }, (_, i) => create(i + 1001, clientId)));
    await pushOk(t, device, Array.from({ length: 500 }, (_, i) => create(i + 2001, clientId)));
    const seen = new Map<string, number>();
    let cursor: string | null = null;
    let pages = 0;
    const remaining: (number | undefined)[] = [];
    let afterFirst = 0;
    for (;;) {
      const page: PullResponse = await pull(t, uuidv7(), cursor);
      pages++;
      remaining.push(page.remaining);
      if (pages > 1) afterFirst += page.changes.filter((c) => c.table !== 'profile').length;
      for (const c of rowsOf(page.changes, 'weightLogs')) seen.set(c.row.id, (seen.get(c.row.id) ?? 0) + 1);
      cursor = page.cursor;
      if (!page.hasMore) break;
      expect(page.changes.length).toBeGreaterThanOrEqual(1000);
    }
    setPullOverrides(env.server.ctx, null);
    expect(pages).toBe(3);
    // Only the first page of a download from scratch says how much follows (the device's progress bar), and it is exact here.
    expect(remaining).toEqual([afterFirst, undefined, undefined]);
    expect(seen.size).toBe(2500);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('a download from scratch starts with a small page, then full pages; a download cut off goes on with full pages', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    await pushOk(t, device, Array.from({ length: 1000 }, (_, i) => create(i + 1, clientId)));
    await pushOk(t, device, Array.from({ length: 500 }, (_, i) => create(i + 1001, clientId)));
    const logsOf = (p: PullResponse) => rowsOf(p.changes, 'weightLogs').length;

    // The production sizes: PULL_FIRST_PAGE_SIZE (1,000) rows first, the rest (500, the client and its conversation) on a full page.
    const first = await pull(t, uuidv7(), null);
    expect(first.reset).toBe(true);
    expect(first.changes.filter((c) => c.table !== 'profile')).toHaveLength(1000);
    expect(first.hasMore).toBe(true);
    expect(first.remaining).toBe(502);
    const rest = await pull(t, uuidv7(), first.cursor);
    expect(rest.reset).toBeUndefined();
    expect(rest.changes).toHaveLength(502);
    expect(rest.hasMore).toBe(false);
    expect(new Set([...first.changes, ...rest.changes].filter((c) => c.table === 'weightLogs').map((c) => c.row.id)).size).toBe(1500);

    // Smaller sizes: 200 first, then pages of 600; only a reset page is small, a resumed download's next page is full.
    setPullOverrides(env.server.ctx, { pageSize: 600, firstPageSize: 200 });
    try {
      const sizes: number[] = [];
      let cursor: string | null = null;
      let p: PullResponse;
      do {
        p = await pull(t, uuidv7(), cursor);
        sizes.push(p.changes.filter((c) => c.table !== 'profile').length);
        cursor = p.cursor;
      } while (p.hasMore);
      expect(sizes).toEqual([200, 600, 600, 102]);
      // An outdated cursor is a reset too: it starts small again.
      const again = await pull(t, uuidv7(), 'not a cursor');
      expect(again.reset).toBe(true);
      expect(logsOf(again) + rowsOf(again.changes, 'clients').length + rowsOf(again.changes, 'conversations').length).toBe(200);
    } finally {
      setPullOverrides(env.server.ctx, null);
    }
  });

  it('stream: true sends a download in one NDJSON answer, the same pages as pulled one by one; a page that needs none answers plain JSON', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    await pushOk(t, uuidv7(), Array.from({ length: 700 }, (_, i) => create(i + 1, clientId)));
    const pageOf = (text: string) => JSON.parse(text) as PullResponse;
    setPullOverrides(env.server.ctx, { pageSize: 300, firstPageSize: 100 });
    try {
      const device = uuidv7();
      // Over the socket with brotli, as a browser asks: each page is flushed whole, and the body is the pages a line each.
      const res = await env.server.api('/api/sync/pull', { token: t.token, body: { deviceId: device, cursor: null, stream: true }, headers: { 'Accept-Encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/x-ndjson');
      expect(res.headers.get('content-encoding')).toBe('br');
      const lines = (await res.text()).split('\n');
      expect(lines.pop()).toBe('');
      const streamed = lines.map(pageOf);
      expect(streamed.map((p) => p.changes.filter((c) => c.table !== 'profile').length)).toEqual([100, 300, 300, 2]);
      expect(streamed.map((p) => p.hasMore)).toEqual([true, true, true, false]);
      expect(streamed[0]!.reset).toBe(true);
      expect(streamed.slice(1).every((p) => !p.reset)).toBe(true);
      // Each page is what a pull from the page before's cursor answers.
      for (let i = 1; i < streamed.length; i++) {
        const alone = await pull(t, device, streamed[i - 1]!.cursor);
        expect(alone.changes).toEqual(streamed[i]!.changes);
        expect(alone.cursor).toBe(streamed[i]!.cursor);
      }
      // Nothing more: a plain JSON answer (the fast path's too).
      const last = await env.server.api('/api/sync/pull', { token: t.token, body: { deviceId: device, cursor: streamed.at(-1)!.cursor, stream: true } });
      expect(last.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await last.json()) as PullResponse).changes).toEqual([]);
    } finally {
      setPullOverrides(env.server.ctx, null);
    }
  });
});
