import { z } from 'zod';
import { categoryIdSchema } from './categories';
import { equipmentIdSchema } from './equipment';
import { muscleIdSchema } from './muscles';
import { trackingFieldSchema } from './tracking';


/**
 * A trainer's own exercise as the device stores it and the pull sends it
 * (synced table `exercises`). The global library is not synced: it ships
 * with the app (domain/exercises/library.ts).
 */
export const ExerciseRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  videoUrl: z.string().nullable(),
  categoryId: categoryIdSchema,
  trackingFields: z.array(trackingFieldSchema),
  /** own: made by the trainer (or imported); customized: a copy of a global exercise that hides it (docs/rules/exercises.md "Customizing"). */
  source: z.enum(['own', 'customized']),
  /** The global exercise (library slug) this is a customized copy of. */
  customizedFromId: z.string().nullable(),
  /** The dedupe key of an imported exercise (domain/exercises/import.ts), so a re-import skips it. */
  importKey: z.string().nullable(),
  equipment: z.array(equipmentIdSchema),
  muscles: z.array(muscleIdSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExerciseRow = z.infer<typeof ExerciseRow>;
