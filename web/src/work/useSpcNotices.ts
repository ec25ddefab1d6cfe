import { useEffect } from 'react';
import { rooms, SPC_RULE_LABELS, type SpcAlarm } from '@mes/contracts';
import type { RoomClient } from '@mes/client';
import type { Notify } from './notices';

// An SPC alarm of this station (spc.alarm to station:<id>, docs/spc.md "On the boards"): raised shows a notice with
// its rule and characteristic ("station on hold" when it holds the station), one per alarm; released takes it away.
export function useSpcNotices(
  socket: RoomClient | null,
  stationId: number,
  notify: Notify,
  withdraw: (tag: string) => void,
): void {
  useEffect(() => {
    if (!socket) return undefined;
    return socket.watch(rooms.station(stationId), {
      delta: (d) => {
        if (d.event !== 'spc.alarm') return;
        const a = d.data as SpcAlarm;
        if (a.station.id !== stationId) return;
        const tag = `spc:${a.id}`;
        if (a.kind === 'released') return withdraw(tag);
        const rule = SPC_RULE_LABELS[a.rule] ?? { 'zh-CN': `#${a.rule}`, 'en-US': `#${a.rule}` };
        notify({
          tone: a.hold ? 'error' : 'warning',
          key: 'notice.spc',
          params: {
            context: a.hold ? 'hold' : 'alarm',
            characteristic: a.characteristic.fname || a.characteristic.fnumber,
          },
          words: { rule },
          tag,
        });
      },
    });
  }, [socket, stationId, notify, withdraw]);
}
