import { ProductFindPage } from './ProductFindPage';
import { StatPage } from './StatPage';
import './i18n';
import './product-find-i18n';

// The statistics pages of 001 §2 by their page names (web/src/routes/stat.routes.ts).
export const STAT_PAGES = {
  'stat/station_stat/list': () => <StatPage kind="station" />,
  'stat/product_stat/list': () => <StatPage kind="product" />,
  'stat/worder_stat/list': () => <StatPage kind="worder" />,
  'stat/product_line_stat/list': () => <StatPage kind="product_line" />,
  'stat/summary/summary': () => <StatPage kind="product_line" defaultBucket="hour" today />,
  'stat/product_find/list': ProductFindPage,
};
