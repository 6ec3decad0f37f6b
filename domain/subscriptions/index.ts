export * from './plans';
export * from './access';
export * from './view';
export * from './messages';
