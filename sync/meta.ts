import { v7 as uuidv7 } from 'uuid';
import type { RepwiseDb } from '../src/db/schema';
import type { SyncMeta, SyncNetState } from '../src/db/types';

type MetaValue<K extends SyncMeta['key']> = Extract<SyncMeta, { key: K }>['value'];

export async function getMeta<K extends SyncMeta['key']>(db: RepwiseDb, key: K): Promise<MetaValue<K> | undefined> {
  const entry = (await db.syncMeta.get(key)) as { value: MetaValue<K> } | undefined;
  return entry?.value;
}

export async function setMeta<K extends SyncMeta['key']>(db: RepwiseDb, key: K, value: MetaValue<K>): Promise<void> {
  await db.syncMeta.put({ key, value } as SyncMeta);
}

/** The device's sync identity: made once per database, kept in it (call inside a transaction covering syncMeta). */
export async function ensureClientId(db: RepwiseDb): Promise<string> {
  const existing = await getMeta(db, 'clientId');
  if (existing) return existing;
  const id = uuidv7();
  await setMeta(db, 'clientId', id);
  return id;
}

export const INITIAL_NET: SyncNetState = { online: true, error: null, lastSyncedAt: null };
