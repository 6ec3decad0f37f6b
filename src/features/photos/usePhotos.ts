import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { PhotoRow, PhotoSetRow } from '../../../domain/photos/entity';
import type { PhotoPose } from '../../../domain/photos/photo';
import type { SyncTableName } from '../../../domain/protocol/tables';
import { downloadPhotoFile } from '../../../replica/photos/download';
import { evictPhotoFiles, markPhotoViewed, storeNewPhotoFiles } from '../../../replica/photos/store';
import { photoFileKey, type PhotoFileKind } from '../../../replica/photos/types';
import { authStore } from '../../auth/authStore';
import { applyLocalMutation, applyLocalMutations, layerOf, useOverlayVersion, useUserDb, type LocalWrite } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { preparePhoto } from './image/prepare';

/**
 * The photos area's hooks for its screens (issue 30): sets and photos read from the device's database,
 * files from its local stores (replica/photos), fetched with the bearer token when missing and online;
 * writes through the photo mutations, with the files prepared and stored first.
 */
export type { PhotoPose } from '../../../domain/photos/photo';
export type { PhotoFileKind } from '../../../replica/photos/types';

/** One photo of a set as a screen shows it. */
export interface PhotoView {
  id: string;
  pose: PhotoPose;
  /** An object URL of the thumbnail when it is on this device (revoked when no longer listed or on unmount). */
  thumbUrl?: string;
  /** The server has not stored both of its files yet (storedAt null). */
  waiting: boolean;
}

/** One photo set, newest first in usePhotoSets. */
export interface PhotoSetView {
  id: string;
  clientId: string;
  /** YYYY-MM-DD */
  takenOn: string;
  note: string | null;
  photos: PhotoView[];
  /** Some photo of the set is still waiting for its files to reach the server. */
  waiting: boolean;
}

/**
 * here: url is set; loading: being fetched (or its files are still on their way to the server);
 * not-on-device-offline: this device does not hold it and is offline (the screen says so plainly);
 * failed: the server would not give it (deleted, refused, broken).
 */
export type PhotoFileState = 'here' | 'loading' | 'not-on-device-offline' | 'failed';

export interface PhotoFileView {
  url?: string;
  state: PhotoFileState;
}

export interface AddPhotoSetInput {
  /** The client's record; a client may leave it out (their own record is used). */
  clientId?: string;
  /** YYYY-MM-DD */
  takenOn: string;
  note: string | null;
  files: { pose: PhotoPose; file: Blob }[];
}

export interface PhotoActions {
  /**
   * Prepares each file (downscaled, thumbnail, no EXIF; NotAnImageError for one that is no picture), stores
   * the files on the device and writes the set and its photos; resolves with the set's id.
   */
  addPhotoSet(input: AddPhotoSetInput): Promise<string>;
  removePhotoSet(id: string): Promise<void>;
  removePhoto(id: string): Promise<void>;
}

const TABLES: readonly SyncTableName[] = ['photoSets', 'photos'];
const POSE_ORDER: Record<PhotoPose, number> = { front: 0, side: 1, back: 2, other: 3 };
const newestFirst = (a: PhotoSetRow, b: PhotoSetRow) => (a.takenOn === b.takenOn ? (a.createdAt < b.createdAt ? 1 : -1) : a.takenOn < b.takenOn ? 1 : -1);
const byPose = (a: PhotoRow, b: PhotoRow) => POSE_ORDER[a.pose] - POSE_ORDER[b.pose] || (a.createdAt < b.createdAt ? -1 : 1);

/**
 * Object URLs of blobs by key, each made once per stored file (`version` tells a new one) and revoked
 * when its key leaves the list or the component unmounts.
 */
function useObjectUrls(blobs: ReadonlyMap<string, { blob: Blob; version: string }>): ReadonlyMap<string, string> {
  const made = useRef(new Map<string, { url: string; version: string }>());
  const urls = useMemo(() => {
    const next = new Map<string, string>();
    for (const [key, { blob, version }] of blobs) {
      const had = made.current.get(key);
      if (had && had.version === version) next.set(key, had.url);
      else {
        if (had) URL.revokeObjectURL(had.url);
        const url = URL.createObjectURL(blob);
        made.current.set(key, { url, version });
        next.set(key, url);
      }
    }
    for (const [key, { url }] of made.current) {
      if (!blobs.has(key)) {
        URL.revokeObjectURL(url);
        made.current.delete(key);
      }
    }
    return next;
  }, [blobs]);
  useEffect(
    () => () => {
      for (const { url } of made.current.values()) URL.revokeObjectURL(url);
      made.current.clear();
    },
    [],
  );
  return urls;
}

/** A client's photo sets on the device, newest first, each photo with its thumbnail when here (undefined while loading). */
export function usePhotoSets(clientId: string | null | undefined): PhotoSetView[] | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    if (!clientId) return { commits, sets: [] as PhotoSetRow[], photos: [] as PhotoRow[], thumbs: new Map<string, { blob: Blob; version: string }>() };
    const sets = await db.photoSets.where('[clientId+takenOn]').between([clientId, ''], [clientId, '\uffff']).toArray();
    const photos = sets.length ? await db.photos.where('setId').anyOf(sets.map((s) => s.id)).toArray() : [];
    // Thumbnails of photos written by this tab a moment ago too: their files are stored before their rows.
    const queued = (await db.photoUploads.toArray()).map((u) => u.photoId);
    const files = await db.photoFiles.where('photoId').anyOf([...new Set([...photos.map((p) => p.id), ...queued])]).toArray();
    const thumbs = new Map(files.filter((f) => f.kind === 'thumb').map((f) => [f.photoId, { blob: f.blob, version: f.savedAt }]));
    return { commits, sets, photos, thumbs };
  }, [db, clientId, layer]);
  const version = useOverlayVersion(db);
  useOverlayHold(layer, TABLES, read?.commits);
  const urls = useObjectUrls(read?.thumbs ?? EMPTY);
  return useMemo(() => {
    if (!read) return undefined;
    layer.remember('photoSets', read.sets);
    layer.remember('photos', read.photos);
    const sets = layer.merge('photoSets', read.sets, read.commits, { include: (r) => r.clientId === clientId, compare: newestFirst });
    const ids = new Set(sets.map((s) => s.id));
    const photos = layer.merge('photos', read.photos, read.commits, { include: (r) => ids.has(r.setId), compare: byPose });
    return sets.map((s) => {
      const own = photos
        .filter((p) => p.setId === s.id)
        .map((p): PhotoView => ({ id: p.id, pose: p.pose, waiting: !p.storedAt, ...(urls.has(p.id) ? { thumbUrl: urls.get(p.id) } : {}) }));
      return { id: s.id, clientId: s.clientId, takenOn: s.takenOn, note: s.note, photos: own, waiting: own.some((p) => p.waiting) };
    });
  }, [read, version, layer, clientId, urls]);
}
const EMPTY = new Map<string, { blob: Blob; version: string }>();

/**
 * One photo's file: from the device when it is here (marked viewed, so it is among the last dropped),
 * else fetched with the bearer token when the browser is online and the server has the file.
 */
export function usePhotoFile(photoId: string | null | undefined, kind: PhotoFileKind): PhotoFileView {
  const db = useUserDb();
  const online = useBrowserOnline();
  const read = useLiveQuery(async () => {
    if (!photoId) return { file: undefined, row: undefined };
    const [file, row] = await Promise.all([db.photoFiles.get(photoFileKey(photoId, kind)), db.photos.get(photoId)]);
    return { file, row };
  }, [db, photoId, kind]);
  const [fetching, setFetching] = useState<{ key: string; state: 'loading' | 'failed' | 'offline' } | null>(null);
  const key = photoId ? photoFileKey(photoId, kind) : '';
  const blobs = useMemo(() => (read?.file ? new Map([[key, { blob: read.file.blob, version: read.file.savedAt }]]) : EMPTY), [read?.file, key]);
  const url = useObjectUrls(blobs).get(key);
  const here = !!read?.file;
  const stored = !!read?.row?.storedAt;

  useEffect(() => {
    if (here && photoId) void markPhotoViewed(db, photoId, kind).catch(() => {});
  }, [db, here, photoId, kind]);

  useEffect(() => {
    if (!photoId || !read || here || !stored || !online) return;
    const token = authStore.get().token;
    if (!token) return;
    let live = true;
    setFetching({ key, state: 'loading' });
    void downloadPhotoFile({ db, fetch: (u, i) => fetch(u, i), baseUrl: '', token }, photoId, kind, true)
      .then(async (got) => {
        if (got === 'here') await evictPhotoFiles(db);
        if (live) setFetching(got === 'here' ? null : { key, state: got });
      })
      .catch(() => live && setFetching({ key, state: 'failed' }));
    return () => {
      live = false;
    };
  }, [db, photoId, kind, key, !!read, here, stored, online]);

  if (url) return { url, state: 'here' };
  if (!read || !photoId) return { state: 'loading' };
  const mine = fetching?.key === key ? fetching.state : null;
  if (mine === 'failed') return { state: 'failed' };
  if (!online || mine === 'offline') return { state: 'not-on-device-offline' };
  // Not on the server yet (another device's photo still uploading): it shows once it is.
  return { state: 'loading' };
}

/** Adding and removing sets and photos (the client's; the server refuses them to anyone else). */
export function usePhotoActions(): PhotoActions {
  const db = useUserDb();
  return useMemo(
    () => ({
      async addPhotoSet({ clientId, takenOn, note, files }) {
        // One at a time: a few decoded 12 MP pictures at once are hundreds of MB on a phone.
        const prepared = [];
        for (const f of files) prepared.push({ pose: f.pose, id: uuidv7(), ...(await preparePhoto(f.file)) });
        const setId = uuidv7();
        await storeNewPhotoFiles(
          db,
          prepared.map((p) => ({ photoId: p.id, mime: p.mime, full: p.full, thumb: p.thumb })),
        );
        const writes: LocalWrite[] = [
          { name: 'photoSet.add', args: { id: setId, ...(clientId ? { clientId } : {}), takenOn, note } },
          ...prepared.map(
            (p): LocalWrite => ({
              name: 'photo.add',
              args: { id: p.id, setId, pose: p.pose, mime: p.mime, width: p.width, height: p.height, bytes: p.full.size, sha256: p.sha256, thumbSha256: p.thumbSha256 },
            }),
          ),
        ];
        await applyLocalMutations(db, writes);
        await evictPhotoFiles(db).catch(() => {});
        return setId;
      },
      async removePhotoSet(id) {
        const photoIds = (await db.photos.where('setId').equals(id).primaryKeys()) as string[];
        await applyLocalMutation(db, 'photoSet.remove', { id });
        await dropFiles(photoIds);
      },
      async removePhoto(id) {
        await applyLocalMutation(db, 'photo.remove', { id });
        await dropFiles([id]);
      },
    }),
    [db],
  );

  async function dropFiles(photoIds: string[]) {
    const keys = photoIds.flatMap((id) => [photoFileKey(id, 'full'), photoFileKey(id, 'thumb')]);
    await db.transaction('rw', db.photoFiles, db.photoUploads, async () => {
      await db.photoFiles.bulkDelete(keys);
      await db.photoUploads.bulkDelete(keys);
    });
  }
}
