import type { Locale } from '../../../domain/constants';
import { GLOBAL_EXERCISES, libraryExercise, type LibraryExercise } from '../../../domain/exercises/library';
import { guideIdOf } from '../../../domain/exercises/pictures';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import type { TrackingField } from '../../../domain/exercises/tracking';
import { displayName, sortByName, visibleExercises } from '../../../domain/exercises/visibility';

/**
 * The trainer's library as the screens show it: their own exercises (synced
 * rows) and the global library shipped with the app (domain/exercises), the
 * globals they customized left out (docs/rules/exercises.md "Customizing").
 */
export type CatalogEntry = LibraryExercise | ExerciseRow;

export const isGlobal = (e: CatalogEntry): e is LibraryExercise => 'names' in e;

const sortedGlobals = new Map<Locale, LibraryExercise[]>();

/** The global library sorted by name in a language (computed once per language). */
export function globalsByName(language: Locale): LibraryExercise[] {
  let list = sortedGlobals.get(language);
  if (!list) sortedGlobals.set(language, (list = sortByName(GLOBAL_EXERCISES, language)));
  return list;
}

export type SourceFilter = 'all' | 'own' | 'library';

/** Own exercises first (by title), then the globals not customized (by name in the UI language). */
export function catalog(own: readonly ExerciseRow[], language: Locale, source: SourceFilter = 'all'): CatalogEntry[] {
  const mine = source === 'library' ? [] : sortByName(own, language);
  if (source === 'own') return mine;
  const shown = visibleExercises(globalsByName(language), own);
  return source === 'library' ? shown.filter(isGlobal) : [...mine, ...shown.filter(isGlobal)];
}

export function entryName(e: CatalogEntry, language: Locale): string {
  return displayName(e, language);
}

/** What a plan needs to show one of its exercises. */
export interface ExerciseInfo {
  id: string;
  name: string;
  trackingFields: readonly TrackingField[];
  videoUrl: string | null;
  /** A trainer's own exercise's notes (a library exercise's show as its steps). */
  description: string | null;
  /** The library exercise whose photos and steps show it (domain/exercises/pictures.ts guideIdOf). */
  guideId: string | null;
  /** Equipment ids (a barbell exercise offers the plate calculator). */
  equipment: readonly string[];
  /** Not on this device: deleted since, or (for a client) not shared. */
  missing: boolean;
}

/** Resolves a block exercise's exerciseId: an own exercise (uuid) or a global one (slug). */
export function resolveExercise(id: string, own: ReadonlyMap<string, ExerciseRow>, language: Locale): ExerciseInfo {
  const row = own.get(id);
  if (row) return { id, name: row.title, trackingFields: row.trackingFields, videoUrl: row.videoUrl, description: row.description, guideId: guideIdOf(row), equipment: row.equipment, missing: false };
  const g = libraryExercise(id);
  if (g) return { id, name: g.names[language], trackingFields: g.trackingFields, videoUrl: null, description: null, guideId: guideIdOf(g), equipment: g.equipment, missing: false };
  return { id, name: '', trackingFields: [], videoUrl: null, description: null, guideId: null, equipment: [], missing: true };
}
