import { z } from 'zod';
import { LOCALES } from '../constants';
import { CATEGORY_IDS, categoryIdSchema } from './categories';
import { equipmentIdSchema } from './equipment';
import { muscleIdSchema } from './muscles';
import { trackingFieldsSchema } from './tracking';
import { LIBRARY_DATA } from './library-data';
import type { LibraryExercise } from './library-exercise';

export type { LibraryExercise } from './library-exercise';

export const MIN_PER_CATEGORY = 8;

const name = z.string().trim().min(2).max(120);

export const libraryExerciseSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  names: z.strictObject({ en: name, sk: name, cz: name }),
  categoryId: categoryIdSchema,
  equipment: z.array(equipmentIdSchema).min(1),
  primaryMuscles: z.array(muscleIdSchema).min(1),
  secondaryMuscles: z.array(muscleIdSchema),
  trackingFields: trackingFieldsSchema,
  description: z.string().trim().min(1).max(300).optional(),
});

/** The whole library: unique ids and English names, every category well covered, no muscle both primary and secondary. */
export const librarySchema = z.array(libraryExerciseSchema).superRefine((list, ctx) => {
  const seen = { id: new Set<string>(), en: new Set<string>() };
  list.forEach((e, i) => {
    if (seen.id.has(e.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate id ${e.id}` });
    seen.id.add(e.id);
    const en = e.names.en.toLowerCase();
    if (seen.en.has(en)) ctx.addIssue({ code: 'custom', path: [i, 'names', 'en'], message: `duplicate name ${e.names.en}` });
    seen.en.add(en);
    for (const m of e.secondaryMuscles) {
      if (e.primaryMuscles.includes(m)) ctx.addIssue({ code: 'custom', path: [i, 'secondaryMuscles'], message: `${m} is primary` });
    }
    for (const locale of LOCALES) {
      if (e.names[locale] !== e.names[locale].trim()) ctx.addIssue({ code: 'custom', path: [i, 'names', locale], message: 'untrimmed' });
    }
  });
  for (const c of CATEGORY_IDS) {
    const n = list.filter((e) => e.categoryId === c).length;
    if (n < MIN_PER_CATEGORY) ctx.addIssue({ code: 'custom', path: [], message: `${c} has ${n} exercises` });
  }
});

export const GLOBAL_EXERCISES: readonly LibraryExercise[] = LIBRARY_DATA;

const byId = new Map(GLOBAL_EXERCISES.map((e) => [e.id, e]));

export function libraryExercise(id: string): LibraryExercise | undefined {
  return byId.get(id);
}
