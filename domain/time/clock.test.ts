import { describe, expect, it } from 'vitest';
import { wallText } from '../notifications/texts';
import { withClock } from './clock';

describe('the 24-hour clock in every language', () => {
  it('shows a notification time as the calendar does (18:00, not 6:00 PM)', () => {
    expect(wallText('2026-12-03 18:05', 'en')).toContain('18:05');
    expect(wallText('2026-12-03 18:05', 'sk')).toContain('18:05');
    expect(wallText('2026-12-03 18:05', 'cz')).toContain('18:05');
    expect(wallText('2026-12-03 00:30', 'en')).toContain('00:30');
  });
  it('adds the clock only to formats that show a time of day', () => {
    expect(withClock({ dateStyle: 'medium' })).toEqual({ dateStyle: 'medium' });
    const en = new Intl.DateTimeFormat('en', withClock({ timeStyle: 'short', timeZone: 'UTC' }));
    expect(en.format(new Date('2026-12-03T18:05:00Z'))).toBe('18:05');
  });
});
