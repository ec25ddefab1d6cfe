export { PreparationScanPanel } from './PreparationScanPanel';
export { FLOW_NS } from './i18n';
