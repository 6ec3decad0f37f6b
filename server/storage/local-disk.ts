import { type FileHandle, mkdir, open, readdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { checkContentType, checkKey, checkPrefix, type ObjectInfo, type ObjectStore, type StoredObject } from './object-store';

/**
 * Each object is one file, `<root>/<key>`, that starts with a short header
 * naming its content type, so the bytes and their type are replaced together
 * by one rename. A put writes a temporary file in `<root>/.tmp/`, syncs it
 * and renames it into place: a reader sees the old object or the new one,
 * never half of one, and a crash leaves at most a temporary file.
 */
const MAGIC = 'repwise-object 1\n';
const HEADER_MAX = 512;
const CHUNK = 256 * 1024;
/** Temporary files this old were left by a process that stopped mid-write. */
const STALE_TMP_MS = 60 * 60 * 1000;

export function localDiskStore(folder: string): ObjectStore {
  const root = resolve(folder);
  const tmpDir = join(root, '.tmp');
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));
  let swept = false;

  async function readHeader(path: string): Promise<(ObjectInfo & { offset: number }) | null> {
    let fh;
    try {
      fh = await open(path, 'r');
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
    try {
      return await headerOf(fh, path);
    } finally {
      await fh.close();
    }
  }

  return {
    kind: 'local',

    async put(key, bytes, contentType) {
      const path = pathOf(key);
      const header = Buffer.from(`${MAGIC}${checkContentType(contentType)}\n`, 'latin1');
      await mkdir(tmpDir, { recursive: true });
      if (!swept) {
        swept = true;
        await sweepTmp(tmpDir);
      }
      const tmp = join(tmpDir, randomUUID());
      const fh = await open(tmp, 'wx');
      try {
        // writeFile writes until every byte is down (a single write may write fewer).
        await fh.writeFile(Buffer.concat([header, bytes]));
        await fh.sync();
      } finally {
        await fh.close();
      }
      // A delete of the folder's last object removes the folder: make it again and retry.
      for (let attempt = 0; ; attempt++) {
        await mkdir(dirname(path), { recursive: true });
        try {
          await rename(tmp, path);
          return;
        } catch (e) {
          if (!isMissing(e) || attempt >= 3) {
            await unlink(tmp).catch(() => {});
            throw e;
          }
        }
      }
    },

    async get(key) {
      const path = pathOf(key);
      const info = await readHeader(path);
      if (!info) return null;
      const meta = { contentType: info.contentType, size: info.size };
      let used = false;
      // The body is read from a file opened anew, its header read again: a put
      // in between replaces the file whole, and its bytes start where its own header ends.
      const body = () => {
        if (used) throw new Error('an object is read once');
        used = true;
        return bodyOf(path);
      };
      return {
        ...meta,
        stream: () => Readable.toWeb(Readable.from(body())) as ReadableStream<Uint8Array>,
        async bytes() {
          const chunks: Uint8Array[] = [];
          for await (const chunk of body()) chunks.push(chunk);
          return new Uint8Array(Buffer.concat(chunks));
        },
      } satisfies StoredObject;
    },

    async head(key) {
      const info = await readHeader(pathOf(key));
      return info && { contentType: info.contentType, size: info.size };
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (e) {
        if (!isMissing(e)) throw e;
        return;
      }
      // Empty folders go with their last object (a deleted client's folder), up to the root.
      for (let dir = dirname(path); dir !== root && dir.startsWith(root + sep); dir = dirname(dir)) {
        try {
          await rmdir(dir);
        } catch {
          break;
        }
      }
    },

    async list(prefix) {
      checkPrefix(prefix);
      // Walk only the folder the prefix's whole segments name.
      const cut = prefix.lastIndexOf('/');
      const base = cut < 0 ? root : join(root, ...prefix.slice(0, cut).split('/'));
      const keys = (await walk(base)).map((p) => relative(root, p).split(sep).join('/'));
      return keys.filter((k) => k.startsWith(prefix) && !k.startsWith('.tmp/')).sort();
    },
  };
}

async function headerOf(fh: FileHandle, path: string): Promise<ObjectInfo & { offset: number }> {
  const buf = Buffer.alloc(HEADER_MAX);
  const { bytesRead } = await fh.read(buf, 0, HEADER_MAX, 0);
  const text = buf.subarray(0, bytesRead).toString('latin1');
  const end = text.indexOf('\n', MAGIC.length);
  if (!text.startsWith(MAGIC) || end < 0) throw new Error(`${path} is not an object file`);
  const offset = end + 1;
  return { contentType: text.slice(MAGIC.length, end), size: (await fh.stat()).size - offset, offset };
}

async function* bodyOf(path: string): AsyncGenerator<Uint8Array> {
  const fh = await open(path, 'r');
  try {
    let position = (await headerOf(fh, path)).offset;
    for (;;) {
      const buf = Buffer.alloc(CHUNK);
      const { bytesRead } = await fh.read(buf, 0, CHUNK, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield buf.subarray(0, bytesRead);
    }
  } finally {
    await fh.close();
  }
}

async function walk(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (e) {
    if (isMissing(e) || (e as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw e;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(p)));
    else if (entry.isFile()) out.push(p);
  }
  return out;
}

async function sweepTmp(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const p = join(dir, name);
    const s = await stat(p).catch(() => null);
    if (s && now - s.mtimeMs > STALE_TMP_MS) await unlink(p).catch(() => {});
  }
}

function isMissing(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
