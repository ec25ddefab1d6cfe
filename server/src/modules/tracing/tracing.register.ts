import type { Platform } from '../../core/api/platform';
import { registerGenealogyCalls, registerTracingCalls } from './tracing.calls';

export type TracingDeps = Pick<Platform, 'registry' | 'pool'>;

// The tracing area (docs/architecture.md, "Areas"): product collection and tracing, genealogy and recall.
export function register(d: TracingDeps): void {
  registerTracingCalls(d.registry, d.pool);
  registerGenealogyCalls(d.registry, d.pool);
}
