/**
 * The synced tables, named as the local database (Dexie) names them. The
 * pull protocol speaks these names; the server maps its SQL tables to them.
 * Spec §3 has one table per entity; `profile` is the signed-in user.
 */
export const SYNC_TABLES = [
  'profile',
  'clients',
  'exercises',
  'exerciseCategories',
  'trainingPlans',
  'planBlocks',
  'blockExercises',
  'sessions',
  'series',
  'seriesExceptions',
  'exerciseLogs',
  'weightLogs',
  'meals',
  'mealPlans',
  'mealLogs',
  'notifications',
  'onboarding',
] as const;
export type SyncTableName = (typeof SYNC_TABLES)[number];

export function isSyncTable(name: string): name is SyncTableName {
  return (SYNC_TABLES as readonly string[]).includes(name);
}

/**
 * Time-series tables: only rows whose instant (or date) falls in the sync
 * window are pulled (see window.ts). Values name the field holding the instant.
 */
export const WINDOWED_FIELDS: Partial<Record<SyncTableName, string>> = {
  weightLogs: 'loggedAt',
  sessions: 'date',
  exerciseLogs: 'loggedAt',
  mealLogs: 'loggedAt',
  notifications: 'createdAt',
};

/** The global exercise library is a space of its own, shared read-only by every trainer. */
export const GLOBAL_LIBRARY_SPACE_ID = '00000000-0000-7000-8000-000000000001';
