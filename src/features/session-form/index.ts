/** What other features use of session-form: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export type { SessionDialogProps } from './SessionDialog';
