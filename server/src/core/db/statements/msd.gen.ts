// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "msd.events": {
    params: [readonly (number | null)[] | null];
    row: { bundle_id: number; event: string; at: Date; temp_c: number | null; rh: number | null; hours: number | null };
  };
  "msd.expire": {
    params: [number | null, Date | string | null, number | null, string | null];
    row: { id: string };
  };
  "msd.history": {
    params: [number | null];
    row: { id: string; event: string; at: Date; temp_c: number | null; rh: number | null; hours: number | null; source: string; cycle: number; fdesc: string; creater_id: number | null; created_at: Date };
  };
  "msd.last_not_expired": {
    params: [];
    row: { id: number };
  };
  "msd.lock_reel": {
    params: [string | null];
    row: { id: number };
  };
  "msd.record_event": {
    params: [number | null, string | null, Date | string | null, number | string | null, number | string | null, number | string | null, string | null, string | null, number | null];
    row: Record<string, never>;
  };
  "msd.reel_id": {
    params: [string | null];
    row: { id: number };
  };
  "msd.rules_by_code": {
    params: [readonly (string | null)[] | null];
    row: { bundle_id: number; code: string; msl: string | null; thickness: number | null; label: number | null };
  };
  "msd.rules_by_id": {
    params: [readonly (number | null)[] | null];
    row: { bundle_id: number; code: string; msl: string | null; thickness: number | null; label: number | null };
  };
}
