/** What other features use of notifications: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { NotificationSettings } from './NotificationSettings';
