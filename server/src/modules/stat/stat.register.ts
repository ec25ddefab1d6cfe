import type { Platform } from '../../core/api/platform';
import { registerStatCalls } from './stat.calls';

export type StatDeps = Pick<Platform, 'registry' | 'pool'>;

// The stat area (docs/architecture.md, "Areas"): its resources and calls (rollups, FPY, OEE, WIP, exports).
export function register(d: StatDeps): void {
  registerStatCalls(d.registry, d.pool);
}
