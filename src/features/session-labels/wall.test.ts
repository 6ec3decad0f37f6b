import { describe, expect, it } from 'vitest';
import { calendarEntries } from '../../../domain/sessions/entries';
import { sessionRow } from '../../../tests/fixtures/session-rows';
import { place } from '../calendar';
import { sessionWall, zoneNote } from './wall';

// A workout a client started at 06:16 on a device in UTC, seen by a trainer in Bratislava (UTC+1 in January).
const row = sessionRow({ id: '0190a0b0-0000-7000-8000-0000000000d1', type: 'solo', date: '2025-01-15', time: '06:16', timeZone: 'UTC', startsAt: '2025-01-15T06:16:00.000Z', durationMinutes: 45 });
const [entry] = calendarEntries([row], [], [], '2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z');

describe('a session’s wall time', () => {
  it('reads a session kept in another zone on the trainer’s clock, the same time the calendar places it at', () => {
    const shown = sessionWall(entry!, 'Europe/Bratislava');
    expect(shown).toEqual({ date: '2025-01-15', time: '07:16', end: '08:01', zone: 'Europe/Bratislava' });
    const placed = place(entry!, 'Europe/Bratislava');
    expect([placed.date, placed.time]).toEqual([shown.date, shown.time]);
  });

  it('keeps the stored wall time when shown in its own zone, and a series row (no instant) always', () => {
    expect(sessionWall(entry!, null)).toEqual({ date: '2025-01-15', time: '06:16', end: '07:01', zone: 'UTC' });
    expect(sessionWall(entry!, 'UTC').time).toBe('06:16');
    expect(sessionWall({ date: '2025-01-15', time: '23:30', timeZone: 'Europe/Bratislava', durationMinutes: 60 }, 'UTC')).toEqual({ date: '2025-01-15', time: '23:30', end: '00:30', zone: 'Europe/Bratislava' });
  });

  it('crosses midnight into the trainer’s next day', () => {
    const late = sessionRow({ id: '0190a0b0-0000-7000-8000-0000000000d2', type: 'solo', date: '2025-07-01', time: '22:30', timeZone: 'UTC', startsAt: '2025-07-01T22:30:00.000Z', durationMinutes: 60 });
    const [e] = calendarEntries([late], [], [], '2025-07-01T00:00:00.000Z', '2025-08-01T00:00:00.000Z');
    expect(sessionWall(e!, 'Europe/Bratislava')).toMatchObject({ date: '2025-07-02', time: '00:30', end: '01:30' });
  });

  it('names the zone only when the device’s clock is in another', () => {
    expect(zoneNote('Europe/Bratislava', 'Europe/Bratislava')).toBe('');
    expect(zoneNote('Europe/Bratislava', 'America/New_York')).toBe(' (Europe/Bratislava)');
  });
});
