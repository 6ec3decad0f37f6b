export * from './schema';
export * from './types';
export * from './queries';
export * from './hooks';
export * from './context';
export { applyLocalMutation } from '../../sync/mutate';
