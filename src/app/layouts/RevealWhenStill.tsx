import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** The screen shows once its DOM has not changed for this long (its live queries have answered)... */
const STILL_MS = 120;
/** ...or after this long at most. */
const MAX_HIDDEN_MS = 800;

/**
 * `cover` while `hold`; then the screen, rendered hidden first and shown once
 * it stops changing: its cards each read the device database and appear one
 * after another a moment after the screen mounts, each pushing the next ones
 * down (layout shift). Hidden, the screen settles unseen; shown, it appears
 * whole. `atOnce`: shown as soon as held no more (the page showed a screen
 * already: later ones show directly).
 */
export function RevealWhenStill({ cover, hold, atOnce, children }: { cover: ReactNode; hold: boolean; atOnce: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(atOnce);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (shown || hold || !el) return;
    const show = () => startTransition(() => setShown(true));
    let still = setTimeout(show, STILL_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(still);
      still = setTimeout(show, STILL_MS);
    });
    observer.observe(el, { childList: true, subtree: true, characterData: true, attributes: true });
    const latest = setTimeout(show, MAX_HIDDEN_MS);
    return () => {
      observer.disconnect();
      clearTimeout(still);
      clearTimeout(latest);
    };
  }, [shown, hold]);
  return (
    <>
      {shown ? null : cover}
      {hold ? null : (
        <div ref={ref} className="screen-reveal" hidden={!shown}>
          {children}
        </div>
      )}
    </>
  );
}
