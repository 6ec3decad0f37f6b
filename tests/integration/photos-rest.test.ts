import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import { loadConfig } from '../../server/config';
import { photos } from '../../server/db/schema';
import { objectStoreOf } from '../../server/storage';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite, startTestServer, type TestServer } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/**
 * Progress photos over REST and sync (docs/rules/photos.md): a set and its
 * photos' rows, their files uploaded and read back, who may see them, the
 * refusals that store nothing, and the files leaving the store with a photo,
 * a set or a client. The server checks the first bytes and the hash, not the
 * picture, so the files here are made up bytes behind a JPEG or WebP header.
 */
const jpeg = (size = 2_000) => new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]));
const webp = (size = 2_000) => {
  const head = Buffer.alloc(16);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(size - 8, 4);
  head.write('WEBPVP8 ', 8, 'latin1');
  return new Uint8Array(Buffer.concat([head, randomBytes(size - 16)]));
};
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

type PhotoDto = { id: string; set_id: string; client_id: string; pose: string; mime: string; stored_at: string | null };
type SetDto = { id: string; client_id: string; taken_on: string; note: string | null; photos: PhotoDto[] };

interface Made {
  setId: string;
  photoId: string;
  full: Uint8Array;
  thumb: Uint8Array;
}

function photoSuite(env: { readonly server: TestServer }) {
  const db = () => env.server.ctx.db;
  const store = () => objectStoreOf(env.server.ctx);
  const put = (who: Actor | null, id: string, kind: 'file' | 'thumbnail', bytes: Uint8Array | ReadableStream<Uint8Array>, type = 'image/webp') =>
    fetch(`${env.server.url}/api/photos/${id}/${kind}`, {
      method: 'PUT',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': type, ...(who ? { Authorization: `Bearer ${who.token}` } : {}) },
      body: bytes,
      ...(bytes instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  const get = (who: Actor | null, path: string) => fetch(`${env.server.url}${path}`, { headers: who ? { Authorization: `Bearer ${who.token}` } : {} });
  const keys = (clientId: string) => store().list(`photos/${clientId}/`);

  /** A set with one photo's row, its files made but not uploaded. */
  async function makeSet(client: Actor, opts: { takenOn?: string; pose?: string; mime?: 'image/webp' | 'image/jpeg' } = {}): Promise<Made> {
    const mime = opts.mime ?? 'image/webp';
    const full = mime === 'image/webp' ? webp(30_000) : jpeg(30_000);
    const thumb = mime === 'image/webp' ? webp(3_000) : jpeg(3_000);
    const created = await env.server.api('/api/client/photo-sets', { token: client.token, body: { taken_on: opts.takenOn ?? '2026-09-03', note: ' before the cut ' } });
    expect(created.status).toBe(201);
    const set = ((await created.json()) as { data: SetDto }).data;
    const photo = await env.server.api(`/api/photo-sets/${set.id}/photos`, {
      token: client.token,
      body: { pose: opts.pose ?? 'front', mime, width: 1536, height: 2048, bytes: full.length, sha256: sha(full), thumb_sha256: sha(thumb) },
    });
    expect(photo.status).toBe(201);
    return { setId: set.id, photoId: ((await photo.json()) as { data: PhotoDto }).data.id, full, thumb };
  }

  async function uploaded(client: Actor, opts: Parameters<typeof makeSet>[1] = {}): Promise<Made> {
    const m = await makeSet(client, opts);
    const type = opts.mime ?? 'image/webp';
    expect((await put(client, m.photoId, 'file', m.full, type)).status).toBe(200);
    expect((await put(client, m.photoId, 'thumbnail', m.thumb, type)).status).toBe(200);
    return m;
  }

  it('a client makes a set, adds a photo and uploads its two files; then it is stored and both the client and the trainer read it back, privately', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const m = await makeSet(c.user!);
    const listed = (await (await env.server.api('/api/client/photo-sets', { token: c.user!.token })).json()) as { data: SetDto[] };
    expect(listed.data).toEqual([expect.objectContaining({ id: m.setId, client_id: c.clientId, taken_on: '2026-09-03', note: 'before the cut', photos: [expect.objectContaining({ id: m.photoId, pose: 'front', stored_at: null })] })]);
    // The file before its thumbnail: still waiting, and nothing to download yet.
    const first = await put(c.user!, m.photoId, 'file', m.full);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: true });
    expect((await db().select().from(photos).where(eq(photos.id, m.photoId)))[0]!.storedAt).toBeNull();
    expect((await get(c.user!, `/api/photos/${m.photoId}/thumbnail`)).status).toBe(404);
    expect((await put(c.user!, m.photoId, 'thumbnail', m.thumb)).status).toBe(200);
    expect((await db().select().from(photos).where(eq(photos.id, m.photoId)))[0]!.storedAt).toBeInstanceOf(Date);
    expect(await keys(c.clientId)).toEqual([`photos/${c.clientId}/${m.photoId}/full`, `photos/${c.clientId}/${m.photoId}/thumb`]);

    for (const who of [c.user!, t]) {
      const res = await get(who, `/api/photos/${m.photoId}/file`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(m.full);
      const thumb = await get(who, `/api/photos/${m.photoId}/thumbnail`);
      expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(m.thumb);
    }
    const trainers = (await (await env.server.api(`/api/clients/${c.clientId}/photo-sets`, { token: t.token })).json()) as { data: SetDto[] };
    expect(trainers.data.map((s) => [s.id, s.photos.map((p) => p.stored_at !== null)])).toEqual([[m.setId, [true]]]);
    const one = (await (await env.server.api(`/api/photo-sets/${m.setId}`, { token: t.token })).json()) as { data: SetDto };
    expect(one.data.photos.map((p) => p.id)).toEqual([m.photoId]);

    // The client edits the date and note; the trainer may look, not write.
    const edited = await env.server.api(`/api/photo-sets/${m.setId}`, { token: c.user!.token, method: 'PUT', body: { taken_on: '2026-09-04', note: '' } });
    expect(((await edited.json()) as { data: SetDto }).data).toMatchObject({ taken_on: '2026-09-04', note: null });
    expect((await env.server.api(`/api/photo-sets/${m.setId}`, { token: t.token, method: 'PUT', body: { note: 'x' } })).status).toBe(403);
    expect((await env.server.api(`/api/photos/${m.photoId}`, { token: t.token, method: 'DELETE' })).status).toBe(403);
    expect((await put(t, m.photoId, 'file', m.full)).status).toBe(403);
    expect((await env.server.api('/api/client/photo-sets', { token: c.user!.token, body: { taken_on: '2026-02-30' } })).status).toBe(422);
  });

  it('another trainer, another client and anyone signed out get nothing of a photo, by id or in a list or a pull', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const b = await makeClient(db(), t.id, { withUser: true });
    const stranger = await makeClient(db(), other.id, { withUser: true });
    const m = await uploaded(c.user!);
    for (const who of [other, b.user!, stranger.user!]) {
      for (const path of [`/api/photos/${m.photoId}/file`, `/api/photos/${m.photoId}/thumbnail`, `/api/photo-sets/${m.setId}`]) expect((await get(who, path)).status, path).toBe(404);
    }
    for (const path of [`/api/photos/${m.photoId}/file`, `/api/photos/${m.photoId}/thumbnail`, `/api/photo-sets/${m.setId}`, '/api/client/photo-sets']) expect((await get(null, path)).status).toBe(401);
    expect((await get(other, `/api/clients/${c.clientId}/photo-sets`)).status).toBe(404);
    for (const who of [b.user!, stranger.user!]) expect(((await (await get(who, '/api/client/photo-sets')).json()) as { data: SetDto[] }).data).toEqual([]);
    // Writes by another client: not found, nothing changes.
    const fake = webp(1_000);
    expect((await put(b.user!, m.photoId, 'file', fake)).status).toBe(404);
    expect((await put(null, m.photoId, 'file', fake)).status).toBe(401);
    expect((await env.server.api(`/api/photos/${m.photoId}`, { token: b.user!.token, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/photo-sets/${m.setId}`, { token: stranger.user!.token, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/photo-sets/${m.setId}/photos`, { token: b.user!.token, body: { pose: 'side', mime: 'image/webp', width: 10, height: 10, bytes: 10, sha256: sha(fake), thumb_sha256: sha(fake) } })).status).toBe(404);
    expect(new Uint8Array(await (await get(c.user!, `/api/photos/${m.photoId}/file`)).arrayBuffer())).toEqual(m.full);

    // Pulls: the client and the trainer get the rows, the others none.
    const pull = async (who: Actor) => ((await (await env.server.api('/api/sync/pull', { token: who.token, body: { deviceId: uuidv7(), cursor: null } })).json()) as PullResponse).changes;
    const photoTables = (changes: PullResponse['changes']) => changes.filter((ch) => ch.table === 'photos' || ch.table === 'photoSets').map((ch) => `${ch.table}:${ch.row.id as string}`);
    expect(photoTables(await pull(c.user!)).sort()).toEqual([`photoSets:${m.setId}`, `photos:${m.photoId}`].sort());
    expect(photoTables(await pull(t)).sort()).toEqual([`photoSets:${m.setId}`, `photos:${m.photoId}`].sort());
    for (const who of [other, b.user!, stranger.user!]) expect(photoTables(await pull(who))).toEqual([]);
  });

  it('a device sees the photo waiting, then stored: the second file\u2019s upload is a change every device of the space pulls', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const pull = async (who: Actor, deviceId: string, cursor: string | null) =>
      (await (await env.server.api('/api/sync/pull', { token: who.token, body: { deviceId, cursor } })).json()) as PullResponse;
    const device = uuidv7();
    const first = await pull(t, device, null);
    const m = await makeSet(c.user!);
    const waiting = await pull(t, device, first.cursor);
    expect(waiting.changes.find((ch) => ch.table === 'photos')?.row).toMatchObject({ id: m.photoId, storedAt: null });
    expect((await put(c.user!, m.photoId, 'file', m.full)).status).toBe(200);
    // One file is not the photo: nothing new for the devices yet.
    const half = await pull(t, device, waiting.cursor);
    expect(half.changes.filter((ch) => ch.table === 'photos')).toEqual([]);
    expect((await put(c.user!, m.photoId, 'thumbnail', m.thumb)).status).toBe(200);
    const stored = await pull(t, device, half.cursor);
    expect(stored.changes).toEqual([{ table: 'photos', op: 'put', row: expect.objectContaining({ id: m.photoId, storedAt: expect.any(String) }) }]);
    // A set lists its photos by pose (front, side, back, other), whatever order they were added in.
    for (const pose of ['other', 'back']) {
      const f = webp(500);
      const res = await env.server.api(`/api/photo-sets/${m.setId}/photos`, { token: c.user!.token, body: { pose, mime: 'image/webp', width: 10, height: 10, bytes: 500, sha256: sha(f), thumb_sha256: sha(f) } });
      expect(res.status).toBe(201);
    }
    const set = ((await (await env.server.api(`/api/photo-sets/${m.setId}`, { token: t.token })).json()) as { data: SetDto }).data;
    expect(set.photos.map((p) => p.pose)).toEqual(['front', 'back', 'other']);
  });

  it('refuses a file too large (413), not an image or not its declared type (415), or damaged (422), and stores nothing', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const m = await makeSet(c.user!);
    const refusal = async (res: Response, status: number, message: string) => {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(m.full.subarray(0, 16));
    await refusal(await put(c.user!, m.photoId, 'file', big), 413, MESSAGES.photoTooLarge);
    // Sent in chunks, with no length to refuse up front: cut while read.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    await refusal(await put(c.user!, m.photoId, 'file', stream), 413, MESSAGES.photoTooLarge);
    await refusal(await put(c.user!, m.photoId, 'file', new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/svg+xml'), 415, MESSAGES.photoNotImage);
    await refusal(await put(c.user!, m.photoId, 'file', new TextEncoder().encode('hello, not a photo at all'), 'image/webp'), 415, MESSAGES.photoNotImage);
    // A JPEG said to be a WebP, and a JPEG declared as such for a row that says WebP.
    await refusal(await put(c.user!, m.photoId, 'file', jpeg(), 'image/webp'), 415, MESSAGES.photoTypeMismatch);
    await refusal(await put(c.user!, m.photoId, 'file', jpeg(), 'image/jpeg'), 415, MESSAGES.photoTypeMismatch);
    // A WebP whose hash is not the row's (cut short on the way): refused, to be sent again.
    await refusal(await put(c.user!, m.photoId, 'file', m.full.subarray(0, 20_000)), 422, MESSAGES.photoDamaged);
    // The row first: a file for a photo the server does not have yet is not found (the device tries again later).
    expect((await put(c.user!, uuidv7(), 'file', m.full)).status).toBe(404);
    expect(await keys(c.clientId)).toEqual([]);
    expect((await db().select().from(photos).where(eq(photos.id, m.photoId)))[0]).toMatchObject({ fullStoredAt: null, storedAt: null });
    // A row that declares more than 10 MB, or a pose there is none of, is refused too.
    const bad = await env.server.api(`/api/photo-sets/${m.setId}/photos`, { token: c.user!.token, body: { pose: 'upside-down', mime: 'image/webp', width: 1, height: 1, bytes: 1, sha256: sha(m.full), thumb_sha256: sha(m.thumb) } });
    await refusal(bad, 422, MESSAGES.photoPoseInvalid);
  });

  it('a replayed upload stores one file and writes nothing again', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const m = await uploaded(c.user!, { mime: 'image/jpeg' });
    const onDisk = join(env.server.dataDir, 'objects', 'photos', c.clientId, m.photoId, 'full');
    const before = await stat(onDisk);
    const [row] = await db().select().from(photos).where(eq(photos.id, m.photoId));
    for (let i = 0; i < 3; i++) expect((await put(c.user!, m.photoId, 'file', m.full, 'image/jpeg')).status).toBe(200);
    const after = await stat(onDisk);
    // Each put renames a new file into place: the same inode and time mean none was written.
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(await keys(c.clientId)).toHaveLength(2);
    const [again] = await db().select().from(photos).where(eq(photos.id, m.photoId));
    expect([again!.rev, again!.storedAt]).toEqual([row!.rev, row!.storedAt]);
    // The photo's row sent again (a resent push) is the same row.
    const resent = await env.server.api(`/api/photo-sets/${m.setId}/photos`, {
      token: c.user!.token,
      body: { id: m.photoId, pose: 'front', mime: 'image/jpeg', width: 1536, height: 2048, bytes: m.full.length, sha256: sha(m.full), thumb_sha256: sha(m.thumb) },
    });
    expect(resent.status).toBe(200);
  });

  it('deleting a photo or a set removes the files from storage; the export holds the stored photos', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const kept = await uploaded(c.user!, { takenOn: '2026-11-03', pose: 'side' });
    const gone = await uploaded(c.user!, { takenOn: '2026-10-01' });
    const wholeSet = await uploaded(c.user!, { takenOn: '2026-09-01', pose: 'back' });
    expect(await keys(c.clientId)).toHaveLength(6);

    const zip = async (who: Actor) => unzipSync(new Uint8Array(await (await env.server.api('/api/export', { token: who.token })).arrayBuffer()));
    for (const who of [c.user!, t]) {
      const files = await zip(who);
      expect(files[`photos/2026-11-03-side-${kept.photoId}.webp`]).toEqual(kept.full);
      expect(files[`photos/2026-09-01-back-${wholeSet.photoId}.webp`]).toEqual(wholeSet.full);
      expect((JSON.parse(strFromU8(files['json/photos.json']!)) as { id: string }[]).map((p) => p.id).sort()).toEqual([kept.photoId, gone.photoId, wholeSet.photoId].sort());
      expect(JSON.parse(strFromU8(files['json/photo-sets.json']!))).toHaveLength(3);
      expect(strFromU8(files['README.txt']!)).toContain('photos/');
    }

    expect((await env.server.api(`/api/photos/${gone.photoId}`, { token: c.user!.token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/photos/${gone.photoId}`, { token: c.user!.token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/photo-sets/${wholeSet.setId}`, { token: c.user!.token, method: 'DELETE' })).status).toBe(204);
    expect(await keys(c.clientId)).toEqual([`photos/${c.clientId}/${kept.photoId}/full`, `photos/${c.clientId}/${kept.photoId}/thumb`]);
    expect((await get(t, `/api/photos/${wholeSet.photoId}/file`)).status).toBe(404);
    // An upload for a deleted photo is not found and stores nothing.
    expect((await put(c.user!, gone.photoId, 'file', gone.full)).status).toBe(404);
    const files = await zip(c.user!);
    expect(Object.keys(files).filter((f) => f.startsWith('photos/'))).toEqual([`photos/2026-11-03-side-${kept.photoId}.webp`]);
    // Another client's export holds none of them.
    const b = await makeClient(db(), t.id, { withUser: true });
    expect(Object.keys(await zip(b.user!)).filter((f) => f.startsWith('photos/'))).toEqual([]);
  });

  it('a photo deleted through sync, and a deleted client\u2019s photos, leave the store too', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const d = await makeClient(db(), t.id, { withUser: true });
    const synced = await uploaded(c.user!);
    const kept = await uploaded(c.user!, { pose: 'side' });
    const ofDeleted = await uploaded(d.user!);
    await uploaded(d.user!, { takenOn: '2026-10-01' });
    const push = await env.server.api('/api/sync/push', {
      token: c.user!.token,
      body: { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name: 'photo.remove', args: { id: synced.photoId } }] },
    });
    expect(((await push.json()) as { results: MutationResult[] }).results[0]!.status).toBe('ok');
    expect((await env.server.api(`/api/clients/${d.clientId}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await get(t, `/api/photos/${ofDeleted.photoId}/file`)).status).toBe(404);
    // The sweep (every 10 s in each server process) takes the files.
    await vi.waitFor(
      async () => {
        expect(await keys(d.clientId)).toEqual([]);
        expect(await keys(c.clientId)).toEqual([`photos/${c.clientId}/${kept.photoId}/full`, `photos/${c.clientId}/${kept.photoId}/thumb`]);
      },
      { timeout: 25_000, interval: 500 },
    );
  }, 40_000);
}

describe.each(DB_KINDS)('progress photos on %s, files on the local disk', (kind) => {
  photoSuite(serverForSuite(kind));
});

describe('progress photos with the files in an S3-compatible store (s3rver)', () => {
  interface S3rverLike {
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
  // s3rver ships no types.
  const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: Record<string, unknown>) => S3rverLike;
  const env = {} as { server: TestServer };
  let dir: string;
  let s3rver: S3rverLike;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'photos-s3-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3rver'), configureBuckets: [{ name: 'photos-test' }] });
    const { port } = await s3rver.run();
    const { s3 } = loadConfig({ S3_BUCKET: 'photos-test', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    env.server = await startTestServer('pglite', { s3 });
  });
  afterAll(async () => {
    await env.server?.close();
    await s3rver?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, serves and deletes a photo\u2019s files in the bucket', async () => {
    const db = env.server.ctx.db;
    const store = objectStoreOf(env.server.ctx);
    expect(store.kind).toBe('s3');
    const t = await makeTrainer(db);
    const c = await makeClient(db, t.id, { withUser: true });
    const full = jpeg(40_000);
    const thumb = jpeg(4_000);
    const set = ((await (await env.server.api('/api/client/photo-sets', { token: c.user!.token, body: { taken_on: '2026-11-03' } })).json()) as { data: SetDto }).data;
    const photo = ((await (
      await env.server.api(`/api/photo-sets/${set.id}/photos`, { token: c.user!.token, body: { pose: 'front', mime: 'image/jpeg', width: 900, height: 1200, bytes: full.length, sha256: sha(full), thumb_sha256: sha(thumb) } })
    ).json()) as { data: PhotoDto }).data;
    for (const [kind, bytes] of [['file', full], ['thumbnail', thumb]] as const) {
      const res = await fetch(`${env.server.url}/api/photos/${photo.id}/${kind}`, { method: 'PUT', headers: { Authorization: `Bearer ${c.user!.token}`, 'Content-Type': 'image/jpeg', 'X-Requested-With': 'XMLHttpRequest' }, body: bytes });
      expect(res.status).toBe(200);
    }
    expect(await store.list(`photos/${c.clientId}/`)).toHaveLength(2);
    const res = await fetch(`${env.server.url}/api/photos/${photo.id}/file`, { headers: { Authorization: `Bearer ${t.token}` } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(full);
    expect((await env.server.api(`/api/photo-sets/${set.id}`, { token: c.user!.token, method: 'DELETE' })).status).toBe(204);
    expect(await store.list(`photos/${c.clientId}/`)).toEqual([]);
  });
});
