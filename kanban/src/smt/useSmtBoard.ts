import { useEffect, useMemo, useState } from 'react';
import { rooms, KANBAN_BOARD_CALLS } from '@mes/contracts';
import { useCallData } from '../components/useApiData';
import { mergeSlots, progressOf, readSmtBoard, type SmtBoardData, type SmtProgress } from '../live/smt-model';
import { useRoom } from '../live/useRoom';

export type SmtBoardView = SmtBoardData & {
  progress: SmtProgress;
  ready: boolean;
  connected: boolean;
  missing: boolean;
  error: string | null;
};

// An SMT order board's data: the room smt_order:<id> (snapshot, then steps). After a prepare or sync the slots were
// copied again, so the order is read once more and the room's later steps are laid over that read.
export function useSmtBoard(id: number | null): SmtBoardView {
  const room = useRoom(id ? rooms.smtOrder(id) : null);
  const epoch = room.data?.epoch ?? 0;
  // a reel put on or taken off a slot since the snapshot: the read brings its floor life (docs/msd.md)
  const reels = (room.data?.slots ?? []).map((s) => s.reel_barcode ?? '').join('|');
  const [snapshotReels, setSnapshotReels] = useState<string | null>(null);
  useEffect(() => {
    if (room.data && snapshotReels === null) setSnapshotReels(reels);
  }, [room.data, reels, snapshotReels]);
  const reelsMoved = snapshotReels !== null && reels !== snapshotReels;
  const detail = useCallData(
    id && (epoch > 0 || reelsMoved) ? KANBAN_BOARD_CALLS.smtOrderAlias : null,
    { smt_order_id: id ?? 0 },
    readSmtBoard,
  );
  const { reload } = detail;
  useEffect(() => {
    if (epoch > 0 || reelsMoved) reload();
  }, [epoch, reels, reelsMoved, reload]);
  return useMemo(() => {
    const live = room.data;
    const fresh = detail.data;
    const base = fresh && fresh.slots.length > 0 ? fresh : null;
    const slots = base ? mergeSlots(base.slots, live?.slots ?? []) : (live?.slots ?? []);
    const data: SmtBoardData = {
      order: live?.order ?? fresh?.order ?? null,
      feeding: live?.feeding ?? fresh?.feeding ?? null,
      slots,
      epoch,
      last: live?.last ?? null,
    };
    return {
      ...data,
      progress: progressOf(slots),
      ready: live !== null,
      connected: room.connected,
      missing: live !== null && data.order === null,
      error: room.error,
    };
  }, [room.data, room.connected, room.error, detail.data, epoch]);
}
