export type WritePath = typeof import('./write-path');

let loaded: WritePath | null = null;
let loading: Promise<WritePath> | null = null;

/**
 * The write path (write-path.ts) as a chunk of its own, fetched the first time
 * something writes or replays a pending write. Await it before opening a Dexie
 * transaction: awaiting a fetch inside one would let IndexedDB commit it early.
 * Offline it comes from the service worker's precache like every other chunk.
 */
export function loadWritePath(): Promise<WritePath> {
  loading ??= import('./write-path').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The write path if it has loaded already (for code inside a transaction); null otherwise. */
export function writePathLoaded(): WritePath | null {
  return loaded;
}
