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
/**
 * Rows on the first page of a download from scratch (a reset): a small first page reaches the device sooner, and the
 * device writes it while the server reads the next page, instead of both waiting for a full page. Writing rows into
 * IndexedDB is the slowest step of a first sync, so starting it early is what shortens it.
 */
export const PULL_FIRST_PAGE_SIZE = 1000;
