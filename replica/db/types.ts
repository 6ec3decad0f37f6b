import type { MutationError } from '../../domain/protocol/protocol';
import type { SyncTableName } from '../../domain/protocol/tables';

export type { BlockExerciseRow, ClientRow, ExerciseRow, PlanBlockRow, ProfileRow, TrainingPlanRow, WeightLogRow } from '../../domain/protocol/rows';

/** A mutation waiting for the server (architecture: "Outbox"). */
export interface OutboxEntry {
  mutationId: number;
  deviceId: string;
  name: string;
  args: unknown;
  createdAt: string;
  /** When the edit was made, by this device's hybrid logical clock (domain/protocol/hlc.ts). */
  hlc?: string;
  /** The edited row's field clocks as this device had them: what the edit had seen. */
  seen?: Record<string, string>;
  /** pending: not yet answered; error: the server rejected it (shown in "needs attention" until pulled past). */
  status: 'pending' | 'error';
  error?: MutationError;
}

/** A mutation the server rejected, kept until the user retries or discards it. */
export interface RejectedMutation {
  mutationId: number;
  name: string;
  args: unknown;
  error: MutationError;
  createdAt: string;
  /** The row it was about as the server has it now (null: the server has no such row); undefined until the next pull. */
  serverRow?: Record<string, unknown> | null;
  target: { table: SyncTableName; id: string };
}

/**
 * The server's version of a row that pending mutations changed locally
 * (null: the server has no such row). Rebase restores these before applying
 * pulled changes and replaying what is still pending; the keys double as
 * the set of rows that show a pending badge.
 */
export interface PendingRow {
  key: string;
  table: SyncTableName;
  id: string;
  base: Record<string, unknown> | null;
}

/** The engine's connection state, persisted so every tab's UI can show it. */
export interface SyncNetState {
  /** The last request reached the server. */
  online: boolean;
  /** Why syncing stopped working, as an error code (unauthenticated, forbidden, server, unsupported_protocol ...). */
  error: string | null;
  lastSyncedAt: string | null;
  /**
   * The server answered 402 (the trainer's trial ended or a payment is due,
   * docs/rules/errors-and-limits.md "Payment required (402)"): pushing stopped with the outbox kept whole. `error` holds the
   * code (trial_expired, subscription_required, payment_required); the app
   * goes to /trial-expired with this link. Cleared by the next round that
   * gets through.
   */
  payment?: { code: string; checkoutUrl: string | null; at: string } | null;
}

/**
 * An edit of this device that did not stand: a later edit from another
 * device set the field (told by the push's answer, or by a later pull when
 * a later edit replaced it). Shown in the needs-attention list with both
 * values until the user dismisses it.
 */
export interface SyncNoticeRow {
  key: string;
  table: SyncTableName;
  rowId: string;
  field: string;
  yours: unknown;
  kept: unknown;
  at: string;
}

export type SyncMeta =
  | { key: 'deviceId'; value: string }
  /** Before protocol 2 the device id was kept under this key (read once, see ensureDeviceId). */
  | { key: 'clientId'; value: string }
  /** The last mutation id this device handed out (per client, +1 each). */
  | { key: 'lastLocalMutationId'; value: number }
  | { key: 'cursor'; value: string | null }
  | { key: 'net'; value: SyncNetState }
  /** This device's hybrid logical clock: the last edit's, or past the last one received. */
  | { key: 'hlc'; value: string }
  /** The last server notice stored in `notices`, and the last the server was told of. */
  | { key: 'noticesStored'; value: number }
  | { key: 'noticesAcked'; value: number }
  /**
   * A bulk write in progress (a history import): no sync round starts before
   * this time (ms since epoch), so rounds neither push nor rebase under a
   * half-written import. It expires by itself if the tab that set it dies.
   */
  | { key: 'holdUntil'; value: number }
  /**
   * A download from scratch of more than one page, while it runs: changes
   * applied, about how many in all, and when it started (ms since epoch). The
   * app shows a progress bar from it; null once the last page is in.
   */
  | { key: 'download'; value: DownloadProgress | null }
  /**
   * A tab's write recorded in its journal (replica/write/journal.ts) before it
   * started: the mutation ids it got, written in its own transaction, so a
   * replay of the journal after a reload applies it at most once.
   */
  | { key: `journal:${string}`; value: number[] };

export interface DownloadProgress {
  done: number;
  total: number;
  startedAt: number;
}
