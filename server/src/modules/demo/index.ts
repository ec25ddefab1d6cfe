// The demo area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { seedDemoFactory } from './demo-factory.seed';
export { DEMO_STAGE_VERSION, stageDemoOnce } from './demo-stage';
export { DEMO_BOX, DEMO_PRINTER_PORT } from './packing.seed';
export { SMT_DEMO } from './smt.seed';
