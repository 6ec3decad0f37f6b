import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'available' | 'installed' | 'unavailable';

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function standalone(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(display-mode: standalone)').matches;
}

function state(): InstallState {
  if (installed || standalone()) return 'installed';
  return offer ? 'available' : 'unavailable';
}

/**
 * The browser fires beforeinstallprompt once per page load, possibly before
 * any settings screen exists, so it is caught from the start (this module is
 * loaded by the entry, src/main.tsx) and kept for the "Install app" entry.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    emit();
  });
}

/** Shows the browser's install dialog; true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const e = offer;
  if (!e) return false;
  offer = null;
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') installed = true;
  emit();
  return outcome === 'accepted';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    state,
    () => 'unavailable' as InstallState,
  );
}
