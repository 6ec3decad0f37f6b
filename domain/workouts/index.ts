/**
 * Workout logging, pure domain logic (issue "Workout logging in the gym").
 * Screens, server commands and sync build on these; nothing here does I/O.
 */
export * from './rows';
export * from './entity';
export * from './writes';
export { WORKOUT_MESSAGES, type WorkoutMessageKey } from './messages';
export * from './strength';
export * from './records';
export * from './summary';
export * from './superset';
export * from './previous';
export * from './rest-timer';
export * from './blank-workout';
export * from './plates';
export * from './import-values';
export * from './import-shape';
export { parseStrongRecords, isStrongHeader, type ImportOptions } from './strong-csv';
export { parseHevyRecords, isHevyHeader } from './hevy-csv';
export { detectWorkoutFormat, parseWorkoutCsv } from './import-format';
export { matchExerciseNames, matchKey, type ExerciseMatch, type KnownExercise } from './exercise-match';
export { EXERCISE_SYNONYMS } from './exercise-synonyms';
export { importId, importRows, IMPORT_NAMESPACE, type ImportRows } from './import-rows';
export { exportWorkoutsCsv, EXPORT_COLUMNS } from './export-csv';
