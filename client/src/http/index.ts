export * from './api-error';
export * from './answer';
export * from './client';
