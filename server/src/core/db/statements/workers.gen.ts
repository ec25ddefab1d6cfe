// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "workers.claim_facts": {
    params: [readonly (number | string | null)[] | null];
    row: { outbox_id: string };
  };
  "workers.mark_emitted": {
    params: [readonly (number | string | null)[] | null];
    row: Record<string, never>;
  };
  "workers.pending_facts": {
    params: [readonly (number | string | null)[] | null];
    row: { outbox_id: string };
  };
  "workers.relay_take_mark": {
    params: [string | null, number | null];
    row: { id: string; topic: string; payload: unknown; smt: boolean };
  };
  "workers.unannounced_facts": {
    params: [];
    row: { outbox_id: string; payload: unknown };
  };
}
