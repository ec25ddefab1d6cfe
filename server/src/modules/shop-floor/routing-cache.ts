import type pg from 'pg';
import { rows, sql, type RowOf } from '../../core/db/sql';

type FlowStep = RowOf<'shop-floor.flow_steps'>;

export type StationInfo = RowOf<'shop-floor.station_by_id'>;

// A station by id or by code (two texts, one row type).
const STATION_BY_ID = sql(
  'shop-floor.station_by_id',
  `SELECT s.id, s.fnumber, s.fname, s.product_line_id, f.fnumber AS fn, s.disabled
         FROM station s LEFT JOIN station_function f ON f.id = s.station_function_id WHERE s.id = $1`,
);
const STATION_BY_FNUMBER = sql(
  'shop-floor.station_by_fnumber',
  `SELECT s.id, s.fnumber, s.fname, s.product_line_id, f.fnumber AS fn, s.disabled
         FROM station s LEFT JOIN station_function f ON f.id = s.station_function_id WHERE s.fnumber = $1`,
);
const FLOW_STEPS = sql(
  'shop-floor.flow_steps',
  `SELECT ws.seq, ws.station_id, s.fnumber FROM workflow_station ws JOIN station s ON s.id = ws.station_id
         WHERE ws.workflow_id = $1 ORDER BY ws.seq`,
);

const TTL_MS = 5000;

// Stations and workflows change rarely and are read on every report: kept for a few seconds per process.
// A change reaches every server within TTL_MS (docs/state-machines.md).
// Concurrent misses of one key share one query. A caller inside a transaction passes its own connection: asking
// the pool for a second one while holding the first would starve the pool under load.
export class RoutingCache {
  private readonly stations = new Map<string, { at: number; value: Promise<StationInfo | null> }>();
  private readonly flows = new Map<number, { at: number; value: Promise<FlowStep[]> }>();

  constructor(private readonly pool: pg.Pool) {}

  station(
    key: { id?: number; fnumber?: string },
    db: pg.Pool | pg.PoolClient = this.pool,
  ): Promise<StationInfo | null> {
    const k = key.id !== undefined ? `id:${key.id}` : `fn:${key.fnumber}`;
    return cached(
      this.stations,
      k,
      async () =>
        (key.id !== undefined
          ? await rows(db, STATION_BY_ID, [key.id])
          : await rows(db, STATION_BY_FNUMBER, [key.fnumber ?? null]))[0] ?? null,
    );
  }

  steps(workflowId: number, db: pg.Pool | pg.PoolClient = this.pool): Promise<FlowStep[]> {
    return cached(this.flows, workflowId, () => rows(db, FLOW_STEPS, [workflowId]));
  }
}

export function cached<K, V>(
  map: Map<K, { at: number; value: Promise<V> }>,
  key: K,
  load: () => Promise<V>,
): Promise<V> {
  const hit = map.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load();
  map.set(key, { at: Date.now(), value });
  value.catch(() => map.delete(key));
  return value;
}
