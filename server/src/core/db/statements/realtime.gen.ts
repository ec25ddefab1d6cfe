// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "realtime.line": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; line_type: string };
  };
  "realtime.line_orders": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; status: number; product_id: number; workflow_id: number };
  };
  "realtime.station": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; product_line_id: number };
  };
  "realtime.worder": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; status: number; product_id: number; product_line_id: number; workflow_id: number };
  };
  "realtime.worder_steps": {
    params: [number | null];
    row: { seq: number; id: number; fnumber: string; fname: string };
  };
}
