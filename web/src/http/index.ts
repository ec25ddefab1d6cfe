export * from './api-answer';
export * from './client';
