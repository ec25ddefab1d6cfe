export * from './room-state';
export * from './room-client';
export * from './socket';
