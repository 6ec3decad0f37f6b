/** What other features use of rest-timer: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { RestSettings } from './RestSettings';
export { formatClock } from './bar-rules';
export { useRestSettings } from './settings';
export { startRestTimer } from './store';
