/** Below this share of their habits met this week, a client is "slipping" on the trainer's dashboard (docs/rules/habits.md "Adherence"). */
export const SLIPPING_THRESHOLD = 0.6;
