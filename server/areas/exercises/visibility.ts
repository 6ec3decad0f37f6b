import { sql, type SQL } from 'drizzle-orm';
import { blockExercises, exercises } from '../../db/schema';

/**
 * The trainer's exercises a client-role viewer sees: those a live block
 * exercise of one of their plans uses (a plan shows its exercises' names,
 * tracking fields and videos). server/replication/tables.ts uses it as the pull's
 * client filter of `exercises`.
 */
export function exercisesUsedByClients(clientIds: string[]): SQL {
  if (clientIds.length === 0) return sql`false`;
  const ids = `{${clientIds.join(',')}}`;
  return sql`exists (select 1 from ${blockExercises} be where be.exercise_id = ${exercises.id}::text and be.client_id = any(${ids}::uuid[]) and be.deleted_at is null)`;
}
