import type { CategoryId } from './categories';
import type { EquipmentId } from './equipment';
import type { LocalizedNames } from './localized';
import type { MuscleId } from './muscles';
import type { TrackingField } from './tracking';

/** An exercise of the global library shipped with Repwise (issue 4, point 3): apart from library.ts, so the data (library-data.ts) and the schema need not import each other. */
export interface LibraryExercise {
  /** Stable slug, e.g. 'barbell-back-squat'; never reused for another exercise. */
  id: string;
  names: LocalizedNames;
  categoryId: CategoryId;
  equipment: readonly EquipmentId[];
  primaryMuscles: readonly MuscleId[];
  secondaryMuscles: readonly MuscleId[];
  trackingFields: readonly TrackingField[];
  description?: string;
}
