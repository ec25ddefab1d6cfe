import type { ComponentType } from 'react';
import { BadEnterPage } from './BadEnterPage';
import { RepairEnterPage } from './RepairEnterPage';
import { RepairExportPage, RepairListPage } from './RepairListPage';
import { RepairReplacePage } from './RepairReplacePage';
import { SnRecycleListPage, UndoPage, UnbindMaterialPage } from './UnbindPages';
import { createElement } from 'react';

// The product collection repair and unbind pages, by the page names of routes/product-coll.routes.ts.
export const REPAIR_PAGES: Record<string, ComponentType> = {
  'product_coll/list': () => createElement(RepairListPage),
  'product_coll/bad_enter': BadEnterPage,
  'product_coll/repair_enter': RepairEnterPage,
  'product_coll/export': RepairExportPage,
  'product_coll/repair_replace': RepairReplacePage,
  'product_coll/material': UnbindMaterialPage,
  'product_coll/bn_table': () => createElement(UndoPage, { kind: 'bn_table' }),
  'product_coll/sn_recycle': () => createElement(UndoPage, { kind: 'sn_recycle' }),
  'product_coll/sn_recycle/list': SnRecycleListPage,
  'product_coll/unboxing_rework': () => createElement(UndoPage, { kind: 'unboxing_rework' }),
};
