import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { PhotoRow, PhotoSetRow } from '../../domain/photos/entity';
import { openUserDb, type RepwiseDb } from '../db/schema';
import type { Timers } from '../sync/scheduler';
import { evictPhotoFiles, storeNewPhotoFiles } from './store';
import { createPhotoTransfers } from './transfers';

const T0 = Date.parse('2026-11-03T08:00:00.000Z');
const SET: PhotoSetRow = { id: 's1', clientId: 'c1', takenOn: '2026-11-03', note: null, createdAt: '', updatedAt: '' };
const photo = (id: string, over: Partial<PhotoRow> = {}): PhotoRow => ({
  id,
  setId: 's1',
  clientId: 'c1',
  pose: 'front',
  mime: 'image/webp',
  width: 900,
  height: 1200,
  bytes: 5,
  sha256: 'a'.repeat(64),
  thumbSha256: 'b'.repeat(64),
  storedAt: null,
  createdAt: '',
  updatedAt: '',
  ...over,
});

/** A server of photo files: answers from `answer` (default 200 stored), records each request. */
function fakeServer(answer: (method: string, path: string) => number | 'offline' = () => 200) {
  const calls: { method: string; path: string; body?: string; type?: string; auth?: string }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    const method = init?.method ?? 'GET';
    const headers = init?.headers as Record<string, string>;
    calls.push({ method, path, body: init?.body instanceof Blob ? await init.body.text() : undefined, type: headers['Content-Type'], auth: headers.Authorization });
    const a = answer(method, path);
    if (a === 'offline') throw new TypeError('Failed to fetch');
    if (method === 'GET' && a === 200) return new Response(new Blob([`file of ${path}`], { type: 'image/webp' }), { status: 200 });
    return new Response(JSON.stringify(a === 200 ? { stored: true } : { code: 'x' }), { status: a, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch };
}

function fakeTimers() {
  const pending: { fn: () => void; at: number }[] = [];
  const timers: Timers = { setTimeout: (fn, ms) => pending.push({ fn, at: ms }), clearTimeout: () => {} };
  return { timers, pending };
}

function setup(name: string, indexedDB = new IDBFactory()) {
  const db = openUserDb(name, { indexedDB, IDBKeyRange });
  return { db, indexedDB };
}

async function withPhoto(db: RepwiseDb, ids: string[]) {
  await db.photoSets.put(SET);
  await db.photos.bulkPut(ids.map((id) => photo(id)));
  await storeNewPhotoFiles(
    db,
    ids.map((id) => ({ photoId: id, mime: 'image/webp', full: new Blob([`full ${id}`], { type: 'image/webp' }), thumb: new Blob([`thumb ${id}`], { type: 'image/webp' }) })),
    new Date(T0),
  );
}

const transfers = (db: RepwiseDb, fetch: ReturnType<typeof fakeServer>['fetch'], now = () => T0, timers = fakeTimers().timers) =>
  createPhotoTransfers({ db, fetch, baseUrl: 'http://api.test', getToken: () => 'tok', timers, now, random: () => 0.5 });

describe('photo file transfers (the sync worker, issue 30 item 2)', () => {
  it('uploads both files of a pushed photo once, with the token and the file type; a second run sends nothing', async () => {
    const { db } = setup('t1');
    await withPhoto(db, ['p1']);
    const server = fakeServer();
    const t = transfers(db, server.fetch);
    await t.run();
    await t.run();
    const puts = server.calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      { method: 'PUT', path: '/api/photos/p1/file', body: 'full p1', type: 'image/webp', auth: 'Bearer tok' },
      { method: 'PUT', path: '/api/photos/p1/thumbnail', body: 'thumb p1', type: 'image/webp', auth: 'Bearer tok' },
    ]);
    expect(await db.photoUploads.count()).toBe(0);
    expect((await db.photoFiles.toArray()).map((f) => [f.key, f.uploaded])).toEqual([
      ['p1:full', true],
      ['p1:thumb', true],
    ]);
  });

  it('waits while the photo row is still to be pushed, and while the server has no row yet (404), with backoff', async () => {
    const { db } = setup('t2');
    await withPhoto(db, ['p1']);
    await db.pendingRows.put({ key: 'photos:p1', table: 'photos', id: 'p1', base: null });
    let status = 404;
    const server = fakeServer(() => status);
    let now = T0;
    const { timers, pending } = fakeTimers();
    const t = transfers(db, server.fetch, () => now, timers);
    await t.run();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await db.pendingRows.delete('photos:p1');
    await t.run();
    expect(server.calls.filter((c) => c.method === 'PUT').length).toBe(2);
    const queued = await db.photoUploads.toArray();
    expect(queued.map((u) => u.attempts)).toEqual([1, 1]);
    expect(queued.every((u) => u.dueAt > T0 + 1000)).toBe(true);
    // A later try is timed, and not before it is due.
    expect(pending.at(-1)!.at).toBeGreaterThan(1000);
    await t.run();
    expect(server.calls.filter((c) => c.method === 'PUT').length).toBe(2);
    status = 200;
    now = T0 + 120_000;
    await t.run();
    expect(server.calls.filter((c) => c.method === 'PUT').length).toBe(4);
    expect(await db.photoUploads.count()).toBe(0);
  });

  it('a dropped connection stops the run and a reload takes the queue up again', async () => {
    const indexedDB = new IDBFactory();
    const { db } = setup('t3', indexedDB);
    await withPhoto(db, ['p1', 'p2']);
    const offline = fakeServer(() => 'offline');
    await transfers(db, offline.fetch).run();
    // The first request failed and nothing more was tried.
    expect(offline.calls.length).toBe(1);
    db.close();
    const again = openUserDb('t3', { indexedDB, IDBKeyRange });
    const server = fakeServer();
    await transfers(again, server.fetch, () => T0 + 600_000).run();
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.path).sort()).toEqual(['/api/photos/p1/file', '/api/photos/p1/thumbnail', '/api/photos/p2/file', '/api/photos/p2/thumbnail']);
    expect(await again.photoUploads.count()).toBe(0);
  });

  it('a file the server refuses for good (415) is not sent again', async () => {
    const { db } = setup('t4');
    await withPhoto(db, ['p1']);
    const server = fakeServer((m, p) => (p.endsWith('/file') ? 415 : 200));
    const t = transfers(db, server.fetch);
    await t.run();
    await t.run();
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/photos/p1/file', '/api/photos/p1/thumbnail']);
    expect((await db.photoUploads.get('p1:full'))?.refused).toBe('http_415');
  });

  it('brings down the thumbnail of every stored photo and the full files of the newest sets, not of a deleted photo', async () => {
    const { db } = setup('t5');
    await db.photoSets.bulkPut([SET, { ...SET, id: 's0', takenOn: '2026-01-01' }, { ...SET, id: 'sa', takenOn: '2026-02-01' }, { ...SET, id: 'sb', takenOn: '2026-03-01' }]);
    await db.photos.bulkPut([photo('p1', { storedAt: 'x' }), photo('old', { setId: 's0', storedAt: 'x' }), photo('waiting')]);
    const server = fakeServer();
    await transfers(db, server.fetch).run();
    expect(server.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/photos/old/thumbnail', 'GET /api/photos/p1/file', 'GET /api/photos/p1/thumbnail']);
    const files = await db.photoFiles.toArray();
    expect(files.map((f) => [f.key, f.uploaded, f.viewedAt]).sort()).toEqual([
      ['old:thumb', true, null],
      ['p1:full', true, null],
      ['p1:thumb', true, null],
    ]);
    expect(await files.find((f) => f.key === 'p1:full')!.blob.text()).toBe('file of /api/photos/p1/file');
  });

  it('eviction drops uploaded full files over the budget, never a file still to upload', async () => {
    const { db } = setup('t6');
    await withPhoto(db, ['p1', 'p2']);
    expect(await evictPhotoFiles(db, 1)).toEqual([]);
    await db.photoFiles.update('p1:full', { uploaded: true });
    expect(await evictPhotoFiles(db, 1)).toEqual(['p1:full']);
    expect((await db.photoFiles.toCollection().primaryKeys()).sort()).toEqual(['p1:thumb', 'p2:full', 'p2:thumb']);
  });
});
