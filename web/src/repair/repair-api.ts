import { apiCall, callApi } from '@mes/client';
import { REPAIR_CALLS, type RepairBindingRow } from '@mes/contracts';

// The calls of the repair and unbind pages (docs/repair-binding.md), declared in contracts/src/calls/repair.ts.
export type { RepairDefect as Defect, RepairRecord, ReplaceInfo } from '@mes/contracts';
export type BindingRow = RepairBindingRow;
export type Option = { value: number; label: string };

export const replaceInfo = (sn: string) => callApi(REPAIR_CALLS.replaceInfo, { sn });
export const history = (sn: string) => callApi(REPAIR_CALLS.history, { sn });
export const bindingsOf = (sn: string) => callApi(REPAIR_CALLS.materialBinding, { sn });

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
