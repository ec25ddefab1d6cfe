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
    params: [readonly number[] | null, number | string | null];
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
  "device-maintenance.checked": {
    params: [number | null, number | null, boolean | null];
    row: Record<string, never>;
  };
  "device-maintenance.device": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; status: string; product_line_id: number | null };
  };
  "device-maintenance.device_by_label": {
    params: [string | null];
    row: { id: number };
  };
  "device-maintenance.device_down": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.device_up": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.end_overdue": {
    params: [number | null, number | null];
    row: { due_at: Date };
  };
  "device-maintenance.forget_related_items": {
    params: [number | null, readonly number[] | null];
    row: { id: number };
  };
  "device-maintenance.known_items": {
    params: [readonly number[] | null];
    row: { id: number };
  };
  "device-maintenance.latest_repair": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.line_devices": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.line_stations": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.lock_device": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.lock_device_of_items": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.lock_repair": {
    params: [number | null];
    row: { id: number; checked: boolean; disabled: boolean; creater_id: number | null; created_at: Date; updated_at: Date; device_asset_id: number; product_line_id: number | null; start_at: Date; end_at: Date | null; cause: string; action: string; parts: string; fdesc: string };
  };
  "device-maintenance.mark_overdue_sent": {
    params: [number | null, number | null, Date | string | null];
    row: { device_asset_id: number };
  };
  "device-maintenance.ng_out_of_limits": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.open_repair": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "device-maintenance.open_repairs": {
    params: [number | null];
    row: { id: number; cause: string; creater_id: number | null; start_at: Date };
  };
  "device-maintenance.period": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; kind: string; every: number };
  };
  "device-maintenance.period_items": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "device-maintenance.periods": {
    params: [number | null];
    row: { period_id: number; p_fnumber: string; p_fname: string; kind: string; every: number; created_at: Date; id: number; fnumber: string; fname: string; content: string; standard: string; lower: number | null; upper: number | null; unit: string };
  };
  "device-maintenance.record": {
    params: [number | null];
    row: { device_asset_id: number; dm_period_id: number };
  };
  "device-maintenance.record_result": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.records": {
    params: [number | null, number | null];
    row: { period_start: Date; done_at: Date };
  };
  "device-maintenance.related_items": {
    params: [number | null];
    row: { dm_item_id: number };
  };
  "device-maintenance.samples_hours": {
    params: [number | null, Date | string | null];
    row: { at: Date; value: number };
  };
  "device-maintenance.samples_units": {
    params: [number | null, Date | string | null];
    row: { at: Date; value: number };
  };
  "device-maintenance.set_repair_line": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "device-maintenance.stat_devices": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.swept_devices": {
    params: [];
    row: { id: number };
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
  "repair.active_user": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "repair.add_defects": {
    params: [number | null, readonly number[] | null];
    row: Record<string, never>;
  };
  "repair.add_glue_item": {
    params: [number | null, number | null, number | null, string | null, number | string | null, number | null, number | null, string | null];
    row: { id: number };
  };
  "repair.add_record": {
    params: [string | null, number | null, number | null, string | null, number | string | null, string | null, number | null];
    row: { id: number };
  };
  "repair.add_sn_state": {
    params: [string | null];
    row: Record<string, never>;
  };
  "repair.binding_needs": {
    params: [string | null, number | null];
    row: { policy_id: number; icitem_id: number; icitem_fnumber: string; icitem_fname: string; qty: number; barcode_pattern: string; bound: number; barcodes: unknown };
  };
  "repair.binding_of_key": {
    params: [string | null];
    row: { id: number; sn: string; barcode: string };
  };
  "repair.binding_owner": {
    params: [number | null];
    row: { sn: string; barcode: string };
  };
  "repair.bindings_of_barcode": {
    params: [string | null];
    row: { id: number; sn: string; barcode: string; icitem_id: number; icitem_fnumber: string; icitem_fname: string; worder_id: number; station_id: number | null; replaced: boolean; replaced_at: Date | null; replaces_id: number | null; reason: string; creater_id: number | null; created_at: Date };
  };
  "repair.bindings_of_sn": {
    params: [string | null];
    row: { id: number; sn: string; barcode: string; icitem_id: number; icitem_fnumber: string; icitem_fname: string; worder_id: number; station_id: number | null; replaced: boolean; replaced_at: Date | null; replaces_id: number | null; reason: string; creater_id: number | null; created_at: Date };
  };
  "repair.bound_of_sn": {
    params: [string | null];
    row: { id: number; sn: string; barcode: string; icitem_id: number; icitem_fnumber: string; icitem_fname: string; worder_id: number; station_id: number | null; replaced: boolean; replaced_at: Date | null; replaces_id: number | null; reason: string; creater_id: number | null; created_at: Date };
  };
  "repair.box_item_of_sn": {
    params: [string | null];
    row: { id: number; box_id: number; fqty: string };
  };
  "repair.box_of_sn": {
    params: [string | null];
    row: { fnumber: string };
  };
  "repair.defect_codes": {
    params: [readonly number[] | null];
    row: { id: number; codes: string };
  };
  "repair.defects": {
    params: [number | null];
    row: { error_code_id: number; fnumber: string; fname: string };
  };
  "repair.disable_station_material": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "repair.fault_list": {
    params: [number | null];
    row: { error_code_id: number };
  };
  "repair.flow_steps": {
    params: [number | null];
    row: { seq: number; station_id: number; fnumber: string };
  };
  "repair.forget_defects": {
    params: [number | null];
    row: Record<string, never>;
  };
  "repair.forget_sn_state": {
    params: [string | null];
    row: { next_seq: number; done: boolean; last_result: number };
  };
  "repair.forget_worder_sn": {
    params: [number | string | null];
    row: Record<string, never>;
  };
  "repair.free_bn": {
    params: [number | null];
    row: Record<string, never>;
  };
  "repair.free_sn": {
    params: [string | null];
    row: Record<string, never>;
  };
  "repair.glue_answer": {
    params: [number | null];
    row: { result: number; weight: number; id: number; fnumber: string; glue_type: string; min_weight: number; max_weight: number };
  };
  "repair.glue_of_key": {
    params: [string | null];
    row: { id: number; sn: string; weight: number; glue_plan_id: number };
  };
  "repair.glue_plans": {
    params: [number | null, number | null, number | null];
    row: { id: number; fnumber: string; glue_type: string; min_weight: number; max_weight: number };
  };
  "repair.icitem_known": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "repair.keep_binding_key": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "repair.known_codes": {
    params: [readonly number[] | null];
    row: { id: number };
  };
  "repair.last_record": {
    params: [string | null];
    row: { id: number };
  };
  "repair.lock_bn": {
    params: [string | null];
    row: { id: number; bn: string; worder_id: number | null; status: number };
  };
  "repair.lock_bound": {
    params: [string | null];
    row: { id: number; sn: string; barcode: string; icitem_id: number; worder_id: number };
  };
  "repair.lock_box": {
    params: [number | null];
    row: { id: number; fnumber: string; status: number; worder_id: number | null };
  };
  "repair.lock_order_of_box": {
    params: [number | null];
    row: { id: number };
  };
  "repair.lock_record": {
    params: [number | null];
    row: { id: number; sn: string; status: number; station_id: number; worder_id: number };
  };
  "repair.lock_shift_order": {
    params: [number | null];
    row: { id: number; fbillno: string; product_line_id: number; disabled: boolean };
  };
  "repair.lock_sn_of_order": {
    params: [string | null];
    row: { id: string; worder_id: number; fbillno: string };
  };
  "repair.lock_sn_state": {
    params: [string | null];
    row: { sn: string; worder_id: number; product_id: number; workflow_id: number; reworder_id: number | null; next_seq: number; fail_count: number; done: boolean; last_result: number };
  };
  "repair.lock_station": {
    params: [number | null];
    row: { id: number };
  };
  "repair.lot_of_key": {
    params: [string | null];
    row: { id: number; lotno: string };
  };
  "repair.lots": {
    params: [string | null, number | null];
    row: { id: number; icitem_id: number };
  };
  "repair.open_box": {
    params: [number | null, number | string | null];
    row: Record<string, never>;
  };
  "repair.open_entry": {
    params: [number | null];
    row: { station_id: number; fnumber: string; fbillno: string };
  };
  "repair.open_record": {
    params: [string | null];
    row: { id: number };
  };
  "repair.order_by_id": {
    params: [number | null];
    row: { id: number; fbillno: string; product_id: number };
  };
  "repair.order_of_sn": {
    params: [string | null];
    row: { id: number; fbillno: string; product_id: number };
  };
  "repair.put_station_material": {
    params: [number | null, number | null, string | null, number | null, number | string | null, number | null, string | null];
    row: { id: number };
  };
  "repair.record_of_key": {
    params: [string | null];
    row: { id: number };
  };
  "repair.records_of_sn": {
    params: [string | null];
    row: { id: number };
  };
  "repair.release": {
    params: [number | null];
    row: Record<string, never>;
  };
  "repair.repaired": {
    params: [number | null, string | null, string | null, number | null, number | null, number | null, number | string | null];
    row: Record<string, never>;
  };
  "repair.replaced_parts": {
    params: [number | null];
    row: { id: number; old_barcode: string; new_barcode: string | null; reason: string; creater_id: number | null; created_at: Date };
  };
  "repair.same_binding": {
    params: [string | null, string | null];
    row: { id: number };
  };
  "repair.scrap": {
    params: [number | null, string | null, string | null, number | null];
    row: Record<string, never>;
  };
  "repair.search_with_repair": {
    params: [string | null];
    row: { id: string; sn: string; worder: unknown; repair: unknown | null };
  };
  "repair.set_fdesc": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "repair.shift_enter": {
    params: [number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "repair.shift_leave": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "repair.shift_view": {
    params: [number | null, number | null, number | null, number | string | null, number | string | null];
    row: { id: number; shift_order_id: number; fbillno: string; product_line_id: number; shift_date: string; shift: string; user_id: number; user_name: string; station_id: number; station_fnumber: string; station_fname: string; entered_at: Date; left_at: Date | null; pass: number; fail: number; first_pass: number; units: number };
  };
  "repair.sn_back": {
    params: [string | null, number | null, number | null];
    row: Record<string, never>;
  };
  "repair.sn_bad_entered": {
    params: [string | null, number | null];
    row: Record<string, never>;
  };
  "repair.sn_known": {
    params: [string | null];
    row: { "?column?": number | null };
  };
  "repair.sn_order": {
    params: [string | null];
    row: { sn: string; worder_id: number; fbillno: string; product_id: number };
  };
  "repair.sn_worder": {
    params: [string | null];
    row: { sn: string; id: number; fbillno: string; status: number; product_id: number; product_fnumber: string; product_fname: string };
  };
  "repair.station": {
    params: [number | null];
    row: { id: number; fnumber: string; product_line_id: number; disabled: boolean };
  };
  "repair.take_box_item": {
    params: [number | null];
    row: { id: number };
  };
  "repair.today_bindings": {
    params: [number | null, Date | string | null];
    row: { count: number };
  };
  "repair.today_glue": {
    params: [number | null, Date | string | null];
    row: { count: number };
  };
  "repair.today_lots": {
    params: [number | null, Date | string | null];
    row: { count: number };
  };
  "repair.user_name": {
    params: [number | null];
    row: { display_name: string; name: string };
  };
  "repair.write_repair_log": {
    params: [string | null, number | null, number | null, number | null, number | null, number | null, number | null, number | null, number | null, string | null];
    row: { id: string };
  };
  "repair.write_trace": {
    params: [string | null, string | null, string | null, number | null, number | null, number | null, number | null, string | null, unknown, number | null];
    row: { id: number };
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
