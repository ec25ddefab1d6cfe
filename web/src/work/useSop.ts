import { useCallback, useEffect, useRef, useState } from 'react';
import { rooms } from '@mes/contracts';
import { apiCall, type RoomClient, type SopType } from '@mes/client';
import type { Notify } from './notices';

// The station's work instructions (product_mgt/station_sop, 001 §3): the general ones and those of the product the
// station works on, read again when resource:station_sop says one changed, with a notice when this station's changed.

export type Sop = {
  id: number;
  fnumber: string;
  fname: string;
  sop_type: SopType;
  content: string;
  version: string;
  product_id: number | null;
};

/** The instructions that apply: the product's own first, then the general ones (product empty). */
export function applicable(list: readonly Sop[], productId: number | null | undefined): Sop[] {
  const mine = list.filter((s) => productId != null && s.product_id === productId);
  return [...mine, ...list.filter((s) => s.product_id === null)];
}

export function useSop(
  socket: RoomClient | null,
  stationId: number,
  productId: number | null | undefined,
  notify: Notify,
): { sops: Sop[]; loading: boolean } {
  const [all, setAll] = useState<Sop[] | null>(null);
  const seen = useRef<string | null>(null);

  const load = useCallback(
    async (announce: boolean) => {
      const answer = await apiCall<{ list: Sop[] }>(
        'product_mgt/station_sop/list',
        { filter: `station_id:${stationId} disabled:0 sort:id-asc ps:50` },
        { quiet: true },
      ).catch(() => null);
      if (!answer) return;
      const text = JSON.stringify(answer.list);
      if (announce && seen.current !== null && seen.current !== text)
        notify({ tone: 'info', key: 'notice.sopChanged', params: {} });
      seen.current = text;
      setAll(answer.list);
    },
    [stationId, notify],
  );

  useEffect(() => {
    seen.current = null;
    void load(false);
  }, [load]);

  useEffect(() => {
    if (!socket) return undefined;
    return socket.watch(rooms.resource('station_sop'), {
      delta: (d) => {
        if (d.event === 'resource.changed') void load(true);
      },
    });
  }, [socket, load]);

  return { sops: applicable(all ?? [], productId), loading: all === null };
}
