import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { v7 as uuidv7 } from 'uuid';
import { applyLocalMutation } from '../../src/db';
import { UserDbContextProvider } from '../../src/db/context';
import { usePendingIds } from '../../src/db/hooks';
import { useWeightLogs } from '../../src/features/weight-logs/useWeightLogs';
import { openUserDb } from '../../replica/db/schema';
import { WeightList } from '../../src/features/weight-logs/WeightList';
import { initI18n } from '../../src/i18n/i18n';
import { translations } from '../../src/i18n/resources';

/**
 * A bench-only page (never part of the app's build): the weight list the app
 * shows, bound to the device database by the same live query hooks, and a
 * hook on window that writes through applyLocalMutation and times how long
 * the new row takes to reach the DOM and the next frame.
 */
interface Timing {
  dom: number;
  frame: number;
  /** When applyLocalMutation resolved (its transaction committed). */
  committed: number;
}

const clientId = '0190a1b2-0000-7000-8000-00000000c0de';
const db = openUserDb(`bench-${Date.now()}`);

function List() {
  const rows = useWeightLogs(clientId);
  const pending = usePendingIds('weightLogs');
  return rows ? <WeightList rows={rows} pendingIds={pending} /> : null;
}

initI18n('en', { en: translations.en });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UserDbContextProvider value={db}>
      <List />
    </UserDbContextProvider>
  </StrictMode>,
);

function write(kg: number): Promise<Timing> {
  const label = `${kg} kg`;
  return new Promise((resolve, reject) => {
    let t0 = 0;
    let committed = NaN;
    const observer = new MutationObserver(() => {
      const first = document.querySelector('[data-testid="weight-row"] .weight-row-value');
      if (!first?.textContent?.includes(label)) return;
      observer.disconnect();
      const dom = performance.now() - t0;
      requestAnimationFrame(() => {
        const frame = performance.now() - t0;
        void done.then(() => resolve({ dom, frame, committed }));
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    t0 = performance.now();
    const done = applyLocalMutation(db, 'weightLog.create', { id: uuidv7(), clientId, weightKg: kg, loggedAt: new Date().toISOString() }).then(() => {
      committed = performance.now() - t0;
    }, reject);
  });
}

(window as unknown as { __bench: unknown }).__bench = { write, ready: () => db.open().then(() => true) };
