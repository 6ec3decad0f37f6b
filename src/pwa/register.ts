import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js (built from src/pwa/sw.ts) through workbox-window, from
 * the app's own script: the CSP allows no inline registration snippet. A new
 * version waits until the user accepts the update prompt (registerType
 * 'prompt'), so a form being filled in is never reloaded away.
 */
let wb: Workbox | null = null;
let updateReady = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (wb || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateReady = true;
    emit();
  });
  wb.register()
    .then((registration) => {
      // Long-lived tabs (an installed app left open) look for a new version now and then.
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    })
    .catch(() => {
      // No service worker (private mode, blocked): the app still works online.
    });
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

export function dismissUpdate(): void {
  updateReady = false;
  emit();
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => updateReady,
    () => false,
  );
}
