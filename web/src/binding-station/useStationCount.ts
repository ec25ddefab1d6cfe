import { useCallback, useEffect, useState } from 'react';
import { rooms } from '@mes/contracts';
import { callApi } from '@mes/client';
import { REPAIR_CALLS } from '@mes/contracts';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { startOfDayIso } from '../work/tally';
import type { BindingMode } from './binding-calls';

/** what a binding station counts today, and the room that says when one more was stored. */
const COUNTED: Record<BindingMode, { kind: 'binding' | 'lot' | 'glue'; room: string }> = {
  material_binding: { kind: 'binding', room: 'binding_details' },
  annexe_binging: { kind: 'binding', room: 'binding_details' },
  put_material: { kind: 'lot', room: 'station_material' },
  glue: { kind: 'glue', room: 'glue_item' },
};

/**
 * Today's bindings, lots or glue weighings at the station (this PC's and any other's, since local midnight), read
 * again whenever the resource's room says one was stored: live, no polling. null until the first answer.
 */
export function useStationCount(mode: BindingMode, stationId: number): number | null {
  const [count, setCount] = useState<number | null>(null);
  const { kind, room } = COUNTED[mode];
  const load = useCallback(() => {
    callApi(REPAIR_CALLS.today, { station_id: stationId, kind, from: startOfDayIso(Date.now()) }, { quiet: true }).then(
      (a) => setCount(a.count),
      () => undefined,
    );
  }, [kind, stationId]);
  useEffect(load, [load]);
  useRoomRefresh(rooms.resource(room), (d) => d.event === 'resource.changed', load);
  return count;
}
