import type { CalendarEntry } from '../../../domain/sessions/entries';

/**
 * The session create/edit dialog (spec §2 "session create/edit dialog").
 * `create` opens an empty form prefilled with a slot; `entry` edits the
 * calendar entry clicked (a single session or one occurrence of a series).
 */
export interface SessionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A new session: its wall date and time in the trainer's zone, optionally a client picked already. */
  create?: { date: string; time: string; clientId?: string };
  /** Edit this calendar entry. */
  entry?: CalendarEntry;
}

// Placeholder until the dialog lands: renders nothing.
export function SessionDialog(_props: SessionDialogProps) {
  return null;
}
