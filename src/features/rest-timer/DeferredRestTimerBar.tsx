import { useRef, useSyncExternalStore } from 'react';
import { loadOnFirstUse } from '../../ui/loadOnFirstUse';
import type { RestPhase } from './bar-rules';
import { restTimerStore } from './store';

const Bar = loadOnFirstUse<{ shownFrom?: RestPhase }>(() => import('./RestTimerBar').then((m) => m.RestTimerBar), { isOpen: () => true });
const active = () => restTimerStore.get().timer.state !== 'idle';

/**
 * The layout's rest timer bar, fetched once a rest runs (the logging screen
 * starts it; a reload finds it in the store), not with every first screen.
 */
export function DeferredRestTimerBar() {
  const running = useSyncExternalStore(restTimerStore.subscribe, active, active);
  // A rest started while this was on screen is announced as it was when the bar was always there.
  const idleAtMount = useRef(!running);
  if (!running) {
    idleAtMount.current = true;
    return null;
  }
  return <Bar shownFrom={idleAtMount.current ? 'idle' : undefined} />;
}
