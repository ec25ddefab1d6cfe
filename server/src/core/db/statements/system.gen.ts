// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "system.forget_list_layout": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "system.global_settings": {
    params: [];
    row: { key: string; value: unknown; updated_by: number | null; updated_at: Date };
  };
  "system.list_layout": {
    params: [number | null, string | null];
    row: { value: unknown; updated_at: Date };
  };
  "system.lock_settings": {
    params: [];
    row: { pg_advisory_xact_lock: null };
  };
  "system.log_call": {
    params: [number | null, string | null, string | null, string | null, string | null, boolean | null, number | null, string | null, unknown, number | null];
    row: Record<string, never>;
  };
  "system.preferences": {
    params: [number | null];
    row: { key: string; value: unknown };
  };
  "system.purge_log": {
    params: [number | null];
    row: Record<string, never>;
  };
  "system.record_setting_change": {
    params: [number | null, string | null, unknown, unknown];
    row: Record<string, never>;
  };
  "system.save_list_layout": {
    params: [number | null, string | null, unknown];
    row: { value: unknown; updated_at: Date };
  };
  "system.set_preference": {
    params: [number | null, string | null, unknown];
    row: Record<string, never>;
  };
  "system.smt_settings": {
    params: [];
    row: { scope: string; key: string; value: unknown; updated_by: number | null; updated_at: Date };
  };
  "system.write_global_setting": {
    params: [string | null, unknown, number | null];
    row: Record<string, never>;
  };
  "system.write_smt_setting": {
    params: [string | null, string | null, unknown, number | null];
    row: Record<string, never>;
  };
}
