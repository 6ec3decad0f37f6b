import { ENTITIES, type EntityName } from '../entities';

/**
 * The tables the pull speaks of: the signed-in user's `profile` (one row,
 * not an entity of any space) and every declared entity (domain/entities.ts).
 */
export const SYNC_TABLES = ['profile', ...ENTITIES.map((e) => e.name)] as ['profile', ...EntityName[]];
export type SyncTableName = 'profile' | EntityName;

export function isSyncTable(name: string): name is SyncTableName {
  return (SYNC_TABLES as readonly string[]).includes(name);
}

/** The global exercise library is a space of its own, shared read-only by every trainer. */
export const GLOBAL_LIBRARY_SPACE_ID = '00000000-0000-7000-8000-000000000001';
