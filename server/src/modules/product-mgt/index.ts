// The product-mgt area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { def } from './calls/call-kit';
export { BindingService } from './definitions/binding.service';
export { OrderReportingSender, erpBackoff, unsentEntries } from './definitions/order-reporting.sender';
export { LabelRenderService } from './labels/label-render.service';
export type { OrderActionsService } from './order-actions.service';
export { judgeWeight } from './packaging/weight-check';
export { register } from './product-mgt.register';
export type { ProductMgtDeps, ProductMgtGives } from './product-mgt.register';
export { PRODUCT_MGT_RESOURCES } from './resources/index';
export { checkPlanWindow, fbillno, orderStatus, refuseChange } from './resources/order-fields';
export { bySnLookup, byWorderLookup } from './resources/order-lookups';
export { col, importRefused, sheetAnswer, uploadedFile } from './sheets';
export type { SheetColumn } from './sheets';
export { snStateSql } from './sn-list';
export { ORDER_ACTIONS, ORDER_DELETE_FROM, ORDER_TRANSITIONS } from './work-order.state-machine';
export type { OrderAction } from './work-order.state-machine';
