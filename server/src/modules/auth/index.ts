// The auth area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { registerAccessCalls } from './access.calls';
export { AccessRepository } from './access.repository';
export { registerAuthCalls } from './auth.calls';
export { AuthService } from './auth.service';
export { registerBadgeCalls } from './badge/badge.calls';
export { LiveSessions } from './live-sessions';
export { deriveSecret, encryptSecret } from './login-secret';
export { sessionEndHooks } from './session-end.hook';
export { SessionEnder } from './session-ender';
export { SessionStore } from './session.store';
export { STANDARD_ROLE_NAMES } from './standard-roles.data';
export { userSecretHooks } from './user-secret.hook';
