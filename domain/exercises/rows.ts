import type { CategoryId } from './categories';
import type { EquipmentId } from './equipment';
import type { MuscleId } from './muscles';
import type { TrackingField } from './tracking';

/**
 * A trainer's own exercise as the device stores it and the pull sends it
 * (synced table `exercises`). The global library is not synced: it ships
 * with the app (domain/exercises/library.ts).
 */
export interface ExerciseRow {
  id: string;
  title: string;
  description: string | null;
  videoUrl: string | null;
  categoryId: CategoryId;
  trackingFields: TrackingField[];
  /** own: made by the trainer (or imported); customized: a copy of a global exercise that hides it (§4). */
  source: 'own' | 'customized';
  /** The global exercise (library slug) this is a customized copy of. */
  customizedFromId: string | null;
  /** The dedupe key of an imported exercise (domain/exercises/import.ts), so a re-import skips it. */
  importKey: string | null;
  equipment: EquipmentId[];
  muscles: MuscleId[];
  createdAt: string;
  updatedAt: string;
}
