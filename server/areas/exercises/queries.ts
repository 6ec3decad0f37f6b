import { and, eq, inArray, isNull } from 'drizzle-orm';
import { categoryName } from '../../../domain/exercises/categories';
import { GLOBAL_EXERCISES, libraryExercise, type LibraryExercise } from '../../../domain/exercises/library';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import { filterExercises, visibleExercises } from '../../../domain/exercises/visibility';
import type { Locale } from '../../../domain/constants';
import { isOwnExerciseId } from '../../../domain/plans/mutations';
import type { Db } from '../../db/database';
import { exercises } from '../../db/schema';
import { NotFound } from '../../errors';
import { toExerciseRow } from './row';
import { Exercise, type ExerciseView } from './schemas';

export type { ExerciseView } from './schemas';

export function ownView(r: ExerciseRow, language: Locale): ExerciseView {
  return Exercise.from(r, {
    source: r.source,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    category: { id: r.categoryId, name: categoryName(r.categoryId, language) },
    library_origin: null,
    customized_copy_id: null,
  });
}

export function globalView(g: LibraryExercise, language: Locale, customizedCopyId: string | null = null): ExerciseView {
  return {
    id: g.id,
    title: g.names[language],
    description: g.description ?? null,
    video_url: null,
    exercise_category_id: g.categoryId,
    category: { id: g.categoryId, name: categoryName(g.categoryId, language) },
    tracking_fields: [...g.trackingFields],
    source: 'library',
    library_origin: 'global',
    customized_copy_id: customizedCopyId,
    customized_from_id: null,
    equipment: [...g.equipment],
    muscles: [...g.primaryMuscles],
    created_at: null,
    updated_at: null,
  };
}

/** The trainer's live own and customized exercises. */
export async function ownExercises(db: Db, trainerId: string): Promise<ExerciseRow[]> {
  const rows = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.spaceId, trainerId), isNull(exercises.deletedAt)));
  return rows.map(toExerciseRow).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * GET /api/exercises: own exercises first, then the global ones the trainer
 * has not customized (docs/rules/exercises.md "Customizing"), optionally of one category and matching a search
 * (in the trainer's language and English, diacritics ignored).
 */
export async function exerciseLibrary(db: Db, trainerId: string, language: Locale, q: { categoryId?: string; search?: string }): Promise<ExerciseView[]> {
  const own = await ownExercises(db, trainerId);
  const shown = visibleExercises(GLOBAL_EXERCISES, own);
  const searchable = shown.map((e) => ('names' in e ? { e, names: e.names, categoryId: e.categoryId } : { e, title: e.title, categoryId: e.categoryId }));
  const picked = filterExercises(searchable, { query: q.search, categoryId: q.categoryId ?? null, language });
  return picked.map(({ e }) => ('names' in e ? globalView(e, language) : ownView(e, language)));
}

/** GET /api/exercises/{id}: an own exercise by uuid, or a global one by slug. */
export async function exerciseById(db: Db, trainerId: string, language: Locale, id: string): Promise<ExerciseView> {
  if (isOwnExerciseId(id)) {
    const [row] = await db
      .select()
      .from(exercises)
      .where(and(eq(exercises.id, id.toLowerCase()), eq(exercises.spaceId, trainerId), isNull(exercises.deletedAt)))
      .limit(1);
    if (!row) throw new NotFound();
    return ownView(toExerciseRow(row), language);
  }
  const g = libraryExercise(id);
  if (!g) throw new NotFound();
  const [copy] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.spaceId, trainerId), eq(exercises.customizedFromId, g.id), isNull(exercises.deletedAt)))
    .limit(1);
  return globalView(g, language, copy?.id ?? null);
}

/** The exercises a set of plans uses, by id (own rows even if deleted since, so a plan still names them). */
export async function exercisesByIds(db: Db, spaceIds: string[], ids: Iterable<string>, language: Locale): Promise<Map<string, ExerciseView>> {
  const out = new Map<string, ExerciseView>();
  const own: string[] = [];
  for (const id of new Set(ids)) {
    if (isOwnExerciseId(id)) own.push(id);
    else {
      const g = libraryExercise(id);
      if (g) out.set(id, globalView(g, language));
    }
  }
  if (own.length && spaceIds.length) {
    const rows = await db
      .select()
      .from(exercises)
      .where(and(inArray(exercises.id, own), inArray(exercises.spaceId, spaceIds)));
    for (const r of rows) out.set(r.id, ownView(toExerciseRow(r), language));
  }
  return out;
}
