// The stock-mgt area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { COUNT_BOX_RESOURCES, registerCountBoxCalls } from './counts-boxes';
export { registerStockDocuments } from './documents/stock-documents.calls';
export { registerMaterialFlow } from './flow/flow.calls';
export { consumeReelsWithPool } from './flow/line-consumption';
export { registerMaterialRecCalls } from './material-rec.calls';
export { STOCK_MGT_RESOURCES } from './resources/index';
