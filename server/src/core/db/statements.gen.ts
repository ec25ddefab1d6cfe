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
  "bom-orders.bom_entries": {
    params: [readonly number[] | null];
    row: { entry_id: number; icbom_id: number; icitem_id: number; qty: number; scrap_rate: number; position: string; substitute_group: string };
  };
  "bom-orders.bom_heads": {
    params: [readonly number[] | null];
    row: { id: number; fnumber: string; version: string; fname: string; icitem_id: number };
  };
  "bom-orders.bom_number": {
    params: [number | null];
    row: { fnumber: string };
  };
  "bom-orders.bom_of_plan": {
    params: [number | null];
    row: { id: number };
  };
  "bom-orders.checked_boms": {
    params: [readonly number[] | null];
    row: { id: number };
  };
  "bom-orders.export_rows": {
    params: [readonly number[] | null];
    row: { fnumber: string; version: string; fname: string; parent_fnumber: string; product_fnumber: string; child_fnumber: string; qty: number; scrap_rate: number; position: string; substitute_group: string; fdesc: string };
  };
  "bom-orders.forget_inventory": {
    params: [number | null];
    row: Record<string, never>;
  };
  "bom-orders.icma_head": {
    params: [number | null];
    row: { id: number; fbillno: string; icpp_id: number; checked: boolean; disabled: boolean };
  };
  "bom-orders.icma_move": {
    params: [number | null, number | null, number | null, string | null, number | string | null, string | null, string | null, number | null];
    row: Record<string, never>;
  };
  "bom-orders.icma_state": {
    params: [number | null];
    row: { icitem_id: number; fnumber: string; requested: number; net: number };
  };
  "bom-orders.icma_status": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "bom-orders.inventory_bom": {
    params: [number | null];
    row: { id: number; fnumber: string; version: string };
  };
  "bom-orders.inventory_rows": {
    params: [number | null];
    row: { id: number; icpp_id: number; icitem_id: number; fnumber: string; fname: string; fspec: string; unit: string; unit_qty: number; scrap_rate: number; need_qty: number; issued_qty: number; returned_qty: number; consumed_qty: number; balance_qty: number; shortage_qty: number; done_units: number; regenerated_at: Date };
  };
  "bom-orders.material_codes": {
    params: [readonly string[] | null];
    row: { id: number; fnumber: string };
  };
  "bom-orders.materials": {
    params: [readonly number[] | null];
    row: { id: number; fnumber: string; fname: string; fspec: string; unit: string };
  };
  "bom-orders.plan": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; icmo_id: number | null };
  };
  "bom-orders.plan_bom": {
    params: [number | null];
    row: { icitem_id: number; qty: number; scrap_rate: number };
  };
  "bom-orders.plan_done_units": {
    params: [number | null];
    row: { done: number };
  };
  "bom-orders.plan_locked": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; icmo_id: number | null };
  };
  "bom-orders.plan_moves": {
    params: [number | null];
    row: { icitem_id: number; action: string; qty: number };
  };
  "bom-orders.plan_order": {
    params: [number | null];
    row: { icmo_id: number | null };
  };
  "bom-orders.product_codes": {
    params: [readonly string[] | null];
    row: { id: number; fnumber: string };
  };
  "bom-orders.product_workflow": {
    params: [number | null];
    row: { workflow_id: number | null };
  };
  "bom-orders.store_inventory": {
    params: [number | null, number | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | null];
    row: Record<string, never>;
  };
  "bom-orders.taken_boms": {
    params: [readonly string[] | null];
    row: { k: string };
  };
  "cfx.allowed_logins": {
    params: [readonly string[] | null];
    row: { username: string };
  };
  "cfx.applied": {
    params: [number | string | null, string | null, string | null, unknown, number | null];
    row: Record<string, never>;
  };
  "cfx.batch_messages": {
    params: [readonly (number | string)[] | null];
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
    params: [number | null, readonly string[] | null];
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
    params: [readonly string[] | null];
    row: { barcode: string; sn: string; position: number; smt_order_id: number | null };
  };
  "cfx.reply_sent": {
    params: [number | string | null, boolean | null, string | null];
    row: Record<string, never>;
  };
  "cfx.reported_in_transaction": {
    params: [string | null, string | null, number | string | null];
    row: { sn: string | null };
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
  "demo.history_done_units": {
    params: [number | null, number | null, number | null, readonly string[] | null, readonly (Date | string)[] | null];
    row: Record<string, never>;
  };
  "demo.history_failed_items": {
    params: [readonly (number | string)[] | null];
    row: Record<string, never>;
  };
  "demo.history_logs": {
    params: [number | null, number | null, number | null, readonly string[] | null, readonly number[] | null, readonly number[] | null, readonly number[] | null, readonly boolean[] | null, readonly (Date | string)[] | null];
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
    params: [readonly string[] | null];
    row: { id: number; fname: string };
  };
  "demo.user_role": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "demo.worder_sns": {
    params: [number | null, readonly string[] | null];
    row: Record<string, never>;
  };
  "demo.workflow_station": {
    params: [number | null, number | null, number | null];
    row: Record<string, never>;
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
