import { useEffect } from 'react';
import { rooms, type DeviceAlert } from '@mes/contracts';
import type { RoomClient } from '@mes/client';
import type { Notify } from '../work/notices';
import './i18n';

const TONE = { down: 'error', up: 'success', overdue: 'warning', maintained: 'success' } as const;

// A device of the station's line went down, came back, or is overdue for maintenance (device.alert to station:<id>):
// one notice for the line's devices, the latest replacing the one before (so a repair closed clears its "down").
export function useDeviceAlerts(socket: RoomClient | null, stationId: number, notify: Notify): void {
  useEffect(() => {
    if (!socket) return undefined;
    return socket.watch(rooms.station(stationId), {
      delta: (d) => {
        if (d.event !== 'device.alert') return;
        const a = d.data as DeviceAlert;
        notify({
          tone: TONE[a.kind],
          key: 'notice.device',
          params: { context: a.kind, device: `${a.fnumber} ${a.fname}`.trim(), text: a.text },
        });
      },
    });
  }, [socket, stationId, notify]);
}
