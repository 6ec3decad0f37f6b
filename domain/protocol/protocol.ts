import { z } from 'zod';
import { ENTITIES } from '../entities';
import { ProfileRow } from './rows';
import { SYNC_TABLES, type SyncTableName } from './tables';

/**
 * The sync protocol (architecture: "Sync protocol", after Replicache).
 * Bump PROTOCOL_VERSION on any incompatible change of these shapes; the
 * server refuses other versions so an old worker can not corrupt data.
 */
export const PROTOCOL_VERSION = 2;
export const PUSH_MAX_MUTATIONS = 1000;
/** Rows per pull page: large enough that a first sync of a big space needs few round trips and Dexie transactions. */
export const PULL_PAGE_SIZE = 4000;

/** The device (one local database) a request comes from; made once per database, bound to its user. */
const deviceIdField = z.uuid();

export const MutationEnvelope = z.object({
  /** Per device, +1 each, starting at 1. */
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  args: z.unknown(),
  /** When the user made it (device clock; informative only). */
  createdAt: z.string().max(40).optional(),
});
export type MutationEnvelope = z.infer<typeof MutationEnvelope>;

export const PushRequest = z.object({
  protocolVersion: z.number().int(),
  deviceId: deviceIdField,
  mutations: z.array(MutationEnvelope).max(PUSH_MAX_MUTATIONS),
});
export type PushRequest = z.infer<typeof PushRequest>;

export const MutationError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type MutationError = z.infer<typeof MutationError>;

export const MutationResult = z.object({
  id: z.number().int(),
  status: z.enum(['ok', 'alreadyProcessed', 'error']),
  error: MutationError.optional(),
});
export type MutationResult = z.infer<typeof MutationResult>;

/** One result per mutation handled, in order; a gap ends the list early. */
export const PushResponse = z.object({ results: z.array(MutationResult) });
export type PushResponse = z.infer<typeof PushResponse>;

export const PullRequest = z.object({
  deviceId: deviceIdField,
  cursor: z.string().max(16_384).nullable(),
});
export type PullRequest = z.infer<typeof PullRequest>;

/** One change of a pulled page: the full row for put, { id } for del. */
export interface Change {
  table: SyncTableName;
  op: 'put' | 'del';
  row: Record<string, unknown> & { id: string };
}

/** The changes as the API documents them: a put carries its entity's row as declared (domain/entities.ts). */
const putOf = (table: string, row: z.ZodType) => z.object({ table: z.literal(table), op: z.literal('put'), row });
export const ChangeSchema = z.union([
  putOf('profile', ProfileRow.meta({ id: 'ProfileRow' })),
  ...ENTITIES.map((e) => putOf(e.name, e.row.meta({ id: rowSchemaName(e.name) }))),
  z.object({ table: z.enum(SYNC_TABLES), op: z.literal('del'), row: z.object({ id: z.string() }) }),
]);

/** 'trainingPlans' -> 'TrainingPlanRow': the component name of an entity's row in /api/openapi.json. */
export function rowSchemaName(entity: string): string {
  const singular = entity.endsWith('ies') ? `${entity.slice(0, -3)}y` : entity.replace(/s$/, '');
  return `${singular[0]!.toUpperCase()}${singular.slice(1)}Row`;
}

export const PullResponse = z.object({
  cursor: z.string(),
  /** The last mutation of this device the server has processed, as of the changes sent. */
  lastMutationId: z.number().int().nonnegative(),
  /** The device must clear its synced tables before applying these changes. */
  reset: z.boolean().optional(),
  changes: z.array(ChangeSchema),
  /** More pages follow: pull again at once with the new cursor. */
  hasMore: z.boolean(),
});
export type PullResponse = Omit<z.infer<typeof PullResponse>, 'changes'> & { changes: Change[] };
