/**
 * Hand-run timing check, not a test: `npx tsx domain/sessions/expand.timing.ts`.
 * Budget: 200 series over a year well under 20 ms once warm.
 */
import { expandAll } from './expand';
import type { SessionSeriesRow } from './rows';
import type { Weekday } from './wall-time';

const zones = ['Europe/Bratislava', 'Europe/Prague', 'America/New_York'];
const series: SessionSeriesRow[] = Array.from({ length: 200 }, (_, i) => ({
  id: `s${i}`,
  title: 'Session',
  type: 'in_person',
  clientIds: ['c'],
  planByClient: { c: null },
  date: `2025-0${1 + (i % 9)}-1${i % 10}`,
  time: `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  timeZone: zones[i % zones.length]!,
  durationMinutes: 60,
  notes: null,
  recurrence:
    i % 4 === 3
      ? { unit: 'months', interval: 1, weekdays: [], dayOfMonth: 1 + (i % 31), endDate: null, maxSessions: 36 }
      : { unit: 'weeks', interval: 1 + (i % 2), weekdays: [(i % 5) as Weekday, ((i % 5) + 3) as Weekday], dayOfMonth: null, endDate: i % 3 ? '2027-12-31' : null, maxSessions: i % 3 ? null : 300 },
  approvalByClient: { c: 'approved' },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}));

for (let run = 1; run <= 20; run++) {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const n = expandAll(series, [], '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z').length;
  const used = process.cpuUsage(cpu);
  // CPU time too: on a shared machine the wall clock mostly measures the neighbours.
  console.log(`run ${run}: ${n} sessions in ${(performance.now() - t).toFixed(1)} ms (cpu ${((used.user + used.system) / 1000).toFixed(1)} ms)`);
}
