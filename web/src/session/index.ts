// The session rules and storage are the client package's; the store, hooks and guard are the back office's.
export * from '@mes/client/session';
export * from './login-sign';
export { sessionStore, SessionStore, type LocalSnapshot } from './session.store';
export { useLocalSnapshot, usePermission, useSession, type PermissionCheck } from './useSession';
export { Guard } from './Guard';
