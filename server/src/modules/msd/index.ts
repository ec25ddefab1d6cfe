// The msd area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export type { MslLevel } from './floor-life';
export { floorLifeByCode, recordMsdEvent, slotMsd } from './msd-events';
export type { MsdEventInput } from './msd-events';
export { sweepMsdExpiryWithPool } from './msd-sweep';
export { register } from './msd.register';
export type { MsdDeps } from './msd.register';
export { readReelLabel } from './reel-label';
export type { ReelLabel } from './reel-label';
export { refuseBlockedReel } from './slot-guard';
