/**
 * The sync engine for a tab with no worker (engineHandle.ts), a chunk of its own. Named apart from the
 * worker's files: the js-weight bench tells the worker's chunks by "worker" in their names.
 */
export { createSyncWorkerApi } from '../../replica/worker-api';
