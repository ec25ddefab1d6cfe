// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"). Stale, the spec fails and writes the fresh file; MES_WRITE_DB_TYPES=1 writes it here.

export interface Statements {
  "auth.active_all": {
    params: [];
    row: { id: number };
  };
  "auth.active_of": {
    params: [readonly number[] | null];
    row: { id: number };
  };
  "auth.active_user": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "auth.add_permissions": {
    params: [readonly string[] | null];
    row: { fname: string };
  };
  "auth.add_role_permissions": {
    params: [number | null, readonly number[] | null];
    row: Record<string, never>;
  };
  "auth.add_roles": {
    params: [readonly string[] | null];
    row: { fname: string };
  };
  "auth.add_user_permissions": {
    params: [number | null, readonly number[] | null];
    row: Record<string, never>;
  };
  "auth.add_user_roles": {
    params: [number | null, readonly number[] | null];
    row: Record<string, never>;
  };
  "auth.all_user_ids": {
    params: [];
    row: { id: number };
  };
  "auth.allows": {
    params: [number | null, string | null, string | null];
    row: { "?column?": number | null };
  };
  "auth.badge_holder": {
    params: [string | null, number | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
  "auth.clear_role_permissions": {
    params: [number | null];
    row: Record<string, never>;
  };
  "auth.clear_user_permissions": {
    params: [number | null];
    row: Record<string, never>;
  };
  "auth.clear_user_roles": {
    params: [number | null];
    row: Record<string, never>;
  };
  "auth.grant_role_permissions": {
    params: [readonly string[] | null, readonly string[] | null];
    row: Record<string, never>;
  };
  "auth.lock_badge_user": {
    params: [number | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
  "auth.permission_names": {
    params: [number | null];
    row: { fname: string };
  };
  "auth.permissions_found": {
    params: [readonly number[] | null];
    row: { id: number };
  };
  "auth.permissions_of_role": {
    params: [number | null];
    row: { id: number; fname: string; fdesc: string };
  };
  "auth.permissions_of_user": {
    params: [number | null];
    row: { id: number; fname: string; fdesc: string };
  };
  "auth.role_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "auth.role_names": {
    params: [number | null];
    row: { fname: string };
  };
  "auth.roles_found": {
    params: [readonly number[] | null];
    row: { id: number };
  };
  "auth.roles_of_user": {
    params: [number | null];
    row: { id: number; fname: string };
  };
  "auth.user_by_badge": {
    params: [string | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
  "auth.user_by_id": {
    params: [number | null];
    row: { id: number; name: string; display_name: string; secret_enc: string; disabled: boolean };
  };
  "auth.user_by_name": {
    params: [string | null];
    row: { id: number; name: string; display_name: string; secret_enc: string; disabled: boolean };
  };
  "auth.user_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "auth.users_of_role": {
    params: [number | null];
    row: { id: number; name: string; display_name: string };
  };
  "auth.write_badge": {
    params: [number | null, string | null, string | null, boolean | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
  "basicdata.material_by_code": {
    params: [string | null];
    row: { id: number };
  };
  "basicdata.material_of_mapping": {
    params: [string | null, number | null];
    row: { icitem_id: number };
  };
  "basicdata.organization_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "basicdata.parser": {
    params: [number | null];
    row: { id: number; kind: string; rules: unknown; disabled: boolean; ftype: string | null };
  };
  "basicdata.scan_type_of": {
    params: [number | null, string | null];
    row: { "?column?": number | null };
  };
  "basicdata.sn_pattern_of": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; sn_regex: string };
  };
  "basicdata.sn_patterns": {
    params: [];
    row: { id: number; fnumber: string; fname: string; sn_regex: string };
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
  "dashboard.reset_layout": {
    params: [number | null];
    row: Record<string, never>;
  };
  "dashboard.save_layout": {
    params: [number | null, unknown];
    row: { layout: unknown; updated_at: Date };
  };
  "dashboard.wip": {
    params: [readonly number[] | null, number | null];
    row: { id: number; fnumber: string; fname: string; seq: number; units: string };
  };
  "health.ping": {
    params: [];
    row: { "?column?": number | null };
  };
  "kanban.active_line_stations": {
    params: [readonly number[] | null];
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
    params: [readonly number[] | null];
    row: { id: number; reel_barcode: string | null; locked: boolean; no_verify: boolean; verdict: string };
  };
  "kanban.feeding_slots": {
    params: [number | null];
    row: { slot: string; seq: number; turn: number | null; station: string; no_verify: boolean; expected: string; expected_name: string; alternates: unknown; reel_barcode: string | null; reel_fnumber: string | null; checked: boolean; verdict: string; fail_count: number; locked: boolean; step: string | null; check: unknown | null; message: string; at: Date | null };
  };
  "kanban.flow_stations": {
    params: [readonly number[] | null];
    row: { worder_id: number; seq: number; station_id: number; fnumber: string; fname: string };
  };
  "kanban.line_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "kanban.live_screens": {
    params: [];
    row: { id: number; name: string; binding: unknown | null; bound_by: number | null; bound_at: Date | null; last_seen_at: Date | null; last_ip: string; user_agent: string; revoked: boolean; revoked_at: Date | null; created_at: Date };
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
  "kanban.smt_scan_hours": {
    params: [number | null, Date | string | null];
    row: { hour: string; scans: number; failures: number };
  };
  "kanban.station_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "kanban.station_stats": {
    params: [readonly number[] | null];
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
  "msd.reel_id": {
    params: [string | null];
    row: { id: number };
  };
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
  "stat.line_stations": {
    params: [number | null, Date | string | null, Date | string | null];
    row: { station_id: number };
  };
  "stat.order_wip_board": {
    params: [];
    row: { id: number; icpp_id: number | null; worder_id: number | null; fdesc: string; checked: boolean; disabled: boolean; created_at: Date };
  };
  "stat.wip_now": {
    params: [readonly number[] | null];
    row: { worder_id: number; station_id: number; seq: number; station: unknown | null; units: number; oldest_s: number; average_s: number };
  };
  "stat.wip_stages": {
    params: [];
    row: { id: number; fnumber: string; fname: string };
  };
  "system.forget_list_layout": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "system.list_layout": {
    params: [number | null, string | null];
    row: { value: unknown; updated_at: Date };
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
  "system.save_list_layout": {
    params: [number | null, string | null, unknown];
    row: { value: unknown; updated_at: Date };
  };
  "system.set_preference": {
    params: [number | null, string | null, unknown];
    row: Record<string, never>;
  };
  "tracing.flow_steps": {
    params: [number | null];
    row: { seq: number; station: unknown };
  };
  "tracing.reels_of_lot": {
    params: [string | null, number | null];
    row: { barcode: string };
  };
  "tracing.test_items": {
    params: [readonly (number | string)[] | null];
    row: { station_log_id: number; id: number; name: string; value: string; lower: string; upper: string; unit: string; result: number };
  };
  "tracing.workflow": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string };
  };
}
