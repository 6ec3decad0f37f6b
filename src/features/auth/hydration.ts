import { useSyncExternalStore } from 'react';

/**
 * True while the sign-in entry (entry.tsx) hydrates a pre-rendered page. What
 * the pre-rendered HTML can not know (a message in the address) waits for the
 * end of it, so the hydrating render matches the page. Server renders and the
 * app's own renders are never hydrating.
 */
let hydrating = false;
const listeners = new Set<() => void>();

export function startHydrating(): void {
  hydrating = true;
}

export function doneHydrating(): void {
  hydrating = false;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const snapshot = () => hydrating;

export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
