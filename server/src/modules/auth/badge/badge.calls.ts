import type pg from 'pg';
import { AUTH } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { AccessRepository } from '../access.repository';
import type { AuthService } from '../auth.service';
import type { SessionStore } from '../session.store';
import { BadgeLoginService } from './badge-login.service';
import { BadgeRepository } from './badge.repository';

export type BadgeDeps = {
  pool: pg.Pool;
  access: AccessRepository;
  sessions: SessionStore;
  auth: AuthService;
  masterKey: string;
};

// /api/v1/user/login_badge (open) and basicdata/user/set_badge (docs/api.md, "Operator badges").
export function registerBadgeCalls(registry: ResourceRegistry, d: BadgeDeps): void {
  const badges = new BadgeLoginService(new BadgeRepository(d.pool), d.access, d.sessions, d.auth, d.masterKey);
  implementCall(registry, AUTH.login_badge, (input, ctx) => badges.login(input, ctx.ip), {
    permission: null,
    public: true,
  });
  implementCall(registry, AUTH.set_badge, (input, ctx) => badges.setBadge(input, ctx.userId), {
    permission: 'basicdata.user.set_badge',
  });
}
