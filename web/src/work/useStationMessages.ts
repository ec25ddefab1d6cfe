import { useEffect } from 'react';
import { rooms, type ServerEvents } from '@mes/contracts';
import type { Notify } from './notices';
import type { RoomClient } from '@mes/client';

// A supervisor's message (work/station/message, pushed as station.message to station:<id>) shows as a notice until
// dismissed; each message is its own notice.
export function useStationMessages(socket: RoomClient | null, stationId: number, notify: Notify): void {
  useEffect(() => {
    if (!socket) return undefined;
    return socket.watch(rooms.station(stationId), {
      delta: (d) => {
        if (d.event !== 'station.message') return;
        const m = d.data as ServerEvents['station.message'];
        if (m.station_id === stationId)
          notify({ tone: 'warning', key: 'notice.stationMessage', params: { text: m.text }, stacked: true });
      },
    });
  }, [socket, stationId, notify]);
}
