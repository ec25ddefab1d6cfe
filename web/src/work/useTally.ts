import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { rooms, TRACING, type ReportsDelta } from '@mes/contracts';
import { callApi, type RoomClient } from '@mes/client';
import { StationTally, localDay, startOfDayIso } from './tally';
import type { StationLogRow } from './work.types';

const BASELINE_ROWS = 500;
/** a page of the station's reports today (product_coll/station_log/list) */
const logs = async (filter: string) => {
  const page = await callApi(TRACING.stationLogs, { filter }, { quiet: true });
  return { list: page.list as StationLogRow[], total: page.total };
};

async function loadBaseline(tally: StationTally, stationId: number): Promise<number | null> {
  const day = `station_id:${stationId} from:"${startOfDayIso(Date.now())}"`;
  const page = await logs(`${day} ps:${BASELINE_ROWS}`);
  let totals: { pass: number; fail: number } | undefined;
  if (page.total > page.list.length) {
    const [pass, fail] = await Promise.all([1, 2].map((r) => logs(`${day} result:${r} ps:1`)));
    totals = { pass: pass.total, fail: fail.total };
  }
  tally.baseline(page.list, totals);
  return page.list[0]?.worder_id ?? null;
}

/**
 * Today's counts and the last results at a station: the station log as a baseline, then the station room's
 * reports.applied deltas and this PC's own answers. A new day starts a new tally.
 */
export function useTally(socket: RoomClient | null, stationId: number) {
  const [day, setDay] = useState(() => localDay(Date.now()));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- another station starts a tally of its own
  const tally = useMemo(() => new StationTally(day), [day, stationId]);
  const [lastOrderId, setLastOrderId] = useState<number | null>(null);
  const view = useSyncExternalStore(tally.subscribe, tally.getView);

  useEffect(() => {
    const timer = setInterval(() => setDay(localDay(Date.now())), 30_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    let live = true;
    const load = () =>
      loadBaseline(tally, stationId).then(
        (id) => live && id !== null && setLastOrderId(id),
        () => {
          if (live) setTimeout(load, 5000); // the server is away: try again, the counts wait
        },
      );
    load();
    return () => {
      live = false;
    };
  }, [tally, stationId]);

  useEffect(() => {
    if (!socket) return undefined;
    return socket.watch(rooms.station(stationId), {
      delta: (d) => {
        if (d.event === 'reports.applied') tally.reports((d.data as ReportsDelta).reports);
      },
    });
  }, [socket, tally, stationId]);

  return { tally, view, lastOrderId };
}
