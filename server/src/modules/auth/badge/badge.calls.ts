import type { DataSource } from 'typeorm';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import type { AccessRepository } from '../access.repository';
import type { AuthService } from '../auth.service';
import type { SessionStore } from '../session.store';
import { BadgeLoginService } from './badge-login.service';
import { BadgeRepository } from './badge.repository';

export type BadgeDeps = {
  ds: DataSource;
  access: AccessRepository;
  sessions: SessionStore;
  auth: AuthService;
  masterKey: string;
};

// /api/v1/user/login_badge (open) and basicdata/user/set_badge (docs/api.md, "Operator badges").
export function registerBadgeCalls(registry: ResourceRegistry, d: BadgeDeps): void {
  const badges = new BadgeLoginService(new BadgeRepository(d.ds), d.access, d.sessions, d.auth, d.masterKey);
  registry.registerExtra({
    path: 'user/login_badge',
    permission: null,
    public: true,
    summary: 'log in with a badge number, a nonce and (with a PIN) sign = hmac(pin_secret, nonce)',
    handler: (body, ctx) => badges.login(body, ctx.ip),
  });
  registry.registerExtra({
    path: 'basicdata/user/set_badge',
    permission: 'basicdata.user.set_badge',
    summary: 'give a user a badge number (null takes it away), a PIN secret ("" removes it) and the badge-alone flag',
    handler: (body, ctx) => badges.setBadge(body, ctx.userId),
  });
}
