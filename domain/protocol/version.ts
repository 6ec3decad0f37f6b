/**
 * The protocol's constants, apart from its zod shapes (protocol.ts): the sync
 * engine reads these in the worker, which carries no zod.
 * Bump PROTOCOL_VERSION on any incompatible change of the shapes; the server
 * refuses other versions so an old worker can not corrupt data.
 */
export const PROTOCOL_VERSION = 2;
export const PUSH_MAX_MUTATIONS = 1000;
/** Rows per pull page: large enough that a first sync of a big space needs few round trips and Dexie transactions. */
export const PULL_PAGE_SIZE = 4000;
