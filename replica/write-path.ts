/**
 * What writing needs and reading does not: every mutation's schema and target
 * (domain/mutations, with the rules and the exercise library they check
 * against) and the local mutators. Loaded on demand (load-write-path.ts), so a
 * device that only reads and syncs, as on a first visit, never fetches it.
 */
export { isMutationName, mutationTarget } from '../domain/mutations/registry';
export { runLocalMutator } from './mutators';
// Validating a write, and the transaction that records it (and the clocks and ids it stamps), for the one write entry
// (write/entry.ts) and the journal's replay.
export { commitWrites, parseWrites } from './write/commit';
