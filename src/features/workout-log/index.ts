/** What other features use of workout-log: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { showNumber } from './SetRowView';
