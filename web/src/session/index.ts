export * from './session.rules';
export * from './session.storage';
export * from './login-redirect';
export * from './login-sign';
export { TokenKeeper, type CheckOutcome, type KeeperDeps } from './token-keeper';
export { sessionStore, SessionStore, type LocalSnapshot } from './session.store';
export { useLocalSnapshot, usePermission, useSession, type PermissionCheck } from './useSession';
export { Guard } from './Guard';
