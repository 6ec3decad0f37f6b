import { StoredExerciseLogRow, StoredSetRow } from '../../../domain/workouts/entity';
import type { exerciseLogs, exerciseSets } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** A stored exercise log in the device's shape (domain/workouts/entity.ts): what pull sends and REST wraps. Every field by convention (replication/row-mapper.ts). */
export const toExerciseLogRow = rowMapper<StoredExerciseLogRow, typeof exerciseLogs.$inferSelect>(StoredExerciseLogRow);

/** A stored set in the device's shape, likewise. */
export const toSetRow = rowMapper<StoredSetRow, typeof exerciseSets.$inferSelect>(StoredSetRow);
