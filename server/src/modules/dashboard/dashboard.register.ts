import type { Platform } from '../../core/api/platform';
import { registerDashboardCalls } from './dashboard.calls';

export type DashboardDeps = Pick<Platform, 'registry' | 'pool'>;

// The dashboard area (docs/architecture.md, "Areas"): the supervisor dashboard's data and saved layouts.
export function register(d: DashboardDeps): void {
  registerDashboardCalls(d.registry, d.pool);
}
