import type { MutationError } from '../../domain/protocol/protocol';
import type { SyncTableName } from '../../domain/protocol/tables';

export type { BlockExerciseRow, ClientRow, ExerciseRow, PlanBlockRow, ProfileRow, TrainingPlanRow, WeightLogRow } from '../../domain/protocol/rows';

/**
 * Rows of the entities later issues fill in (spec §3). Their fields follow
 * the spec; the tables exist now so the schema and the sync plumbing do not
 * change shape when the screens arrive. Instants are ISO strings in UTC;
 * session dates are local wall dates (YYYY-MM-DD) with the trainer's zone.
 */
export interface ExerciseCategoryRow {
  id: string;
  name: string;
}
export interface Recurrence {
  unit: 'days' | 'weeks' | 'months';
  interval: number;
  weekdays?: number[];
  dayOfMonth?: number;
  endDate?: string;
  maxSessions?: number;
}
export interface SessionRow {
  id: string;
  clientId: string | null;
  clientIds: string[];
  seriesId: string | null;
  title: string;
  type: 'in_person' | 'solo' | 'group';
  /** Local wall date and time in timeZone. */
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  notes: string | null;
  planByClient: Record<string, string>;
  approvalStatus: 'pending' | 'approved' | 'declined';
  progressStatus: 'not_started' | 'in_progress' | 'completed';
  updatedAt: string;
}
export interface SeriesRow {
  id: string;
  clientId: string | null;
  recurrence: Recurrence;
  approvalStatus: 'pending' | 'approved' | 'declined';
  updatedAt: string;
}
export interface SeriesExceptionRow {
  id: string;
  seriesId: string;
  occurrenceDate: string;
  exceptionDate: string | null;
}
export interface ExerciseSet {
  reps?: number;
  weight?: number;
  duration?: number;
  distance?: number;
  rpe?: number;
  assistance?: number;
}
export interface ExerciseLogRow {
  id: string;
  sessionId: string | null;
  exerciseId: string;
  clientId: string;
  sets: ExerciseSet[];
  notes: string | null;
  loggedAt: string;
}
export interface MealRow {
  id: string;
  title: string;
}
export interface MealPlanRow {
  id: string;
  title: string;
  clientId: string | null;
  mealIds: string[];
}
export interface MealLogRow {
  id: string;
  clientId: string;
  loggedAt: string;
  wasCompleted: boolean;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  waterMl: number | null;
  sessionId: string | null;
}
export interface NotificationRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
  readAt: string | null;
  createdAt: string;
}
export interface OnboardingRow {
  /** The trainer's user id: one row. */
  id: string;
  expanded: boolean;
  dismissedAt: string | null;
  steps: { id: string; source: 'manual' | 'auto'; completedAt: string | null }[];
}

/** A mutation waiting for the server (architecture: "Outbox"). */
export interface OutboxEntry {
  mutationId: number;
  deviceId: string;
  name: string;
  args: unknown;
  createdAt: string;
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
}

export type SyncMeta =
  | { key: 'deviceId'; value: string }
  /** Before protocol 2 the device id was kept under this key (read once, see ensureDeviceId). */
  | { key: 'clientId'; value: string }
  /** The last mutation id this device handed out (per client, +1 each). */
  | { key: 'lastLocalMutationId'; value: number }
  | { key: 'cursor'; value: string | null }
  | { key: 'net'; value: SyncNetState };
