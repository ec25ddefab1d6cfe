// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "tracing.flow_steps": {
    params: [number | null];
    row: { seq: number; station: unknown };
  };
  "tracing.reels_of_lot": {
    params: [string | null, number | null];
    row: { barcode: string };
  };
  "tracing.test_items": {
    params: [readonly (number | string | null)[] | null];
    row: { station_log_id: number; id: number; name: string; value: string; lower: string; upper: string; unit: string; result: number };
  };
  "tracing.workflow": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string };
  };
}
