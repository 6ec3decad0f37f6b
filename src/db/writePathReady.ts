import { loadWritePath, type WritePath } from '../../replica/load-write-path';

/** How often a tab that could not fetch the write path tries again when nothing else tells it to. */
const RETRY_MS = 5000;

let waiting: Promise<WritePath> | null = null;

/**
 * The write path once it can be had. It is fetched on the first write, not at
 * start (replica/load-write-path.ts); a tab that is offline before the service
 * worker has precached it (a first visit, or service workers blocked) cannot
 * fetch it yet. The write is journaled meanwhile (journal.ts) and waits here:
 * it runs as soon as the chunk loads, when the network comes back, when the
 * service worker takes over the tab, or at the latest check, and a page that
 * ends first leaves it to the next start's replay.
 */
export function writePathWhenReady(): Promise<WritePath> {
  waiting ??= new Promise<WritePath>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let trying = false;
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const cleanUp = () => {
      clearTimeout(timer);
      if (typeof window === 'undefined') return;
      window.removeEventListener('online', attempt);
      worker?.removeEventListener('controllerchange', attempt);
    };
    function attempt() {
      if (trying) return;
      trying = true;
      clearTimeout(timer);
      loadWritePath().then(
        (w) => {
          cleanUp();
          resolve(w);
        },
        () => {
          trying = false;
          timer = setTimeout(attempt, RETRY_MS);
        },
      );
    }
    if (typeof window !== 'undefined') {
      window.addEventListener('online', attempt);
      worker?.addEventListener('controllerchange', attempt);
    }
    attempt();
  });
  return waiting;
}
