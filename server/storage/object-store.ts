/**
 * Where the server keeps files that are not rows (progress photos): one
 * interface, the local disk under DATA_DIR by default and an S3-compatible
 * bucket when configured (README "Configuration", docs/deploying.md "Object storage").
 * Objects are never served by a public address: a route reads one after its
 * own access check and answers with the bytes.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key, replacing what was there: a replayed put leaves one object. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when the key holds none. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a key that holds none is fine (a delete may be replayed). */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix, sorted (a client's photos when the client is deleted). */
  list(prefix: string): Promise<string[]>;
}

export interface ObjectInfo {
  contentType: string;
  size: number;
}

/** Read it once, either way. */
export interface StoredObject extends ObjectInfo {
  stream(): ReadableStream<Uint8Array>;
  bytes(): Promise<Uint8Array>;
}

export class ObjectKeyError extends Error {
  constructor(key: string) {
    super(`not an object key: ${JSON.stringify(key).slice(0, 200)}`);
    this.name = 'ObjectKeyError';
  }
}

/**
 * A segment starts with a letter or digit, so no key names `.`, `..` or a
 * hidden file (the disk store keeps its temporary files under `.tmp/`), and
 * holds only characters that mean the same on every disk and in every URL.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY = 512;

/**
 * Keys are made by the server, never taken from a request, but a key is a
 * path on disk: one that could leave the store's folder is refused anyway.
 */
export function checkKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY || !key.split('/').every((s) => SEGMENT.test(s))) {
    throw new ObjectKeyError(key);
  }
  return key;
}

/** A prefix is whole segments, each but maybe the last ending in `/`; '' lists everything. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Content types as a browser sends them (`image/webp`), nothing that could split a header. */
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

export function checkContentType(type: string): string {
  if (!CONTENT_TYPE.test(type)) throw new Error(`not a content type: ${JSON.stringify(type).slice(0, 200)}`);
  return type;
}
