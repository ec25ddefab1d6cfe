// The kanban area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { boundLineOf } from './binding-target';
export { KanbanCallers } from './kanban-caller';
export { smtOrderSnapshot } from './kanban-smt.queries';
export { registerKanbanCalls } from './kanban.calls';
export { needsBoundLine, parseRoom, screenMayJoin } from './room-access';
export { ScreenRepository } from './screen.repository';
