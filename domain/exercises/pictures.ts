import { PICTURE_SOURCES } from './pictures-map';

/** Where a library exercise's photos are served (public/exercises/, made by scripts/exercise-pictures.ts). */
export interface ExercisePictures {
  /** Start position, at most 480 x 320. */
  start: string;
  /** End position, at most 480 x 320. */
  end: string;
  /** The start photo for lists, at most 144 x 96. */
  thumb: string;
}

/** The frame every photo is shown in: the photos are 3:2 (a few are 2:3 and sit inside it, whole). */
export const PICTURE_SIZE = { width: 480, height: 320 } as const;
export const THUMB_SIZE = { width: 72, height: 48 } as const;

/** Whether a library exercise has photos and step-by-step instructions (pictures-map.ts). */
export function hasGuide(libraryId: string): boolean {
  return Object.hasOwn(PICTURE_SOURCES, libraryId);
}

export function exercisePictures(libraryId: string): ExercisePictures | null {
  if (!hasGuide(libraryId)) return null;
  const base = `/exercises/${libraryId}/`;
  return { start: `${base}0.webp`, end: `${base}1.webp`, thumb: `${base}thumb.webp` };
}

/**
 * The library exercise whose photos and instructions show an exercise: a global one its own, a trainer's
 * customized copy the one it was copied from (the same movement), a trainer's own exercise none (it keeps
 * its own video link).
 */
export function guideIdOf(exercise: { id: string; customizedFromId?: string | null }): string | null {
  const id = exercise.customizedFromId ?? exercise.id;
  return hasGuide(id) ? id : null;
}
