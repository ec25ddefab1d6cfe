import type { ResourceRegistry } from '../../core/resource/resource.registry';
import type { AuthService } from './auth.service';
import type { SessionStore } from './session.store';

// /api/v1/user/login (open), refresh_token, logout.
export function registerAuthCalls(registry: ResourceRegistry, auth: AuthService, sessions: SessionStore): void {
  registry.registerExtra({
    path: 'user/login',
    permission: null,
    public: true,
    summary: 'log in with name, subject, nonce and sign, or an access_token',
    handler: (body, ctx) => auth.login(body, ctx.ip),
  });
  registry.registerExtra({
    path: 'user/refresh_token',
    permission: null,
    summary: 'a new access_token for the current session',
    handler: async (_body, ctx) => {
      const session = await sessions.read(ctx.token!);
      return auth.refresh(ctx.token!, session!);
    },
  });
  registry.registerExtra({
    path: 'user/logout',
    permission: null,
    summary: 'revoke the access_token',
    handler: (_body, ctx) => auth.logout(ctx.token!),
  });
}
