import { z } from 'zod';
import { ENTITIES } from '../entities';
import { isHlc } from './hlc';
import { ProfileRow } from './rows';
import { SYNC_TABLES, type SyncTableName } from './tables';
import { PUSH_MAX_MUTATIONS } from './version';

/**
 * The sync protocol (architecture: "Sync protocol", after Replicache).
 * Bump PROTOCOL_VERSION (version.ts) on any incompatible change of these shapes.
 */
export { PROTOCOL_VERSION, PULL_FIRST_PAGE_SIZE, PULL_PAGE_SIZE, PUSH_MAX_MUTATIONS } from './version';

/** The device (one local database) a request comes from; made once per database, bound to its user. */
const deviceIdField = z.uuid();

export const MutationEnvelope = z.object({
  /** Per device, +1 each, starting at 1. */
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  args: z.unknown(),
  /** When the user made it (device clock; informative only). */
  createdAt: z.string().max(40).optional(),
  /** When the edit was made, as the device's hybrid logical clock (hlc.ts): a later edit of a field wins. */
  hlc: z.string().refine(isHlc).optional(),
  /** The field clocks of the edited row as the device had it: edits the device had not seen are concurrent with this one. */
  seen: z.record(z.string().max(100), z.string().refine(isHlc)).optional(),
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
  /** Fields of this edit that a later edit from another device had already set: they keep the later value. */
  lost: z.array(z.lazy(() => LostEdit)).optional(),
});
export type MutationResult = z.infer<typeof MutationResult>;

/** One result per mutation handled, in order; a gap ends the list early. */
export const PushResponse = z.object({ results: z.array(MutationResult) });
export type PushResponse = z.infer<typeof PushResponse>;

/**
 * An edit of one field that did not stand: a later edit from another device
 * set it (conflicts never pass silently; the device shows both values).
 */
export const LostEdit = z.object({
  table: z.enum(SYNC_TABLES),
  rowId: z.string(),
  field: z.string(),
  /** This device's value, which did not stand. */
  yours: z.unknown(),
  /** The value the row keeps. */
  kept: z.unknown(),
});
export type LostEdit = z.infer<typeof LostEdit>;

/** A lost edit the server tells the device about later, on its next pull: its value was replaced by a concurrent, later edit. */
export const SyncNotice = LostEdit.extend({ id: z.number().int(), at: z.string() });
export type SyncNotice = z.infer<typeof SyncNotice>;

export const PullRequest = z.object({
  deviceId: deviceIdField,
  cursor: z.string().max(16_384).nullable(),
  /** The last notice this device stored: the server forgets it and those before. */
  noticesAck: z.number().int().nonnegative().optional(),
  /** The device reads NDJSON: a download of several pages may come in one answer, a page a line (server/http/pull-stream.ts). */
  stream: z.boolean().optional(),
});
export type PullRequest = z.infer<typeof PullRequest>;

/** One change of a pulled page: the full row for put, { id } for del. */
export type Change = ChangeOf<'put'> | ChangeOf<'del'>;
// Two members rather than op: 'put' | 'del': a union of more than 25 table-op pairs is too many for TypeScript to check against the schema.
interface ChangeOf<Op extends 'put' | 'del'> {
  table: SyncTableName;
  op: Op;
  row: Record<string, unknown> & { id: string };
}

/** The changes as the API documents them: a put carries its entity's row as declared (domain/entities.ts). */
const putOf = (table: string, row: z.ZodType) => z.object({ table: z.literal(table), op: z.literal('put'), row });
export const ChangeSchema = z.union([
  putOf('profile', ProfileRow.meta({ id: 'ProfileRow' })),
  ...ENTITIES.map((e) => putOf(e.name, pulledRow(e).meta({ id: rowSchemaName(e.name) }))),
  z.object({ table: z.enum(SYNC_TABLES), op: z.literal('del'), row: z.object({ id: z.string() }) }),
]);

/** A row as pulled: an entity with editable fields also carries when each was last edited (hlc.ts). */
function pulledRow(e: (typeof ENTITIES)[number]): z.ZodType {
  const row = e.row as unknown as z.ZodObject;
  return e.editable ? row.extend({ clocks: z.record(z.string(), z.string()).describe('Field -> clock of its last edit') }) : row;
}

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
  /** On the first page of a download from scratch that needs more pages: about how many changes follow (for a progress bar). */
  remaining: z.number().int().nonnegative().optional(),
  /** The server's clock: the device moves its own past it (hlc.ts). */
  hlc: z.string().optional(),
  /** Edits of this device that a concurrent, later edit replaced since its last pull. */
  notices: z.array(SyncNotice).optional(),
});
export type PullResponse = Omit<z.infer<typeof PullResponse>, 'changes'> & { changes: Change[] };
