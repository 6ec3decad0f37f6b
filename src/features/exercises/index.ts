/** What other features use of exercises: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { catalog, entryName, isGlobal, resolveExercise } from './catalog';
export { ExerciseGuide, ExerciseGuideDialog, hasGuideContent } from './guide/ExerciseGuide';
export { ExerciseThumb } from './guide/Photos';
export { useOwnExerciseMap, useOwnExercises } from './hooks';
export { categoryLabel, trackingLabel, trackingShort } from './labels';
