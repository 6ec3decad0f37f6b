/** docs/rules/clients.md "Goals"; a custom text is allowed too ("or custom"). */
export const CLIENT_GOALS = [
  'weightloss',
  'musclegain',
  'maintenance',
  'strengthtraining',
  'endurance',
  'flexibility',
  'generalfitness',
  'rehabilitation',
  'sportsperformance',
] as const;
export type ClientGoal = (typeof CLIENT_GOALS)[number];

/** Custom goals are free text up to this length. */
export const GOAL_MAX = 100;

export function isListedGoal(goal: string | null | undefined): goal is ClientGoal {
  return !!goal && (CLIENT_GOALS as readonly string[]).includes(goal);
}
