import { useCallback, useEffect, useState } from 'react';
import { rooms } from '@mes/contracts';
import { apiCall } from '@mes/client';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { localDay } from '../work/tally';
import type { BindingMode } from './binding-calls';

/** what a binding station counts today, and the room that says when it changed. */
const COUNTED: Record<BindingMode, { list: string; room: string }> = {
  material_binding: { list: 'product_mgt/binding_details/list', room: 'binding_details' },
  annexe_binging: { list: 'product_mgt/binding_details/list', room: 'binding_details' },
  put_material: { list: 'work/station_material/list', room: 'station_material' },
  glue: { list: 'product_mgt/glue_item/list', room: 'glue_item' },
};

/**
 * Today's bindings, lots or glue weighings at the station (this PC's and any other's), read again whenever the
 * resource's room says one was stored: live, no polling. null until the first answer.
 */
export function useStationCount(mode: BindingMode, stationId: number): number | null {
  const [count, setCount] = useState<number | null>(null);
  const { list, room } = COUNTED[mode];
  const load = useCallback(() => {
    apiCall<{ total: number }>(
      list,
      { filter: `station_id:${stationId} created_at:"${localDay(Date.now())}" ps:1` },
      { quiet: true },
    ).then(
      (a) => setCount(a.total),
      () => undefined,
    );
  }, [list, stationId]);
  useEffect(load, [load]);
  useRoomRefresh(rooms.resource(room), (d) => d.event === 'resource.changed', load);
  return count;
}
