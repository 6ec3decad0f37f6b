/** The sync engine (architecture: "Sync protocol"). No DOM: worker and Node. */
export { createSyncEngine, type SyncEngine, type SyncEngineOptions, type SyncOutcome } from './engine';
export { applyLocalMutation, applyLocalMutations } from './write/entry';
export { rebase } from './rebase';
export { deriveSyncStatus, type SyncStatus } from './status';
export { openPokeStream } from './events';
export { backoffDelay } from './backoff';
export { createSyncWorkerApi, type SyncWorkerApi } from './worker-api';
