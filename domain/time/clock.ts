/**
 * Every time of day Repwise shows uses the 24-hour clock, in every language:
 * the calendar's grid and its session chips are 24-hour, and a notification
 * saying 6:00 PM about a session the calendar shows at 18:00 reads as two
 * different times. Pass it to every Intl format that shows an hour.
 */
export const CLOCK = { hourCycle: 'h23' } as const satisfies Intl.DateTimeFormatOptions;

/** The options with the clock convention added when they show a time of day. */
export function withClock(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return options.timeStyle || options.hour ? { ...options, ...CLOCK } : options;
}
