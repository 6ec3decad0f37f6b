/**
 * Messages of the training plan area, in English (docs/rules/errors-and-limits.md "Messages"). Spread into
 * domain/messages.ts; the sk and cz texts live in src/features/plans/i18n.
 */
export const PLAN_MESSAGES = {
  // docs/rules/plans.md "Blocks and supersets": "Superset: 2 or more exercises."
  supersetMinExercises: 'A superset needs at least 2 exercises.',
  singleBlockOneExercise: 'A single exercise block holds exactly one exercise.',
  // docs/rules/plans.md "Client-specific plans": "Client-specific plan creation with no client".
  noClientsToAssign: 'No clients available to assign the plan to',
  roundsInvalid: 'Rounds must be a whole number from 1 to 100.',
  restInvalid: 'Rest must be a whole number of seconds from 0 to 3600.',
  setsInvalid: 'Sets must be a whole number from 1 to 50.',
  setTargetsCount: 'Give one set of targets for each set.',
  setMissing: 'This set is no longer in the plan.',
  exerciseUnknown: 'This exercise does not exist.',
  blockNameTooLong: 'The block name may not be longer than 120 characters.',
  categoryRequired: 'Choose a category.',
} as const;

export type PlanMessageKey = keyof typeof PLAN_MESSAGES;
