import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../../domain/sessions/rows';
import type { seriesExceptions, sessionSeries, trainingSessions } from '../../db/schema';

/** Stored sessions, series and exceptions in the device's shape (domain/sessions/rows.ts), and back. */

type SessionRecord = typeof trainingSessions.$inferSelect;
type SeriesRecord = typeof sessionSeries.$inferSelect;
type ExceptionRecord = typeof seriesExceptions.$inferSelect;

/** The fields sessions and series share, named alike in the table and the device's row: read and written by the same pick. */
const pick = <R extends Pick<SessionSeriesRow, (typeof SHARED)[number]>>(r: R) =>
  Object.fromEntries(SHARED.map((k) => [k, r[k]])) as Pick<SessionSeriesRow, (typeof SHARED)[number]>;
const SHARED = ['title', 'type', 'clientIds', 'planByClient', 'date', 'time', 'timeZone', 'durationMinutes', 'notes', 'billable', 'approvalByClient', 'scheduleVersion'] as const;

const shared = (r: SessionRecord | SeriesRecord) => ({ id: r.id, ...pick(r), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export function toSessionRow(r: SessionRecord): TrainingSessionRow {
  return {
    ...shared(r),
    progressStatus: r.progressStatus,
    startsAt: r.startsAt.toISOString(),
    seriesId: r.seriesId,
    occurrenceDate: r.occurrenceDate,
    priceByClient: r.priceByClient,
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

const fieldsOf = (r: TrainingSessionRow | SessionSeriesRow) => pick(r);

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
