import type { ReactNode } from 'react';
import { PolicyPanel } from '../numbering';
import { FeederSlotsPanel } from '../smt-feeder';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// What a record's details screen shows below its form beyond the fields, by <module>.<name>: a feeder list's slots,
// a number policy's rule, preview and build.
/** `changed`: a panel that saved the record hands the saved record back, so the form shows it. */
type Panel = (record: ResourceRecord, changed: (next: ResourceRecord) => void) => ReactNode;

const PANELS: Record<string, Panel> = {
  'product_mgt.smt_feeder': (r) => <FeederSlotsPanel id={r.id} checked={r.checked === true} />,
  'product_mgt.sn_policy': (r, changed) => <PolicyPanel kind="sn" record={r} onSaved={changed} />,
  'product_mgt.bn_policy': (r, changed) => <PolicyPanel kind="bn" record={r} onSaved={changed} />,
};

export function detailPanel(
  def: Pick<ResourceMeta, 'module' | 'name'>,
  record: ResourceRecord,
  changed: (next: ResourceRecord) => void = () => undefined,
): ReactNode {
  return PANELS[`${def.module}.${def.name}`]?.(record, changed) ?? null;
}
