import type { ReactNode } from 'react';
import { BomExpandLink, IcmaMovesPanel } from '../bom';
import { FeederSlotsPanel } from '../smt-feeder';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// What a record's details screen shows below its form beyond the fields, by <module>.<name>: a feeder list's slots,
// a BOM's link to its multi-level view, a requisition's issues and returns.
const PANELS: Record<string, (record: ResourceRecord) => ReactNode> = {
  'product_mgt.smt_feeder': (r) => <FeederSlotsPanel id={r.id} checked={r.checked === true} />,
  'product_mgt.icbom': (r) => <BomExpandLink id={r.id} />,
  'product_mgt.icma': (r) => (
    <IcmaMovesPanel
      id={r.id}
      checked={r.checked === true}
      entries={Array.isArray(r.entries) ? (r.entries as { icitem_id: number; qty: number }[]) : []}
    />
  ),
};

export function detailPanel(def: Pick<ResourceMeta, 'module' | 'name'>, record: ResourceRecord): ReactNode {
  return PANELS[`${def.module}.${def.name}`]?.(record) ?? null;
}
