import type { LocalMutators } from './types';
import type { PhotoAddArgs, PhotoRemoveArgs, PhotoSetAddArgs, PhotoSetEditArgs, PhotoSetRemoveArgs } from '../../domain/photos/mutations';
import type { PhotoRow, PhotoSetRow } from '../../domain/photos/entity';
import { deleteWithChildren } from '../cascade';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/photos/commands: the same rows on the device,
 * at once. A photo's files stay in the device's own stores until uploaded
 * (src/features/photos); its row says waiting (storedAt null) until the
 * server has both. Permission checks stay on the server; a rejected mutation
 * is undone by the next rebase.
 */
export async function addPhotoSetLocal(tx: LocalTx, a: PhotoSetAddArgs): Promise<void> {
  if (await tx.get('photoSets', a.id)) return;
  const clientId = a.clientId ?? (await tx.profile())?.clientId;
  if (!clientId) return;
  const row: PhotoSetRow = { id: a.id, clientId, takenOn: a.takenOn, note: a.note ?? null, createdAt: tx.now, updatedAt: tx.now };
  await tx.put('photoSets', { ...row });
}

export async function editPhotoSetLocal(tx: LocalTx, a: PhotoSetEditArgs): Promise<void> {
  if (!(await tx.get('photoSets', a.id))) return;
  const changes: Partial<PhotoSetRow> = { updatedAt: tx.now };
  if (a.takenOn !== undefined) changes.takenOn = a.takenOn;
  if (a.note !== undefined) changes.note = a.note;
  await tx.update('photoSets', a.id, changes);
}

export async function removePhotoSetLocal(tx: LocalTx, a: PhotoSetRemoveArgs): Promise<void> {
  if (!(await tx.get('photoSets', a.id))) return;
  await deleteWithChildren(tx, 'photoSets', a.id);
}

export async function addPhotoLocal(tx: LocalTx, a: PhotoAddArgs): Promise<void> {
  if (await tx.get('photos', a.id)) return;
  const set = (await tx.get('photoSets', a.setId)) as PhotoSetRow | undefined;
  if (!set) return;
  const row: PhotoRow = {
    id: a.id,
    setId: a.setId,
    clientId: set.clientId,
    pose: a.pose,
    mime: a.mime,
    width: a.width,
    height: a.height,
    bytes: a.bytes,
    sha256: a.sha256,
    thumbSha256: a.thumbSha256,
    storedAt: null,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('photos', { ...row });
}

export async function removePhotoLocal(tx: LocalTx, a: PhotoRemoveArgs): Promise<void> {
  if (!(await tx.get('photos', a.id))) return;
  await tx.delete('photos', a.id);
}

/** This area's local mutators, by mutation name. */
export const photoMutators = {
  'photoSet.add': addPhotoSetLocal,
  'photoSet.edit': editPhotoSetLocal,
  'photoSet.remove': removePhotoSetLocal,
  'photo.add': addPhotoLocal,
  'photo.remove': removePhotoLocal,
} satisfies LocalMutators;
