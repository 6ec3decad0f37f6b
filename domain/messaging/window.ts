import { DAY_MS, utcDayOf } from '../protocol/window';

/** docs/rules/messaging.md "On the device": a device holds this many days of messages back. */
export const MESSAGE_WINDOW_DAYS = 90;

/** The oldest instant a device holds messages from (the pull's window, in whole UTC days): before it, the thread loads from the server or says it can not. */
export function messagesOnDeviceFrom(now: Date | number): Date {
  return new Date((utcDayOf(now) - MESSAGE_WINDOW_DAYS) * DAY_MS);
}
