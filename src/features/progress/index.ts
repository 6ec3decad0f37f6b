/** What other features use of progress: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { useExerciseName } from './ExerciseTracker';
export { olderRange, withOlder } from './older-logs';
export { markOlderLogsStale } from './useOlderLogRows';
