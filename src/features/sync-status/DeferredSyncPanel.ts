import { afterFirstScreen } from '../../ui/afterFirstScreen';

/**
 * The sync panel (a Radix dialog) loads once the frame shows, not before it;
 * SyncIndicator fetches it then, so it opens offline too.
 */
export const DeferredSyncPanel = afterFirstScreen(() => import('./SyncPanel').then((m) => m.SyncPanel));
