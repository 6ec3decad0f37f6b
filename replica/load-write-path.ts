export type WritePath = typeof import('./write-path');

let loaded: WritePath | null = null;
let loading: Promise<WritePath> | null = null;

/**
 * The write path (write-path.ts) as a chunk of its own, fetched the first time
 * something writes or replays a pending write. Await it before opening a Dexie
 * transaction: awaiting a fetch inside one would let IndexedDB commit it early.
 * Offline it comes from the service worker's precache like every other chunk,
 * but a tab the service worker does not control yet (a first visit) has no
 * precache to fall back on: prefetchWritePath() loads it as soon as the app
 * runs signed in, so it is in memory before the network goes.
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

/**
 * Loads the write path now, beside the app's first data, so a first write made
 * offline does not need the network: not at idle, since a user (or a test) may
 * lose the signal as soon as the screen shows. A failure (offline already) is
 * left for the next call or the first write to try again.
 */
export function prefetchWritePath(): void {
  if (!loaded) void loadWritePath().catch(() => {});
}
