import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { HabitRow } from '../../domain/habits/entity';
import { openUserDb } from '../../replica/db/schema';
import { UserDbContextProvider } from '../../src/db/context';
import { HabitsCard } from '../../src/features/habits/HabitsCard';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translations } from '../../src/i18n/resources';

/**
 * A bench-only page (never part of the app's build): the client's habits card
 * as the dashboard shows it, over the device database, with three habits and
 * a year of entries; a hook on window taps a habit's tick and times it to the
 * first frame showing it ticked, and taps a button that does nothing, timed
 * to its next frame (the floor: what any tap costs here).
 */
const clientId = '0190a1b2-0000-7000-8000-00000000c0de';
const ids = ['0190a1b2-0000-7000-8000-0000000000a1', '0190a1b2-0000-7000-8000-0000000000a2', '0190a1b2-0000-7000-8000-0000000000a3'];
const db = openUserDb(`bench-${Date.now()}`);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

async function seed(): Promise<void> {
  await db.profile.put({ id: '0190a1b2-0000-7000-8000-00000000beef', name: 'Bench', email: 'b@x.test', role: 'client', language: 'en', registrationStatus: 'active', emailVerifiedAt: null, clientId, timeZone: zone });
  const at = new Date().toISOString();
  const start = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const base = { clientId, unit: null, target: null, startsOn: start, endsOn: null, paused: [], starterId: null, createdAt: at, updatedAt: at };
  const habits: HabitRow[] = [
    { ...base, id: ids[0]!, name: 'No sweets', kind: 'done', schedule: { type: 'daily' } },
    { ...base, id: ids[1]!, name: 'Steps', kind: 'number', unit: 'steps', target: 8000, schedule: { type: 'daily' } },
    { ...base, id: ids[2]!, name: 'Outdoor walk', kind: 'done', schedule: { type: 'timesPerWeek', times: 3 } },
  ];
  await db.habits.bulkPut(habits);
  const entries = [];
  for (let d = 1; d <= 365; d++) {
    const date = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    entries.push({ id: `e0-${date}`, habitId: ids[0]!, clientId, date, done: d % 5 !== 0, value: null, createdAt: at, updatedAt: at });
    entries.push({ id: `e1-${date}`, habitId: ids[1]!, clientId, date, done: false, value: 6000 + (d % 7) * 600, createdAt: at, updatedAt: at });
    if (d % 2) entries.push({ id: `e2-${date}`, habitId: ids[2]!, clientId, date, done: true, value: null, createdAt: at, updatedAt: at });
  }
  await db.habitEntries.bulkPut(entries);
}

// The texts whole, not through the app's parts (their loader is a plugin of the app's own build).
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: translations.en } }, interpolation: { escapeValue: false }, initAsync: false });
void seed().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <UserDbContextProvider value={db}>
        <button type="button" id="noop" onClick={() => undefined}>
          Nothing
        </button>
        <HabitsCard />
      </UserDbContextProvider>
    </StrictMode>,
  );
});

const nextFrame = (t0: number) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - t0)));

/** Taps the first habit's tick: from the tap to the button showing the new state (dom), and to the first frame after it (frame). */
function tick(): Promise<{ dom: number; frame: number }> {
  const button = document.querySelector<HTMLButtonElement>('[data-testid="habit-tick"]')!;
  const want = button.getAttribute('aria-pressed') === 'true' ? 'false' : 'true';
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (button.getAttribute('aria-pressed') !== want) return;
      observer.disconnect();
      const dom = performance.now() - t0;
      void nextFrame(t0).then((frame) => resolve({ dom, frame }));
    });
    observer.observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
    const t0 = performance.now();
    button.click();
  });
}

/** The floor: a tap on a button that does nothing, to the next frame. */
function noop(): Promise<number> {
  const t0 = performance.now();
  document.querySelector<HTMLButtonElement>('#noop')!.click();
  return nextFrame(t0);
}

(window as unknown as { __bench: unknown }).__bench = {
  tick,
  noop,
  // Polled by the bench: true once the card shows its habits.
  ready: () => !!document.querySelector('[data-testid="habit-tick"]'),
};
