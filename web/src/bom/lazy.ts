import { lazyScreen } from '../shell/lazy-screen';

/** product_mgt/icbom/:id/multi_expand, loaded on first use. */
export const MultiExpandPage = lazyScreen(() => import('./MultiExpandPage'));
/** product_mgt/material_inventory/icpp/list. */
export const MaterialInventoryListPage = lazyScreen(() => import('./MaterialInventoryListPage'));
/** product_mgt/material_inventory/icpp/:icpp_id. */
export const MaterialInventoryPage = lazyScreen(() => import('./MaterialInventoryPage'));
/** the BOM details screen's link to its multi-level view. */
export const BomExpandLink = lazyScreen<{ id: number }>(() => import('./BomExpandLink'));
/** a requisition's issues and returns on its details screen. */
export const IcmaMovesPanel = lazyScreen<{
  id: number;
  checked: boolean;
  entries: { icitem_id: number; qty: number }[];
}>(() => import('./IcmaMovesPanel'));
