// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"). Stale, the spec fails and writes the fresh file; MES_WRITE_DB_TYPES=1 writes it here.

export interface Statements {
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
}
