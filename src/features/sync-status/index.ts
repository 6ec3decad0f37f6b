/** What other features use of sync-status: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { PendingBadge } from './PendingBadge';
export { useGuardedSignOut } from './useGuardedSignOut';
