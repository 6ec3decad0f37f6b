/** What other features use of calendar: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { TrainerCalendar } from './TrainerCalendar';
export { place } from './layout';
