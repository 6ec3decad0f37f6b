import { loadOnFirstUse } from '../../ui/loadOnFirstUse';

/** The sync panel (a Radix dialog) loads when the user reaches for the indicator or the banner's button, not with the frame. */
export const DeferredSyncPanel = loadOnFirstUse(() => import('./SyncPanel').then((m) => m.SyncPanel));
