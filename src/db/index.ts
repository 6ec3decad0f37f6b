export * from '../../replica/db/schema';
export * from '../../replica/db/types';
export * from '../../replica/db/queries';
export * from './hooks';
export * from './clients';
export * from './context';
// Screens write through the sync layer's one write entry: journal, this tab's optimistic overlay, the transaction.
export { applyLocalMutation, applyLocalMutations, type LocalWrite } from '../../replica/write/entry';
export { layerOf } from '../../replica/write/overlay';
