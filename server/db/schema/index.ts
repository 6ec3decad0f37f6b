export * from './accounts';
export * from './sync';
export * from './weight';
export * from './invitations';
export * from './exercises';
export * from './plans';
export * from './sessions';
export * from './workouts';
