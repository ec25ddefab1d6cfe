// @mes/client: what the back office (web) and the kanban share, written once (docs/architecture.md, "client").
export * from './storage';
export * from './safe-url';
export * from './sop-view';
export * from './feeding-head';
export * from './http';
export * from './session';
export * from './live';
export * from './live-reload';
export * from './i18n';
export * from './cut-text';
export * from './charts/fit-label';
export * from './charts/CategoryTick';
export * from './charts/axes';
