import { prefetchWritePath } from '../../replica/load-write-path';

const EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Fetches the write path at the user's first tap or key on a signed-in
 * screen: a write usually follows, and its chunk is then on its way before
 * the form is even open. Nothing is fetched for a visit that only looks.
 */
export function prefetchWritePathOnFirstInput(): () => void {
  if (typeof window === 'undefined') return () => {};
  const onInput = () => {
    stop();
    prefetchWritePath();
  };
  const stop = () => EVENTS.forEach((e) => window.removeEventListener(e, onInput, true));
  EVENTS.forEach((e) => window.addEventListener(e, onInput, { capture: true, passive: true }));
  return stop;
}
