import { offsetAt } from '../domain/time/time-zone';

/**
 * The first Intl date format a page makes costs its thread 40-65 ms on a
 * desktop (four times that on a phone): ICU loads its date and time-zone data,
 * once per process, for every thread of it. The tab's first screen formats
 * dates (time-zone.ts, the calendar, the cards), and paid that in the middle
 * of its first render. Made here, in the sync worker, which starts as the
 * app's entry runs (src/sync-session/startEarly.ts), the load is done off the
 * main thread by the time the screen needs it (the tab's first format then
 * takes 1-8 ms). After a task, so the engine's start goes first.
 */
export function warmIntlSoon(): void {
  setTimeout(() => {
    try {
      // The same format the tab's zone arithmetic makes first, in this browser's zone.
      offsetAt(new Intl.DateTimeFormat().resolvedOptions().timeZone, Date.now());
      // Numbers have data of their own (2-3 ms more, first made by the dashboard's counts and percent).
      new Intl.NumberFormat(undefined, { style: 'percent' }).format(0.5);
    } catch {
      // No Intl time zones here: nothing to warm, the tab formats as before.
    }
  }, 0);
}
