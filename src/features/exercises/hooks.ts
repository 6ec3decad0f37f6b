import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import { useUserDb } from '../../db';

/** The trainer's own and customized exercises on this device (a client: those their plans use). */
export function useOwnExercises(): ExerciseRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => db.exercises.toArray(), [db]);
}

/** Own exercises by id, for resolving the exercises of a plan. */
export function useOwnExerciseMap(): ReadonlyMap<string, ExerciseRow> | undefined {
  const own = useOwnExercises();
  return useMemo(() => (own ? new Map(own.map((e) => [e.id, e])) : undefined), [own]);
}

