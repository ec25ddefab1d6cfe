export * from './session.rules';
export * from './session.storage';
export * from './user-session';
export * from './login-redirect';
export * from './handheld';
export { TokenKeeper, type CheckOutcome, type KeeperDeps } from './token-keeper';
