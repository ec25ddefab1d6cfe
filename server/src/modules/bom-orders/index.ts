// The bom-orders area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { register } from './bom-orders.register';
export type { BomOrdersDeps } from './bom-orders.register';
export { computeInventory } from './inventory-compute';
export type { PlanBomLine } from './inventory-compute';
export { BOMS_OF_WORDER, bomsOfPlans } from './resources/bom-lookups';
