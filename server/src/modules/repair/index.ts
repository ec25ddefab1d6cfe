// The repair area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { register } from './repair.register';
export type { RepairDeps } from './repair.register';
export { REPAIR_RESOURCES } from './repair.resources';
