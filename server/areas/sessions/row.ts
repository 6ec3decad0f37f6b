import { seriesExceptionRowSchema, sessionSeriesRowSchema, trainingSessionRowSchema } from '../../../domain/sessions/rows';
import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../../domain/sessions/rows';
import { seriesExceptions, sessionSeries, trainingSessions } from '../../db/schema';
import { rowMapper, valuesMapper, type StoredValues } from '../../replication/row-mapper';

/** Stored sessions, series and exceptions in the device's shape (domain/sessions/rows.ts), and back: every field by convention (replication/row-mapper.ts). */

export const toSessionRow = rowMapper<TrainingSessionRow, typeof trainingSessions.$inferSelect>(trainingSessionRowSchema);
export const toSeriesRow = rowMapper<SessionSeriesRow, typeof sessionSeries.$inferSelect>(sessionSeriesRowSchema);
export const toExceptionRow = rowMapper<SeriesExceptionRow, typeof seriesExceptions.$inferSelect>(seriesExceptionRowSchema);

/**
 * A session's values as the session commands (and a workout's start or
 * record) store them. Its price per client is session.setPrice's alone
 * (server/areas/billing/commands/session-price.ts): a save of the session
 * never writes it, so a new one starts unpriced.
 */
export const sessionValues = valuesMapper<TrainingSessionRow, StoredValues<typeof trainingSessions, 'priceByClient'>>(trainingSessionRowSchema, trainingSessions, {
  priceByClient: () => ({}),
});

export const seriesValues = valuesMapper<SessionSeriesRow, StoredValues<typeof sessionSeries>>(sessionSeriesRowSchema, sessionSeries);

export const exceptionValues = valuesMapper<SeriesExceptionRow, StoredValues<typeof seriesExceptions>>(seriesExceptionRowSchema, seriesExceptions);
