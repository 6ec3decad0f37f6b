import { v7 as uuidv7 } from 'uuid';
import type { RepwiseDb } from './db/schema';
import type { SyncMeta, SyncNetState } from './db/types';

type MetaValue<K extends SyncMeta['key']> = Extract<SyncMeta, { key: K }>['value'];

export async function getMeta<K extends SyncMeta['key']>(db: RepwiseDb, key: K): Promise<MetaValue<K> | undefined> {
  const entry = (await db.syncMeta.get(key)) as { value: MetaValue<K> } | undefined;
  return entry?.value;
}

export async function setMeta<K extends SyncMeta['key']>(db: RepwiseDb, key: K, value: MetaValue<K>): Promise<void> {
  await db.syncMeta.put({ key, value } as SyncMeta);
}

/**
 * The device's sync identity: made once per database, kept in it (call inside
 * a transaction covering syncMeta). Databases made before protocol 2 kept it
 * under 'clientId'; it is carried over, because the server numbers this
 * device's mutations under it and a new id would strand the outbox.
 */
export async function ensureDeviceId(db: RepwiseDb): Promise<string> {
  const existing = (await getMeta(db, 'deviceId')) ?? (await getMeta(db, 'clientId'));
  if (existing) {
    await setMeta(db, 'deviceId', existing);
    return existing;
  }
  const id = uuidv7();
  await setMeta(db, 'deviceId', id);
  return id;
}

export const INITIAL_NET: SyncNetState = { online: true, error: null, lastSyncedAt: null };
