/** What other features use of feedback: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { FeedbackSettings } from './FeedbackSettings';
