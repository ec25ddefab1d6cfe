// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "demo.history_done_units": {
    params: [number | null, number | null, number | null, readonly (string | null)[] | null, readonly (Date | string | null)[] | null];
    row: Record<string, never>;
  };
  "demo.history_failed_items": {
    params: [readonly (number | string | null)[] | null];
    row: Record<string, never>;
  };
  "demo.history_logs": {
    params: [number | null, number | null, number | null, readonly (string | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (boolean | null)[] | null, readonly (Date | string | null)[] | null];
    row: { id: string; result: number };
  };
  "demo.lock_organizations": {
    params: [];
    row: Record<string, never>;
  };
  "demo.organization_found": {
    params: [string | null];
    row: { "?column?": number | null };
  };
  "demo.scale_items_ago": {
    params: [number | null, Date | string | null];
    row: Record<string, never>;
  };
  "demo.stage_done": {
    params: [number | null];
    row: Record<string, never>;
  };
  "demo.staged": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "demo.standard_roles": {
    params: [readonly (string | null)[] | null];
    row: { id: number; fname: string };
  };
  "demo.user_role": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "demo.worder_sns": {
    params: [number | null, readonly (string | null)[] | null];
    row: Record<string, never>;
  };
  "demo.workflow_station": {
    params: [number | null, number | null, number | null];
    row: Record<string, never>;
  };
}
