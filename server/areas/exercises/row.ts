import { ExerciseRow } from '../../../domain/exercises/rows';
import type { exercises } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** A stored exercise in the device's shape (domain/exercises/rows.ts): what pull sends and REST wraps. Every field by convention (replication/row-mapper.ts). */
export const toExerciseRow = rowMapper<ExerciseRow, typeof exercises.$inferSelect>(ExerciseRow);
