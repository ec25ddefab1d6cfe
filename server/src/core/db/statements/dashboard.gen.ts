// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "dashboard.fpy": {
    params: [Date | string | null, Date | string | null, number | null];
    row: { id: number; fnumber: string; fname: string; seq: number; first_total: string; first_pass: string };
  };
  "dashboard.hours": {
    params: [Date | string | null, Date | string | null, number | null];
    row: { hour: string; output: string; pass: string; fail: string; plan: string };
  };
  "dashboard.layout": {
    params: [number | null];
    row: { layout: unknown; updated_at: Date };
  };
  "dashboard.lines": {
    params: [Date | string | null, Date | string | null];
    row: { id: number; fnumber: string; fname: string; output: string; pass: string; fail: string };
  };
  "dashboard.orders": {
    params: [Date | string | null, Date | string | null, number | null, number | null];
    row: { id: number; fbillno: string; pass: string; fail: string };
  };
  "dashboard.pareto": {
    params: [Date | string | null, Date | string | null, number | null, number | null];
    row: { code: string; count: string };
  };
  "dashboard.reset_layout": {
    params: [number | null];
    row: Record<string, never>;
  };
  "dashboard.save_layout": {
    params: [number | null, unknown];
    row: { layout: unknown; updated_at: Date };
  };
  "dashboard.wip": {
    params: [readonly (number | null)[] | null, number | null];
    row: { id: number; fnumber: string; fname: string; seq: number; units: string };
  };
}
