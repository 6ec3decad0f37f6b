/** What other features use of calendar-feed: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { CalendarFeedSettings } from './CalendarFeedSettings';
