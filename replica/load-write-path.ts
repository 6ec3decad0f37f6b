export type WritePath = typeof import('./write-path');

let loaded: WritePath | null = null;
let loading: Promise<WritePath> | null = null;

/**
 * The write path (write-path.ts) as a chunk of its own, fetched the first time
 * something writes or replays a pending write (a tab also asks for it at the
 * user's first tap or key, src/db/prefetchWritePath.ts). Await it before
 * opening a Dexie transaction: awaiting a fetch inside one would let IndexedDB
 * commit it early. Offline it comes from the service worker's precache like
 * every other chunk (the worker takes over a first visit's tab once
 * installed); a tab it does not control yet keeps its writes journaled until
 * the chunk can be fetched (write/ready.ts).
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

/** Loads the write path now, ahead of a write; a failure (offline already) is left for the write to try again. */
export function prefetchWritePath(): void {
  if (!loaded) void loadWritePath().catch(() => {});
}
