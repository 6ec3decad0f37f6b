import './zod-jitless';
import { expose } from 'comlink';
import { createSyncWorkerApi } from '../replica/worker-api';
import { warmIntlSoon } from './warm-intl';

/**
 * The sync engine in its own thread (architecture: "A sync engine in a Web
 * Worker"): the tab starts it with the signed-in user and token (src/sync-session)
 * and keeps reading and writing the same IndexedDB database itself.
 */
expose(createSyncWorkerApi());
warmIntlSoon();
