import type { ExerciseRow } from '../../../domain/exercises/rows';
import type { exercises } from '../../db/schema';

/** A stored exercise in the device's shape (domain/exercises/rows.ts): what pull sends and REST wraps. */
export function toExerciseRow(r: typeof exercises.$inferSelect): ExerciseRow {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    videoUrl: r.videoUrl,
    categoryId: r.categoryId,
    trackingFields: r.trackingFields,
    source: r.source,
    customizedFromId: r.customizedFromId,
    importKey: r.importKey,
    equipment: r.equipment,
    muscles: r.muscles,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
