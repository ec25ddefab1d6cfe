export { ReportQtyPanel } from './ReportQtyPanel';
export { SMT_ORDER_NS } from './i18n';
