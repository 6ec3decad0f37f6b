import { defineEntity } from '../protocol/entity';
import { seriesExceptionRowSchema, sessionSeriesRowSchema, trainingSessionRowSchema } from './rows';

/**
 * The sessions area's synced entities (docs/rules/sessions.md "Sessions", Recurring
 * series, Series exception). All three live in the trainer's space and are
 * seen by each client their `clientIds` lists (a group session lists several;
 * a client removed from the list is told by a removal, migration 0008).
 *
 * - `sessions`: single sessions, and series occurrences made concrete
 *   (seriesId + occurrenceDate) when one is started, logged or edited on its
 *   own; windowed by their start instant (`startsAt`).
 * - `series`: a repeating session; its occurrences are expanded on the device
 *   (expand.ts), so a series is one row whatever its length. Not windowed.
 * - `seriesExceptions`: one occurrence of a series cancelled, changed or
 *   answered on its own; carries its series' clientIds so visibility needs no
 *   join, and goes with its series.
 *
 * A deleted client's single-client sessions and series go with them; a group
 * loses that client only (server/areas/clients/commands/cascade.ts and
 * replica/mutators/clients.ts, since `parent` takes one field, not an array).
 */
export const sessionEntity = defineEntity({
  name: 'sessions',
  sqlName: 'training_sessions',
  order: 10,
  row: trainingSessionRowSchema,
  space: 'spaceId',
  client: { arrayField: 'clientIds' },
  window: 'startsAt',
  indexes: ['date', 'startsAt', 'seriesId', '*clientIds', '[seriesId+occurrenceDate]'],
  editable: ['title', 'notes'],
});

export const seriesEntity = defineEntity({
  name: 'series',
  sqlName: 'session_series',
  order: 11,
  row: sessionSeriesRowSchema,
  space: 'spaceId',
  client: { arrayField: 'clientIds' },
  indexes: ['*clientIds'],
  editable: ['title', 'notes'],
});

export const seriesExceptionEntity = defineEntity({
  name: 'seriesExceptions',
  sqlName: 'series_exceptions',
  order: 12,
  row: seriesExceptionRowSchema,
  space: 'spaceId',
  client: { arrayField: 'clientIds' },
  indexes: ['seriesId', '[seriesId+occurrenceDate]', '*clientIds'],
  parent: { entity: 'series', field: 'seriesId' },
});
