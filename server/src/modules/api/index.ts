// The api area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

// It offers nothing else: the composition (app.module.ts) imports its Nest module, api.module.ts, the process wiring.
export {};
