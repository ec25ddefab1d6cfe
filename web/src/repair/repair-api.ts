import { apiCall } from '@mes/client';

// The calls of the repair and unbind pages (docs/repair-binding.md).
export type Defect = { error_code_id: number; fnumber: string; fname: string };
export type RepairRecord = {
  id: number;
  sn: string;
  status: number;
  station_id: number;
  back_station_id: number | null;
  fdesc: string;
  cause: string;
  action: string;
  created_at: string;
  repaired_at: string | null;
  defects?: Defect[];
  replaced?: { old_barcode: string; new_barcode: string; reason: string; created_at: string }[];
};
export type BindingRow = {
  id: number;
  barcode: string;
  icitem_fnumber: string;
  icitem_fname: string;
  replaced: boolean;
  created_at: string;
};
export type ReplaceInfo = { sn: string; fbillno: string; repair: RepairRecord | null; bindings: BindingRow[] };
export type Option = { value: number; label: string };

export const V2 = '/api/v2/mes-transfer';

export const replaceInfo = (sn: string) => apiCall<ReplaceInfo>('product_coll/unbind/get_repair_replace_info', { sn });
export const history = (sn: string) => apiCall<RepairRecord[]>('product_coll/product_item/repair', { sn });
export const bindingsOf = (sn: string) => apiCall<BindingRow[]>('product_coll/unbind/get_material_binding', { sn });

export async function stationOptions(): Promise<Option[]> {
  const a = await apiCall<{ list: { id: number; fnumber: string; fname: string }[] }>('basicdata/station/list', {
    filter: 'disabled:0 sort:id-asc ps:1000',
  });
  return a.list.map((s) => ({ value: s.id, label: `${s.fnumber} ${s.fname}` }));
}

/** the station's fault list (gzxx); a station without one takes any enabled error code. */
export async function errorCodeOptions(stationId: number): Promise<Option[]> {
  const own = await apiCall<{ list: { error_code: { id: number; fnumber: string; fname: string } | null }[] }>(
    'basicdata/station_gzxx/list',
    { filter: `station_id:${stationId} has:error_code ps:1000` },
  );
  const listed = own.list.flatMap((g) => (g.error_code ? [g.error_code] : []));
  const codes =
    listed.length > 0
      ? listed
      : (
          await apiCall<{ list: { id: number; fnumber: string; fname: string }[] }>('basicdata/error_code/list', {
            filter: 'disabled:0 ps:1000',
          })
        ).list;
  return codes.map((c) => ({ value: c.id, label: `${c.fnumber} ${c.fname}` }));
}
