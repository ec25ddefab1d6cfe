import type pg from 'pg';
import type { LineSnapshot, StationSnapshot, WorderSnapshot } from '@mes/contracts';
import { first, rows, sql } from '../../core/db/sql';
import { smtOrderSnapshot } from '../kanban';
import { lineHours, stationAllOrders, worderProgress, worderStations } from '../shop-floor';

const HOURS_SHOWN = 12;

const LINE = sql('realtime.line', 'SELECT id, fnumber, fname, line_type FROM product_line WHERE id = $1');
const LINE_ORDERS = sql(
  'realtime.line_orders',
  'SELECT id, fbillno, fqty, status, product_id, workflow_id FROM worder WHERE product_line_id = $1 AND status IN (2, 3) ORDER BY id',
);
const WORDER = sql(
  'realtime.worder',
  'SELECT id, fbillno, fqty, status, product_id, product_line_id, workflow_id FROM worder WHERE id = $1',
);
const WORDER_STEPS = sql(
  'realtime.worder_steps',
  `SELECT ws.seq, s.id, s.fnumber, s.fname FROM worder w JOIN workflow_station ws ON ws.workflow_id = w.workflow_id
          JOIN station s ON s.id = ws.station_id WHERE w.id = $1 ORDER BY ws.seq`,
);
const STATION = sql('realtime.station', 'SELECT id, fnumber, fname, product_line_id FROM station WHERE id = $1');

// What a board needs when it joins a room; deltas then keep it current.
export async function snapshotOf(pool: pg.Pool, kind: string, id: number): Promise<unknown> {
  switch (kind) {
    case 'line': {
      const since = new Date(Date.now() - HOURS_SHOWN * 3600_000).toISOString();
      const [line, hours, orders] = await Promise.all([
        one(first(pool, LINE, [id])),
        lineHours(pool, id, since),
        rows(pool, LINE_ORDERS, [id]),
      ]);
      const withStats = await Promise.all(
        orders.map(async (o) => ({
          ...o,
          progress: await worderProgress(pool, o.id),
          stations: await worderStations(pool, o.id),
        })),
      );
      return { line, hours, orders: withStats } as LineSnapshot;
    }
    case 'worder': {
      const [worder, progress, stations, steps] = await Promise.all([
        one(first(pool, WORDER, [id])),
        worderProgress(pool, id),
        worderStations(pool, id),
        rows(pool, WORDER_STEPS, [id]),
      ]);
      return { worder, progress, stations, steps } as WorderSnapshot;
    }
    case 'station': {
      const [station, orders] = await Promise.all([one(first(pool, STATION, [id])), stationAllOrders(pool, id)]);
      return { station, orders } as StationSnapshot;
    }
    case 'smt_order':
      // the order, its feeding and its slots; 'smt_feeding.step' deltas move them
      return smtOrderSnapshot(pool, id);
    default:
      return {};
  }
}

/** the row, or null where the record does not exist (the board says so) */
async function one<R>(row: Promise<R | undefined>): Promise<R | null> {
  return (await row) ?? null;
}
