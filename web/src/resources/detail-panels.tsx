import type { ReactNode } from 'react';
import { OrderReportingPanel } from '../order-reporting';
import { PalletBoxesPanel } from '../boxes/PalletBoxesPanel';
import { FeederSlotsPanel } from '../smt-feeder';
import { StockWorkPanel } from '../stock';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// What a record's details screen shows below its form beyond the fields, by <module>.<name>: a feeder list's slots, a pallet's boxes.
const PANELS: Record<string, (record: ResourceRecord) => ReactNode> = {
  'product_mgt.smt_feeder': (r) => <FeederSlotsPanel id={r.id} checked={r.checked === true} />,
  'product_mgt.order_reporting': (r) => <OrderReportingPanel id={r.id} />,
  'stock_mgt.product_receipt': (r) => (
    <StockWorkPanel name="product_receipt" id={r.id} open={!r.checked && !r.disabled} />
  ),
  'stock_mgt.product_pick': (r) => <StockWorkPanel name="product_pick" id={r.id} open={!r.checked && !r.disabled} />,
  'stock_mgt.pallet': (r) => <PalletBoxesPanel id={r.id} checked={r.checked === true} />,
};

export function detailPanel(def: Pick<ResourceMeta, 'module' | 'name'>, record: ResourceRecord): ReactNode {
  return PANELS[`${def.module}.${def.name}`]?.(record) ?? null;
}

// Resources whose panel shows the document's entries itself, with more than the generic entries table (an order
// report's results, attempts and corrections): the details screen leaves the generic one out.
const OWN_ENTRIES = new Set(['product_mgt.order_reporting']);

export function panelShowsEntries(def: Pick<ResourceMeta, 'module' | 'name'>): boolean {
  return OWN_ENTRIES.has(`${def.module}.${def.name}`);
}
