import type { ReactNode } from 'react';
import { FeederSlotsPanel } from '../smt-feeder';
import { StockWorkPanel } from '../stock';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// What a record's details screen shows below its form beyond the fields, by <module>.<name>: a feeder list's slots.
const PANELS: Record<string, (record: ResourceRecord) => ReactNode> = {
  'product_mgt.smt_feeder': (r) => <FeederSlotsPanel id={r.id} checked={r.checked === true} />,
  'stock_mgt.product_receipt': (r) => (
    <StockWorkPanel name="product_receipt" id={r.id} open={!r.checked && !r.disabled} />
  ),
  'stock_mgt.product_pick': (r) => <StockWorkPanel name="product_pick" id={r.id} open={!r.checked && !r.disabled} />,
  'stock_mgt.outstock': (r) => <StockWorkPanel name="outstock" id={r.id} open={!r.checked && !r.disabled} />,
};

export function detailPanel(def: Pick<ResourceMeta, 'module' | 'name'>, record: ResourceRecord): ReactNode {
  return PANELS[`${def.module}.${def.name}`]?.(record) ?? null;
}
