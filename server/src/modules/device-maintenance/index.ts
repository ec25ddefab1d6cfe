// The device-maintenance area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { alertOf, sendAlert } from './dm-alerts';
export type { DeviceRow } from './dm-due.service';
export { sweepOverdueWithPool } from './dm-sweep';
export { register } from './device-maintenance.register';
export type { DeviceMaintenanceDeps } from './device-maintenance.register';
