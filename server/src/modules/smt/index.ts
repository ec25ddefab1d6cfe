// The smt area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export type { ReelStep } from './feeding/feeding-slots';
export { FeedingStepsService } from './feeding/feeding-steps.service';
export { nextFeedingStatus } from './feeding/smt-feeding.state-machine';
export { LATEST } from './resources/feeder-latest';
export { SETTINGS, SmtSettings } from './smt-settings';
export { register } from './smt.register';
export type { SmtDeps } from './smt.register';
