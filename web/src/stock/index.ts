export { ImmediateStockPage } from './ImmediateStockPage';
export { StockWorkPanel } from './StockWorkPanel';
export { STOCK_NS } from './i18n';
