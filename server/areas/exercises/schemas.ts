import { z } from 'zod';
import { categoryIdSchema } from '../../../domain/exercises/categories';
import { ExerciseRow } from '../../../domain/exercises/rows';
import { restDto } from '../../http/dto';

/**
 * An exercise as the REST API shows it (docs/rules/exercises.md "Exercise fields"): a trainer's own from its synced
 * row, and a global library exercise in the same shape (queries.ts globalView), which is why the source, the stamps
 * and the two links name what a library exercise has. The category's id is named as the request names it, its name
 * added in the caller's language; the import key is how a re-import finds its rows, nothing a caller reads.
 */
export const Exercise = restDto(ExerciseRow, {
  omit: ['importKey'],
  rename: { categoryId: 'exercise_category_id' },
  add: {
    source: z.enum(['own', 'customized', 'library']),
    created_at: z.string().nullable(),
    updated_at: z.string().nullable(),
    category: z.object({ id: categoryIdSchema, name: z.string() }),
    library_origin: z.enum(['global']).nullable(),
    customized_copy_id: z.string().nullable().describe('On a global exercise: the trainer\u2019s customized copy that hides it'),
  },
});
export const ExerciseDto = Exercise.schema;
export type ExerciseView = z.infer<typeof ExerciseDto>;
