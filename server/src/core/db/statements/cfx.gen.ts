// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "cfx.allowed_logins": {
    params: [readonly (string | null)[] | null];
    row: { username: string };
  };
  "cfx.applied": {
    params: [number | string | null, string | null, string | null, unknown, number | null];
    row: Record<string, never>;
  };
  "cfx.batch_messages": {
    params: [readonly (number | string | null)[] | null];
    row: { id: string; raw: string; status: string; address: string; reply_to: string; outcome: unknown | null };
  };
  "cfx.board_log": {
    params: [string | null, number | null, number | null, number | null, number | null, string | null];
    row: Record<string, never>;
  };
  "cfx.clear_fault": {
    params: [number | null, string | null, Date | string | null];
    row: Record<string, never>;
  };
  "cfx.close_state": {
    params: [number | null, Date | string | null];
    row: Record<string, never>;
  };
  "cfx.device_asset": {
    params: [number | null];
    row: { fnumber: string; fname: string };
  };
  "cfx.failed_times": {
    params: [number | string | null, string | null];
    row: Record<string, never>;
  };
  "cfx.fault_cleared": {
    params: [number | null];
    row: { open_faults: number };
  };
  "cfx.fault_opened": {
    params: [number | null];
    row: { open_faults: number };
  };
  "cfx.faulted_machines": {
    params: [number | null];
    row: { id: number; handle: string; fname: string; device_asset_id: number | null; product_line_id: number; since: Date; text: string | null };
  };
  "cfx.heartbeat": {
    params: [number | null, Date | string | null, number | null];
    row: Record<string, never>;
  };
  "cfx.installed": {
    params: [number | string | null, number | null, string | null, number | null, string | null, string | null, string | null, number | string | null, number | null];
    row: Record<string, never>;
  };
  "cfx.line_feeding": {
    params: [number | null, number | null, number | null, number | null];
    row: { id: number; status: number; smt_order_id: number };
  };
  "cfx.loaded_reels": {
    params: [number | null, readonly (string | null)[] | null];
    row: { slot: string; reel_barcode: string };
  };
  "cfx.login_account": {
    params: [string | null];
    row: { id: number; secret_hash: string; disabled: boolean };
  };
  "cfx.login_opened": {
    params: [string | null, string | null];
    row: Record<string, never>;
  };
  "cfx.login_station": {
    params: [string | null];
    row: { station_id: number; station: string };
  };
  "cfx.machine": {
    params: [string | null];
    row: { id: number; handle: string; fname: string; station_id: number; station: string; fn: string | null; product_line_id: number; device_asset_id: number | null; link_state: string; state: string };
  };
  "cfx.mark_failed": {
    params: [number | string | null, string | null];
    row: Record<string, never>;
  };
  "cfx.open_fault": {
    params: [number | null, number | null, number | null, string | null, string | null, string | null, string | null, string | null, Date | string | null];
    row: Record<string, never>;
  };
  "cfx.open_state": {
    params: [number | null, number | null, number | null, number | string | null, string | null, boolean | null, Date | string | null];
    row: Record<string, never>;
  };
  "cfx.panel_boards": {
    params: [readonly (string | null)[] | null];
    row: { barcode: string; sn: string; position: number; smt_order_id: number | null };
  };
  "cfx.release_message": {
    params: [];
    row: Record<string, never>;
  };
  "cfx.release_step": {
    params: [];
    row: Record<string, never>;
  };
  "cfx.reply_sent": {
    params: [number | string | null, boolean | null, string | null];
    row: Record<string, never>;
  };
  "cfx.reported_in_transaction": {
    params: [string | null, string | null, number | string | null];
    row: { sn: string | null };
  };
  "cfx.rollback_message": {
    params: [];
    row: Record<string, never>;
  };
  "cfx.rollback_step": {
    params: [];
    row: Record<string, never>;
  };
  "cfx.savepoint_message": {
    params: [];
    row: Record<string, never>;
  };
  "cfx.savepoint_step": {
    params: [];
    row: Record<string, never>;
  };
  "cfx.seen_message": {
    params: [string | null, string | null];
    row: { id: string; status: string };
  };
  "cfx.set_link": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "cfx.set_state": {
    params: [number | null, string | null, Date | string | null];
    row: Record<string, never>;
  };
  "cfx.started_units": {
    params: [string | null, string | null];
    row: { units: unknown | null };
  };
  "cfx.store_message": {
    params: [string | null, string | null, string | null, string | null, string | null, string | null, string | null, Date | string | null, string | null, string | null, string | null, unknown];
    row: { id: string; status: string; lane: string };
  };
  "cfx.unapplied": {
    params: [];
    row: { id: string; lane: string };
  };
}
