import { MeasurementRow } from '../../../domain/measurements/entity';
import type { measurements } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** A stored entry in the device's shape (domain/measurements/entity.ts): what pull sends and REST wraps. Every field by convention (replication/row-mapper.ts). */
export const toMeasurementRow = rowMapper<MeasurementRow, typeof measurements.$inferSelect>(MeasurementRow);
