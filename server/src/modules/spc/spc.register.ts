import type { Platform } from '../../core/api/platform';
import { registerSpc, type ScreenOrUser } from './spc.calls';
import type { ConfirmPassword } from './live/release';

export type SpcDeps = Pick<Platform, 'registry' | 'pool'> & {
  /** a release's password check (the auth area's AuthService.confirmPassword) */
  confirmPassword: ConfirmPassword;
  /** a kanban screen's token or a user's permission (the kanban area's) */
  screenOrUser: ScreenOrUser;
};

// The spc area (docs/architecture.md, "Areas"; docs/spc.md): the characteristic resource and its calls. The points
// and alarms are made by the workers' relay (evaluateReports), the hold is checked by the station report.
export function register(d: SpcDeps): void {
  registerSpc(d.registry, d.pool, d.confirmPassword, d.screenOrUser);
}
