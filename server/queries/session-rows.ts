import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../domain/sessions/rows';
import type { seriesExceptions, sessionSeries, trainingSessions } from '../db/schema';

/** Stored sessions, series and exceptions in the device's shape (domain/sessions/rows.ts), and back. */

type SessionRecord = typeof trainingSessions.$inferSelect;
type SeriesRecord = typeof sessionSeries.$inferSelect;
type ExceptionRecord = typeof seriesExceptions.$inferSelect;

const shared = (r: SessionRecord | SeriesRecord) => ({
  id: r.id,
  title: r.title,
  type: r.type,
  clientIds: r.clientIds,
  planByClient: r.planByClient,
  date: r.date,
  time: r.time,
  timeZone: r.timeZone,
  durationMinutes: r.durationMinutes,
  notes: r.notes,
  approvalByClient: r.approvalByClient,
  scheduleVersion: r.scheduleVersion,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function toSessionRow(r: SessionRecord): TrainingSessionRow {
  return {
    ...shared(r),
    progressStatus: r.progressStatus,
    startsAt: r.startsAt.toISOString(),
    seriesId: r.seriesId,
    occurrenceDate: r.occurrenceDate,
  };
}

export function toSeriesRow(r: SeriesRecord): SessionSeriesRow {
  return { ...shared(r), recurrence: r.recurrence };
}

export function toExceptionRow(r: ExceptionRecord): SeriesExceptionRow {
  return {
    id: r.id,
    seriesId: r.seriesId,
    clientIds: r.clientIds,
    scheduleVersion: r.scheduleVersion,
    occurrenceDate: r.occurrenceDate,
    kind: r.kind,
    changes: r.changes,
    approvalByClient: r.approvalByClient,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The stored columns of a device-shaped row (stamps, space and clocks are the writer's). */
const fieldsOf = (r: TrainingSessionRow | SessionSeriesRow) => ({
  title: r.title,
  type: r.type,
  clientIds: r.clientIds,
  planByClient: r.planByClient,
  date: r.date,
  time: r.time,
  timeZone: r.timeZone,
  durationMinutes: r.durationMinutes,
  notes: r.notes,
  approvalByClient: r.approvalByClient,
  scheduleVersion: r.scheduleVersion,
});

export const sessionValues = (r: TrainingSessionRow) => ({
  ...fieldsOf(r),
  startsAt: new Date(r.startsAt),
  progressStatus: r.progressStatus,
  seriesId: r.seriesId,
  occurrenceDate: r.occurrenceDate,
});

export const seriesValues = (r: SessionSeriesRow) => ({ ...fieldsOf(r), recurrence: r.recurrence });

export const exceptionValues = (r: SeriesExceptionRow) => ({
  seriesId: r.seriesId,
  clientIds: r.clientIds,
  occurrenceDate: r.occurrenceDate,
  kind: r.kind,
  changes: r.changes,
  approvalByClient: r.approvalByClient,
  scheduleVersion: r.scheduleVersion,
});
