import type { LocalMutators } from './types';
import { customizedCopyOf } from '../../domain/exercises/customize';
import type { ExerciseRow } from '../../domain/exercises/rows';
import type {
  ExerciseCreateArgs,
  ExerciseCustomizeArgs,
  ExerciseDeleteArgs,
  ExerciseImportManyArgs,
  ExerciseUpdateArgs,
} from '../../domain/exercises/mutations';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/exercises/commands: the same rows on the device, at
 * once. Permission checks and import-key dedupe across devices stay on the
 * server; whatever it refuses or skips disappears with the next rebase.
 */

function newRow(tx: LocalTx, id: string, fields: Omit<ExerciseRow, 'id' | 'createdAt' | 'updatedAt'>): ExerciseRow {
  return { id, ...fields, createdAt: tx.now, updatedAt: tx.now };
}

export async function createExerciseLocal(tx: LocalTx, a: ExerciseCreateArgs): Promise<void> {
  if (await tx.get('exercises', a.id)) return;
  const row = newRow(tx, a.id, {
    title: a.title,
    description: a.description,
    videoUrl: a.videoUrl,
    categoryId: a.categoryId,
    trackingFields: [...a.trackingFields],
    source: 'own',
    customizedFromId: null,
    importKey: null,
    equipment: [...a.equipment],
    muscles: [...a.muscles],
  });
  await tx.put('exercises', { ...row });
}

export async function updateExerciseLocal(tx: LocalTx, a: ExerciseUpdateArgs): Promise<void> {
  if (!(await tx.get('exercises', a.id))) return;
  await tx.update('exercises', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function deleteExerciseLocal(tx: LocalTx, a: ExerciseDeleteArgs): Promise<void> {
  if (!(await tx.get('exercises', a.id))) return;
  await tx.delete('exercises', a.id);
}

export async function customizeExerciseLocal(tx: LocalTx, a: ExerciseCustomizeArgs): Promise<void> {
  if (await tx.get('exercises', a.id)) return;
  const copy = customizedCopyOf(a.globalId, a.fields);
  if (!copy) return;
  await tx.put('exercises', { ...newRow(tx, a.id, { ...copy, importKey: null }) });
}

export async function importExercisesLocal(tx: LocalTx, a: ExerciseImportManyArgs): Promise<void> {
  // One read and one write for the whole batch: an import of 873 stays well under a second.
  const existing = await tx.getMany('exercises', a.exercises.map((e) => e.id));
  const rows = a.exercises
    .filter((_, i) => !existing[i])
    .map((e) => ({
      ...newRow(tx, e.id, {
        title: e.title,
        description: e.description,
        videoUrl: e.videoUrl,
        categoryId: e.categoryId,
        trackingFields: [...e.trackingFields],
        source: 'own',
        customizedFromId: null,
        importKey: e.importKey,
        equipment: [...e.equipment],
        muscles: [...e.muscles],
      }),
    }));
  if (rows.length) await tx.putMany('exercises', rows);
}

/** This area's local mutators, by mutation name. */
export const exerciseMutators = {
  'exercise.create': createExerciseLocal,
  'exercise.update': updateExerciseLocal,
  'exercise.delete': deleteExerciseLocal,
  'exercise.customize': customizeExerciseLocal,
  'exercise.importMany': importExercisesLocal,
} satisfies LocalMutators;
