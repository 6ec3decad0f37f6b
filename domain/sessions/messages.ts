/**
 * Messages of the sessions and calendar area, in English (docs/rules/errors-and-limits.md "Messages"). To be
 * spread into domain/messages.ts; the sk and cz texts are in
 * src/features/calendar/i18n under "messages".
 */
export const SESSION_MESSAGES = {
  // docs/rules/sessions.md "Recurrence": "Recurrence: end date or max sessions required; day of month 1-31."
  recurrenceEndRequired: 'The end date or the maximum number of sessions is required.',
  recurrenceEndBoth: 'Give either an end date or a maximum number of sessions, not both.',
  dayOfMonthRange: 'The day of month must be between 1 and 31.',
  dayOfMonthRequired: 'Choose the day of the month.',
  weekdaysRequired: 'Choose at least one day of the week.',
  recurrenceIntervalInvalid: 'Repeat every 1 to 99 days, weeks or months.',
  maxSessionsInvalid: 'The maximum number of sessions must be a whole number from 1 to 500.',
  endDateBeforeStart: 'The end date may not be before the first session.',
  seriesHasNoSessions: 'This repetition gives no sessions.',
  seriesTooLong: 'A series may run for at most 10 years: choose an earlier end or fewer sessions.',
  // GET /api/training-sessions: a range is expanded day by day, so its length is limited (calendar.ts CALENDAR_RANGE_MAX_DAYS).
  calendarRangeReversed: 'The end date must not be before the start date.',
  calendarRangeTooLong: 'A date range may cover at most 366 days.',
  // docs/rules/sessions.md "Past sessions": "Sessions in the past cannot change date, time or recurrence".
  sessionInPast: 'This session is in the past: its date, time and repetition can no longer change.',
  sessionTypeInvalid: 'The selected session type is invalid.',
  sessionDateInvalid: 'Please enter a valid date.',
  sessionTimeInvalid: 'Please enter a valid time (HH:mm).',
  timeZoneInvalid: 'The selected time zone is not supported.',
  sessionDurationInvalid: 'The duration must be a whole number of minutes from 5 to 720.',
  clientsRequired: 'Choose a client.',
  oneClientOnly: 'An in-person or solo session has exactly one client.',
  tooManyClients: 'A session may have at most 200 clients.',
  planClientsMismatch: 'Give a plan (or none) for each client of the session, and only for them.',
  notAParticipant: 'This session is not yours to approve or decline.',
  progressTransitionInvalid: 'The session cannot move to this state.',
  // docs/rules/sessions.md "Approval" approvals given offline: the trainer moved the session meanwhile.
  sessionChanged: 'The trainer changed this session since you saw it. Please answer again.',
  seriesOccurrenceInvalid: 'The series has no session on this date.',
  occurrenceAlreadySession: 'This session of the series has already been started or edited on its own.',
  timeZoneUpdated: 'Time zone updated.',
} as const;

export type SessionMessageKey = keyof typeof SESSION_MESSAGES;

/** Error code of the past-session rule (docs/rules/sessions.md "Past sessions"), answered by the server and sync push. */
export const SESSION_IN_PAST = 'session_in_past' as const;
