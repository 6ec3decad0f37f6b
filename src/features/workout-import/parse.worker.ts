import { parseWorkoutCsv } from '../../../domain/workouts/import-format';

// Reads a workout CSV off the page's thread: a long history takes long enough to freeze the dialog.
self.onmessage = (e: MessageEvent<{ text: string; timeZone: string }>) => {
  self.postMessage(parseWorkoutCsv(e.data.text, { timeZone: e.data.timeZone }));
};
