// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "stat.line_stations": {
    params: [number | null, Date | string | null, Date | string | null];
    row: { station_id: number };
  };
  "stat.order_wip_board": {
    params: [];
    row: { id: number; icpp_id: number | null; worder_id: number | null; fdesc: string; checked: boolean; disabled: boolean; created_at: Date };
  };
  "stat.order_wip_followed": {
    params: [readonly (number | null)[] | null];
    row: { id: number; icpp: unknown | null; worder: unknown | null };
  };
  "stat.order_wip_stages": {
    params: [readonly (number | null)[] | null];
    row: { order_wip_id: number; wip_field_id: number; fnumber: string; fname: string; counted: number; temporary: number; amended: number };
  };
  "stat.wip_now": {
    params: [readonly (number | null)[] | null];
    row: { worder_id: number; station_id: number; seq: number; station: unknown | null; units: number; oldest_s: number; average_s: number };
  };
  "stat.wip_stages": {
    params: [];
    row: { id: number; fnumber: string; fname: string };
  };
}
