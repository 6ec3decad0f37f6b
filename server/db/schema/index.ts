export * from './accounts';
export * from './sync';
export * from './weight';
