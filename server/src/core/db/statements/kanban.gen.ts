// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "kanban.active_line_stations": {
    params: [readonly (number | null)[] | null];
    row: { product_line_id: number; station_id: number; worder_id: number; pass: number; fail: number; first_pass_total: number; first_pass_pass: number; wip: number };
  };
  "kanban.all_screens": {
    params: [];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.bind_screen": {
    params: [number | null, unknown, number | null];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.create_screen": {
    params: [string | null, string | null, string | null];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.feeding_progress": {
    params: [readonly (number | null)[] | null];
    row: { id: number; reel_barcode: string | null; locked: boolean; no_verify: boolean; verdict: string };
  };
  "kanban.feeding_slots": {
    params: [number | null];
    row: { slot: string; seq: number; turn: number | null; station: string; no_verify: boolean; expected: string; expected_name: string; alternates: unknown; reel_barcode: string | null; reel_fnumber: string | null; checked: boolean; verdict: string; fail_count: number; locked: boolean; step: string | null; check: unknown | null; message: string; at: Date | null };
  };
  "kanban.flow_stations": {
    params: [readonly (number | null)[] | null];
    row: { worder_id: number; seq: number; station_id: number; fnumber: string; fname: string };
  };
  "kanban.line_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "kanban.line_hours": {
    params: [Date | string | null, number | null];
    row: { hour: string; output: number; pass: number; fail: number };
  };
  "kanban.lines": {
    params: [Date | string | null, string | null, string | null];
    row: { id: number; fnumber: string; fname: string; line_type: string; output: number; pass: number; fail: number; working_orders: number };
  };
  "kanban.live_screens": {
    params: [];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.orders": {
    params: [readonly (number | null)[] | null, readonly (number | null)[] | null, number | null];
    row: { id: number; fbillno: string; fqty: number; status: number; product_line_id: number; workflow_id: number; plan_start_at: Date | null; plan_end_at: Date | null; product: unknown; product_line: unknown; started: number; finished: number; failed: number; last_report_at: Date | null };
  };
  "kanban.package_boxes": {
    params: [number | null];
    row: { id: number; fnumber: string; fqty: number; capacity: number; status: number; weight: number | null; worder_id: number; fbillno: string; product: string };
  };
  "kanban.plan_order_ids": {
    params: [number | null];
    row: { worder_id: number };
  };
  "kanban.plan_product": {
    params: [number | null];
    row: { product_id: number };
  };
  "kanban.plan_steel_meshes": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; side: string; thickness: number | null; max_use: number; used_count: number; location: string; shelved: number; shelved_at: Date | null; icpp_id: number | null };
  };
  "kanban.rename_screen": {
    params: [number | null, string | null];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.revoke_screen": {
    params: [number | null];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.screen_by_id": {
    params: [number | null];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.screen_by_token": {
    params: [string | null];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
  };
  "kanban.set_setting": {
    params: [string | null, unknown, number | null];
    row: Record<string, never>;
  };
  "kanban.settings": {
    params: [];
    row: { key: string; value: unknown };
  };
  "kanban.smt_order": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; status: number; side: string; product_line_id: number; icpp_id: number | null; steel_mesh_id: number | null; plan_start_at: Date | null; plan_end_at: Date | null; product: unknown; product_line: unknown; icpp: unknown | null; feeding: unknown | null };
  };
  "kanban.smt_order_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "kanban.smt_order_line": {
    params: [number | null];
    row: { product_line_id: number };
  };
  "kanban.smt_order_line_id": {
    params: [number | null];
    row: { product_line_id: number };
  };
  "kanban.smt_orders": {
    params: [readonly (number | null)[] | null, number | null, readonly (number | null)[] | null];
    row: { id: number; fbillno: string; fqty: number; status: number; side: string; product_line_id: number; icpp_id: number | null; steel_mesh_id: number | null; plan_start_at: Date | null; plan_end_at: Date | null; product: unknown; product_line: unknown; icpp: unknown | null; feeding: unknown | null };
  };
  "kanban.smt_scan_hours": {
    params: [number | null, Date | string | null];
    row: { hour: string; scans: number; failures: number };
  };
  "kanban.station_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "kanban.station_stats": {
    params: [readonly (number | null)[] | null];
    row: { worder_id: number; station_id: number; pass: number; fail: number; first_pass_total: number; first_pass_pass: number; wip: number };
  };
  "kanban.touch_screen": {
    params: [number | null, string | null, string | null];
    row: Record<string, never>;
  };
  "kanban.worder_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "kanban.worder_hours": {
    params: [number | null, Date | string | null];
    row: { hour: string; output: number; pass: number; fail: number };
  };
}
