// The kanban area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { boundLineOf } from './binding-target';
export { smtOrderSnapshot } from './kanban-smt.queries';
export { register } from './kanban.register';
export type { KanbanDeps, KanbanGives } from './kanban.register';
export { needsBoundLine, parseRoom, screenMayJoin } from './room-access';
export { ScreenRepository } from './screen.repository';
