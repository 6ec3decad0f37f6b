import { parseWorkoutCsv } from '../../../domain/workouts/import-format';
import type { WorkoutImport } from '../../../domain/workouts/import-shape';

/** Parses a workout CSV in a module worker; where workers are missing (tests), on this thread. */
export function parseInBackground(text: string, timeZone: string): Promise<WorkoutImport> {
  if (typeof Worker === 'undefined') return Promise.resolve(parseWorkoutCsv(text, { timeZone }));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module', name: 'repwise-import' });
    worker.onmessage = (e: MessageEvent<WorkoutImport>) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage({ text, timeZone });
  });
}
