import { v7 as uuidv7 } from 'uuid';
import { importInChunks, readImportFile, splitDuplicates, type ImportWarning } from '../../../domain/exercises/import';
import { IMPORT_BATCH_MAX } from '../../../domain/exercises/mutations';
import { applyLocalMutation, type RepwiseDb } from '../../db';

/**
 * Exercises per importMany mutation. Each is one device transaction (and one
 * replay per rebase while the sync runs), so few big ones are quicker than
 * many small ones; the bar still moves per chunk on bigger files.
 */
export const IMPORT_CHUNK = Math.min(500, IMPORT_BATCH_MAX);

export interface ImportStep {
  stage: 'reading' | 'checking' | 'saving';
  done: number;
  total: number;
}

export interface ImportSummary {
  imported: number;
  /** Already in the library (same import key) or repeated in the file. */
  duplicates: number;
  /** Everything else worth reading, by row. */
  warnings: ImportWarning[];
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Imports a JSON or CSV file into the trainer's library on this device:
 * maps rows in chunks (the page stays responsive and the bar moves), skips
 * exercises the library already has, and records importMany mutations of
 * IMPORT_CHUNK exercises each, which the sync engine pushes in one go.
 */
export async function runImport(db: RepwiseDb, text: string, fileName: string, onStep: (s: ImportStep) => void, signal?: AbortSignal): Promise<ImportSummary> {
  onStep({ stage: 'reading', done: 0, total: 1 });
  const source = readImportFile(text, fileName);
  const mapped = await importInChunks(source.rows, (p) => onStep({ stage: 'checking', ...p }), { fileWarnings: source.warnings, chunkSize: 200, signal });
  const known: string[] = [];
  for (const e of await db.exercises.toArray()) if (e.importKey) known.push(e.importKey);
  const { fresh, duplicates } = splitDuplicates(mapped.exercises, known);
  onStep({ stage: 'saving', done: 0, total: fresh.length });
  for (let i = 0; i < fresh.length; i += IMPORT_CHUNK) {
    signal?.throwIfAborted();
    const chunk = fresh.slice(i, i + IMPORT_CHUNK);
    await applyLocalMutation(db, 'exercise.importMany', {
      exercises: chunk.map((e) => ({
        id: uuidv7(),
        importKey: e.dedupeKey,
        title: e.title,
        description: e.description,
        videoUrl: e.videoUrl,
        categoryId: e.categoryId,
        trackingFields: e.trackingFields,
        equipment: e.equipment,
        muscles: e.primaryMuscles,
      })),
    });
      onStep({ stage: 'saving', done: i + chunk.length, total: fresh.length });
    await nextFrame();
  }
  const repeated = mapped.warnings.filter((w) => w.key === 'importDuplicateRow').length;
  return {
    imported: fresh.length,
    duplicates: duplicates.length + repeated,
    warnings: mapped.warnings.filter((w) => w.key !== 'importDuplicateRow'),
  };
}
