export * from '../../replica/db/schema';
export * from '../../replica/db/types';
export * from '../../replica/db/queries';
export * from './hooks';
export * from './context';
// Screens write through this: the database write plus this tab's optimistic overlay.
export { applyLocalMutation, applyLocalMutations } from './optimistic';
