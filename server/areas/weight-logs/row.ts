import { WeightLogRow } from '../../../domain/weight-logs/entity';
import type { weightLogs } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** A stored weight log in the device's shape (domain/weight-logs/entity.ts): what pull sends and REST wraps. Every field by convention (replication/row-mapper.ts). */
export const toWeightLogRow = rowMapper<WeightLogRow, typeof weightLogs.$inferSelect>(WeightLogRow);
