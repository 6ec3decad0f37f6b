/** What other features use of workout-start: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { StartWorkoutCard } from './StartWorkoutCard';
export { blankWorkoutHref } from './choices';
