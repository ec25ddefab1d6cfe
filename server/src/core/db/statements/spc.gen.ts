// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "spc.alarms": {
    params: [number | null, string | null, number | null, number | null, number | null, number | string | null];
    row: { id: number; characteristic_id: number; c_fnumber: string; c_fname: string; station_id: number; s_fnumber: string; s_fname: string; product_line_id: number | null; rule: number; point_seqs: number[]; value: number | null; hold: boolean; raised_at: Date; released_at: Date | null; released_by: number | null; released_by_name: string | null; cause: string; action: string };
  };
  "spc.baseline": {
    params: [number | null];
    row: { id: number; centre: number; sigma: number; lcl: number; ucl: number; spread_centre: number | null; spread_lcl: number | null; spread_ucl: number | null; from_seq: number; to_seq: number; points: number; frozen_by: number; frozen_by_name: string | null; frozen_at: Date; fdesc: string };
  };
  "spc.characteristic": {
    params: [readonly (number | null)[] | null];
    row: { id: number; fnumber: string; fname: string; source: string; chart: string; subgroup_size: number; item: string; lsl: number | null; usl: number | null; rules: string; reaction: string; station_id: number | null; s_fnumber: string | null; s_fname: string | null; product_id: number | null; p_fnumber: string | null; p_fname: string | null };
  };
  "spc.characteristics_in_play": {
    params: [readonly (number | null)[] | null];
    row: { id: number; chart: string; subgroup_size: number; rules: string; reaction: string; baseline_id: number | null; centre: number | null; sigma: number | null; lcl: number | null; ucl: number | null; point_id: string | null; complete: boolean | null; seq: number | null; station_id: number | null; n: number | null; vals: number[] | null; value: number | null; z: number | null; point_baseline_id: number | null; station_log_ids: string[] | null };
  };
  "spc.characteristics_of_values": {
    params: [string | null, readonly (number | null)[] | null, readonly (number | null)[] | null];
    row: { characteristic_id: number; i: number };
  };
  "spc.chart_points": {
    params: [number | null, number | string | null, number | null];
    row: { seq: number; at_ms: number; station_id: number; n: number; value: number; spread: number | null; violations: string };
  };
  "spc.has_points": {
    params: [number | null];
    row: { one: number | null };
  };
  "spc.hold_at": {
    params: [number | null];
    row: { id: number; rule: number; fnumber: string; fname: string };
  };
  "spc.insert_alarm": {
    params: [number | null, number | null, number | null, number | string | null, number | null, readonly (number | null)[] | null, boolean | null];
    row: { id: number };
  };
  "spc.insert_baseline": {
    params: [number | null, number | null, number | null, number | null, number | null, number | null, number | null, number | null, number | null, number | null, number | null, number | null, string | null];
    row: { id: number };
  };
  "spc.last_seq": {
    params: [number | null];
    row: { seq: number };
  };
  "spc.line_characteristics": {
    params: [number | null];
    row: { id: number };
  };
  "spc.lock_alarm": {
    params: [number | null];
    row: { id: number; released_at: Date | null; by_name: string | null };
  };
  "spc.lock_for_freeze": {
    params: [number | null];
    row: { id: number; chart: string; frozen_to: number | null };
  };
  "spc.release_alarm": {
    params: [number | null, number | null, string | null, string | null];
    row: Record<string, never>;
  };
  "spc.values_of_reports": {
    params: [readonly (number | string | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (Date | string | null)[] | null, readonly (number | null)[] | null];
    row: { characteristic_id: number; station_log_id: string; station_id: number; at: Date; value: string | null };
  };
  "spc.window_points": {
    params: [number | null, number | null, number | null];
    row: { seq: number; n: number; vals: number[] };
  };
  "spc.window_summary": {
    params: [number | null, number | string | null, number | null];
    row: { n: number; mean: number | null; sd: number | null; lo: number | null; hi: number | null; bins: number; spread_bar: number | null; counts: number[]; at_bins: number[] };
  };
  "spc.write_points": {
    params: [readonly (number | string | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (Date | string | null)[] | null, readonly (number | null)[] | null, readonly (string | null)[] | null, readonly (boolean | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (string | null)[] | null, readonly (string | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null];
    row: { id: string; characteristic_id: number; seq: number | null };
  };
}
