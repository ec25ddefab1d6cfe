import type { Platform } from '../../core/api/platform';
import { registerAccessCalls } from './access.calls';
import { AccessRepository } from './access.repository';
import { registerAuthCalls } from './auth.calls';
import { AuthService } from './auth.service';
import { registerBadgeCalls } from './badge/badge.calls';
import { LiveSessions } from './live-sessions';
import { sessionEndHooks } from './session-end.hook';
import { SessionEnder } from './session-ender';
import { SessionStore } from './session.store';
import { userSecretHooks } from './user-secret.hook';

export type AuthDeps = Pick<Platform, 'registry' | 'ds' | 'pool' | 'redis' | 'config'> & {
  /** closes a user's sockets when their sessions end (the realtime broadcaster, through Redis on every server) */
  disconnectUser: (userId: number) => void;
  /** the company name a login answers (the first enabled organization, basicdata's) */
  companyName: () => Promise<string>;
};

/** What the other areas and the composition share of the sign-in: one store, one access cache, one service. */
export type AuthGives = { sessions: SessionStore; access: AccessRepository; live: LiveSessions; auth: AuthService };

// The auth area (docs/architecture.md, "Areas"): the hooks on `user` and `role` (basicdata's declarations, registered
// before), the login, access and badge calls. The session ender stays inside; the sessions are handed out.
export function register(d: AuthDeps): AuthGives {
  const sessions = new SessionStore(d.redis);
  const access = new AccessRepository(d.ds);
  const live = new LiveSessions(sessions, access);
  const ender = new SessionEnder(d.pool, sessions, access, d.disconnectUser);
  d.registry.hook('user', userSecretHooks(d.config.MES_SECRET_KEY));
  d.registry.hook('user', sessionEndHooks(ender, 'the record'));
  d.registry.hook('role', sessionEndHooks(ender, 'all users'));
  const auth = new AuthService(access, sessions, live, d.config.MES_SECRET_KEY, d.companyName);
  registerAuthCalls(d.registry, auth, sessions);
  registerAccessCalls(d.registry, { pool: d.pool, auth, sessions, access, ender });
  registerBadgeCalls(d.registry, { pool: d.pool, access, sessions, auth, masterKey: d.config.MES_SECRET_KEY });
  return { sessions, access, live, auth };
}
