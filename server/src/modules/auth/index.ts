// The auth area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { AccessRepository } from './access.repository';
export { register } from './auth.register';
export type { AuthDeps, AuthGives } from './auth.register';
export { AuthService } from './auth.service';
export { LiveSessions } from './live-sessions';
export { deriveSecret, encryptSecret } from './login-secret';
export { SessionStore } from './session.store';
export { STANDARD_ROLE_NAMES } from './standard-roles.data';
