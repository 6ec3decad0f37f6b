export * from './schema';
export * from './types';
export * from './queries';
export * from './hooks';
export * from './context';
// Screens write through this: the database write plus this tab's optimistic overlay.
export { applyLocalMutation } from './optimistic';
