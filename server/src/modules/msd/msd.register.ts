import type { Platform } from '../../core/api/platform';
import { registerMsd } from './msd.calls';

export type MsdDeps = Pick<Platform, 'registry' | 'pool'>;

// The msd area (docs/architecture.md, "Areas"): its resources and calls (floor life, bakes, reel labels).
export function register(d: MsdDeps): void {
  registerMsd(d.registry, d.pool);
}
