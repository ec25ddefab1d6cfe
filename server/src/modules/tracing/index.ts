// The tracing area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { filtersOf, runList } from './tracing-list';
export type { ListAnswer, ListSpec } from './tracing-list';
export { register } from './tracing.register';
export type { TracingDeps } from './tracing.register';
