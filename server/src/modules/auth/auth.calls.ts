import { AUTH } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { AuthService } from './auth.service';
import type { SessionStore } from './session.store';

// /api/v1/user/login (open), refresh_token, logout: declared in contracts/src/calls/auth.ts.
export function registerAuthCalls(registry: ResourceRegistry, auth: AuthService, sessions: SessionStore): void {
  implementCall(registry, AUTH.login, (input, ctx) => auth.login(input, ctx.ip), { permission: null, public: true });
  implementCall(
    registry,
    AUTH.refresh_token,
    async (_input, ctx) => {
      const session = await sessions.read(ctx.token!);
      return auth.refresh(ctx.token!, session!);
    },
    { permission: null },
  );
  implementCall(registry, AUTH.logout, (_input, ctx) => auth.logout(ctx.token!), { permission: null });
}
