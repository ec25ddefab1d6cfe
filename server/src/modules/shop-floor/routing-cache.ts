import type pg from 'pg';
import type { FlowStep } from './routing';

export type StationInfo = { id: number; fnumber: string; fname: string; product_line_id: number; fn: string | null; disabled: boolean };

const TTL_MS = 5000;

// Stations and workflows change rarely and are read on every report: kept for a few seconds per process.
// A change reaches every server within TTL_MS (docs/state-machines.md).
export class RoutingCache {
  private stations = new Map<string, { at: number; value: StationInfo | null }>();
  private flows = new Map<number, { at: number; value: FlowStep[] }>();

  constructor(private readonly pool: pg.Pool) {}

  async station(key: { id?: number; fnumber?: string }): Promise<StationInfo | null> {
    const k = key.id !== undefined ? `id:${key.id}` : `fn:${key.fnumber}`;
    const hit = this.stations.get(k);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const where = key.id !== undefined ? 's.id = $1' : 's.fnumber = $1';
    const { rows } = await this.pool.query<StationInfo>(
      `SELECT s.id, s.fnumber, s.fname, s.product_line_id, f.fnumber AS fn, s.disabled
       FROM station s LEFT JOIN station_function f ON f.id = s.station_function_id WHERE ${where}`, [key.id ?? key.fnumber],
    );
    const value = rows[0] ?? null;
    this.stations.set(k, { at: Date.now(), value });
    return value;
  }

  async steps(workflowId: number): Promise<FlowStep[]> {
    const hit = this.flows.get(workflowId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const { rows } = await this.pool.query<FlowStep>(
      `SELECT ws.seq, ws.station_id, s.fnumber FROM workflow_station ws JOIN station s ON s.id = ws.station_id
       WHERE ws.workflow_id = $1 ORDER BY ws.seq`, [workflowId],
    );
    this.flows.set(workflowId, { at: Date.now(), value: rows });
    return rows;
  }
}
