import { join } from 'node:path';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { localDiskStore } from './local-disk';
import type { ObjectStore } from './object-store';
import { s3Store } from './s3';

/** The S3-compatible bucket when S3_BUCKET is set, otherwise `DATA_DIR/objects`, so `npm start` needs nothing. */
export function createObjectStore(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? s3Store(config.s3) : localDiskStore(join(config.dataDir, 'objects'));
}

const byCtx = new WeakMap<AppContext, ObjectStore>();

/** The server's object store, one per context (as paymentsOf is). */
export function objectStoreOf(ctx: AppContext): ObjectStore {
  let store = byCtx.get(ctx);
  if (!store) {
    store = createObjectStore(ctx.config);
    byCtx.set(ctx, store);
  }
  return store;
}

/** Removes every object under the prefix (a deleted client's photos). */
export async function deletePrefix(store: ObjectStore, prefix: string): Promise<number> {
  const keys = await store.list(prefix);
  for (const key of keys) await store.delete(key);
  return keys.length;
}

/**
 * Copies every object under the prefix from one store to another, with its
 * content type (moving from the disk to a bucket, docs/deploying.md "Object
 * storage"). Puts are idempotent, so a copy cut short is simply run again.
 */
export async function copyObjects(from: ObjectStore, to: ObjectStore, prefix = ''): Promise<number> {
  const keys = await from.list(prefix);
  for (const key of keys) {
    const obj = await from.get(key);
    if (obj) await to.put(key, await obj.bytes(), obj.contentType);
  }
  return keys.length;
}

export { checkKey, ObjectKeyError, type ObjectInfo, type ObjectStore, type StoredObject } from './object-store';
