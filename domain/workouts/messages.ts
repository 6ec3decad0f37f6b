import { MESSAGES } from '../messages';

/**
 * Messages of workout logging, in English. Import problems are templates with
 * i18next's {{name}} placeholders, so the app can translate them from key and
 * params. The notes rule reuses the text already in domain/messages.ts.
 */
export const WORKOUT_MESSAGES = {
  // docs/rules/workouts.md "Notes": "Exercise log notes: at most 500 characters."
  notesMax: MESSAGES.notesMax,
  setTypeInvalid: 'Choose warm-up, working, failure or drop set.',
  setEmpty: 'Enter at least one value for this set.',
  orderInvalid: 'The order must be a whole number, 0 or more.',
  // docs/rules/workouts.md "Who logs": "In in-person sessions the trainer logs exercises; in solo sessions the client logs."
  notTheLogger: 'In in-person and group sessions the trainer logs; in solo sessions the client does.',
  groupClientRequired: 'Choose which client of the group this log is for.',
  startClientOnly: 'Only a client starts a workout of their own.',
  listFilterRequired: 'Give a session or an exercise.',
  rangeInvalid: 'The end date must not be before the start date.',
  // a workout done earlier (manual log, history import)
  recordInFuture: 'A workout done earlier cannot start in the future.',
  recordClientRequired: 'Choose the client whose workout this is.',
  // history import: the file as a whole
  importFormatUnknown: 'This file is not a Strong or Hevy export.',
  importColumnsMissing: 'The file lacks the column(s) {{columns}}.',
  importUnclosedQuote: 'A quoted cell is not closed; the rest of the file was read as one cell.',
  // history import: rows
  importDateInvalid: 'The date "{{value}}" could not be read; the row was skipped.',
  importExerciseMissing: 'The row names no exercise; it was skipped.',
  importNumberInvalid: 'The {{column}} "{{value}}" is not a number 0 or more; the row was skipped.',
  importSetTypeUnknown: 'Unknown set type "{{value}}"; the row was skipped.',
  importRestTimer: 'A rest timer entry, not a set; the row was skipped.',
  importSetEmpty: 'The set has no weight, reps, distance or time; the row was skipped.',
  importRpeDropped: 'The RPE "{{value}}" is not between 1 and 10; it was left out.',
  importDurationDropped: 'The duration "{{value}}" could not be read; the workout has no end time.',
  importDuplicateSet: 'Same set as line {{other}}; the row was skipped.',
} as const;

export type WorkoutMessageKey = keyof typeof WORKOUT_MESSAGES;
