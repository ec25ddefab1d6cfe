// The stock-mgt area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { COUNT_BOX_RESOURCES } from './counts-boxes';
export { consumeReelsWithPool } from './flow/line-consumption';
export { STOCK_MGT_RESOURCES } from './resources/index';
export { register } from './stock-mgt.register';
export type { StockMgtDeps } from './stock-mgt.register';
