import type { TableColumnsType } from 'antd';
import { useOrderWipColumns } from '../stat/OrderWip';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// The lists whose rows say more than their fields, by <module>.<name>: an order followed for its WIP is named by its
// plan and work order (it has no number of its own) and shows its quantities by stage.
export function useOwnColumns(
  def: Pick<ResourceMeta, 'module' | 'name'>,
  columns: TableColumnsType<ResourceRecord>,
  base: string,
): TableColumnsType<ResourceRecord> {
  const orderWip = useOrderWipColumns(columns, base);
  return def.module === 'stat' && def.name === 'order_wip' ? orderWip : columns;
}
