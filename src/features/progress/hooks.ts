import { useExerciseLogRows, type ExerciseLogRows } from '../../db/workouts';

export type ClientLogRows = ExerciseLogRows;

/** All of one client's exercise logs and sets on the device, live, with this tab's own writes shown at once. */
export function useClientLogRows(clientId: string | null): ClientLogRows | undefined {
  return useExerciseLogRows(clientId);
}
