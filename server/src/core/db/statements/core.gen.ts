// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "core.caller_locale": {
    params: [number | null];
    row: { value: unknown };
  };
  "core.creaters": {
    params: [readonly (number | null)[] | null];
    row: { id: number; name: string; display_name: string };
  };
  "core.migration_lock": {
    params: [number | string | null];
    row: { pg_advisory_lock: null };
  };
  "core.migration_unlock": {
    params: [number | string | null];
    row: { pg_advisory_unlock: boolean | null };
  };
  "core.next_bill_no": {
    params: [];
    row: { n: string };
  };
  "core.progress_by_id": {
    params: [number | string | null];
    row: { id: string; owner_id: number | null; kind: string; label: string; total: number; done: number; status: string; cancellable: boolean; cancel_requested: boolean; started_at: Date; finished_at: Date | null; result: unknown | null; error: string | null };
  };
  "core.progress_create": {
    params: [number | null, string | null, string | null, number | null, boolean | null];
    row: { id: string; owner_id: number | null; kind: string; label: string; total: number; done: number; status: string; cancellable: boolean; cancel_requested: boolean; started_at: Date; finished_at: Date | null; result: unknown | null; error: string | null };
  };
  "core.progress_end": {
    params: [number | string | null, string | null, number | null, number | null, unknown, string | null];
    row: { id: string; owner_id: number | null; kind: string; label: string; total: number; done: number; status: string; cancellable: boolean; cancel_requested: boolean; started_at: Date; finished_at: Date | null; result: unknown | null; error: string | null };
  };
  "core.progress_end_lost": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "core.progress_list": {
    params: [number | null, number | string | null, number | null];
    row: { id: string; owner_id: number | null; kind: string; label: string; total: number; done: number; status: string; cancellable: boolean; cancel_requested: boolean; started_at: Date; finished_at: Date | null; result: unknown | null; error: string | null };
  };
  "core.progress_request_cancel": {
    params: [number | string | null, number | null];
    row: { id: string; owner_id: number | null; kind: string; label: string; total: number; done: number; status: string; cancellable: boolean; cancel_requested: boolean; started_at: Date; finished_at: Date | null; result: unknown | null; error: string | null };
  };
  "core.progress_touch": {
    params: [number | string | null];
    row: Record<string, never>;
  };
  "core.progress_update": {
    params: [number | string | null, number | null, number | null];
    row: { id: string; owner_id: number | null; kind: string; label: string; total: number; done: number; status: string; cancellable: boolean; cancel_requested: boolean; started_at: Date; finished_at: Date | null; result: unknown | null; error: string | null };
  };
  "core.record_history": {
    params: [string | null, string | null, string | null, number | string | null];
    row: { id: number; path: string; ok: boolean; body: unknown | null; who: string; created_at: Date };
  };
}
