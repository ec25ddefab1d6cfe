// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "smt.bad_marks": {
    params: [string | null];
    row: { id: number; barcode: string; position: number; smt_order_id: number | null; reason: string; created_at: Date };
  };
  "smt.bad_marks_at": {
    params: [string | null, number | null];
    row: { id: number; barcode: string; position: number; smt_order_id: number | null; reason: string; created_at: Date };
  };
  "smt.cert": {
    params: [string | null, number | null];
    row: { expires_at: Date; expired: boolean };
  };
  "smt.clear_feeder_slots": {
    params: [number | null];
    row: Record<string, never>;
  };
  "smt.clear_feeding_slots": {
    params: [number | null];
    row: Record<string, never>;
  };
  "smt.copy_feeder_slots": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "smt.failed_slot": {
    params: [number | null, number | null, boolean | null];
    row: Record<string, never>;
  };
  "smt.feeder.lock": {
    params: [number | null];
    row: { checked: boolean };
  };
  "smt.feeder_chain_version": {
    params: [number | null];
    row: { v: number | null };
  };
  "smt.feeder_list_slots": {
    params: [number | null];
    row: { seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; no_verify: boolean };
  };
  "smt.feeder_of_smt_order": {
    params: [number | null];
    row: { id: number | null };
  };
  "smt.feeder_of_worder": {
    params: [number | null];
    row: { id: number };
  };
  "smt.feeder_parent": {
    params: [number | null];
    row: { id: number; parent_id: number | null };
  };
  "smt.feeder_sheet": {
    params: [number | null];
    row: { slot: string; machine: string | null; station: string; feeder_type: string; fnumber: string; fname: string; fspec: string; qty_per_board: number | null; alternates: string | null; turns: number; no_verify: boolean; designators: string };
  };
  "smt.feeder_slot_materials": {
    params: [number | null];
    row: { slot: string; icitem_id: number; fnumber: string; fname: string };
  };
  "smt.feeder_slots": {
    params: [number | null];
    row: { id: number; seq: number; slot: string; smt_machine_id: number | null; smt_machine_fnumber: string | null; station: string; feeder_type: string; icitem_id: number; icitem: unknown | null; alternates: number[]; alternate_items: unknown | null; qty_per_board: number | null; turns: number; no_verify: boolean; designators: string };
  };
  "smt.feeding_order": {
    params: [number | null];
    row: { fbillno: string; status: number; icpp: string | null; freeze_flag: number | null };
  };
  "smt.feeding_slots": {
    params: [number | null];
    row: { id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: number | null; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; icitem: unknown | null; alternate_items: unknown | null; reel_fnumber: string | null };
  };
  "smt.feeding_turn_slots": {
    params: [number | null, number | null];
    row: { id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: number | null; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; icitem: unknown | null; alternate_items: unknown | null; reel_fnumber: string | null };
  };
  "smt.finished_feeding": {
    params: [number | null];
    row: Record<string, never>;
  };
  "smt.freeze_plan": {
    params: [number | null, number | null, string | null];
    row: Record<string, never>;
  };
  "smt.icpp.lock": {
    params: [number | null];
    row: { fbillno: string; freeze_flag: number };
  };
  "smt.issue_cert": {
    params: [number | null, string | null, number | null, Date | string | null, Date | string | null];
    row: Record<string, never>;
  };
  "smt.items_by_code": {
    params: [readonly (string | null)[] | null];
    row: { id: number; fnumber: string };
  };
  "smt.join_worders": {
    params: [number | null, readonly (number | null)[] | null, number | null];
    row: { worder_id: number };
  };
  "smt.known_items": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "smt.known_machines": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "smt.latest_feeder_of_chain": {
    params: [number | null];
    row: { id: number };
  };
  "smt.latest_feeders_by_fnumber": {
    params: [string | null];
    row: { id: number };
  };
  "smt.latest_feeders_by_icpp": {
    params: [number | null];
    row: { id: number };
  };
  "smt.latest_feeders_by_product": {
    params: [number | null];
    row: { id: number };
  };
  "smt.line_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "smt.line_queue": {
    params: [number | null];
    row: { id: number; position: number; smt_order_id: number | null; worder_id: number | null; fbillno: string; status: number };
  };
  "smt.lock_entry": {
    params: [number | null, string | null];
    row: { id: number; slot: string; icitem_id: number; alternates: number[]; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; scanned: boolean; scan_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean };
  };
  "smt.lock_feeding": {
    params: [number | null];
    row: { id: number; fbillno: string; smt_order_id: number; smt_feeder_id: number | null; product_line_id: number; status: number; turn: number; turn_count: number };
  };
  "smt.lock_line": {
    params: [number | null];
    row: { id: number };
  };
  "smt.lock_plan_status": {
    params: [number | null];
    row: { status: number };
  };
  "smt.lock_slot": {
    params: [number | null, string | null, string | null];
    row: { feeding: unknown | null; entry: unknown | null; cert: unknown | null; lock_after: unknown | null };
  };
  "smt.log_queue_change": {
    params: [number | null, number | null, number | null, number | null, number | null, string | null, number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "smt.log_queue_operation": {
    params: [number | null, number | null, number | null, number | null, number | null, string | null, number | null];
    row: Record<string, never>;
  };
  "smt.machines_by_code": {
    params: [readonly (string | null)[] | null];
    row: { id: number; fnumber: string };
  };
  "smt.next_turn": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "smt.order_feeding": {
    params: [number | null];
    row: { id: number };
  };
  "smt.order_plan": {
    params: [number | null];
    row: { fbillno: string; freeze_flag: number };
  };
  "smt.order_to_feed": {
    params: [number | null];
    row: { fbillno: string; status: number; product_line_id: number; smt_feeder_id: number | null };
  };
  "smt.pending_changes": {
    params: [number | null];
    row: { id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: number | null; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; icitem: unknown | null; alternate_items: unknown | null; reel_fnumber: string | null };
  };
  "smt.plan_meshes": {
    params: [number | null];
    row: { id: number };
  };
  "smt.plan_of_order": {
    params: [number | null];
    row: { fbillno: string; freeze_flag: number };
  };
  "smt.plan_order_statuses": {
    params: [number | null];
    row: { status: number };
  };
  "smt.plan_product": {
    params: [number | null];
    row: { product_id: number };
  };
  "smt.plan_worders": {
    params: [number | null];
    row: { id: number; fbillno: string; status: number; product_id: number; product_line_id: number };
  };
  "smt.prepared_turns": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "smt.queue_close_gap": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "smt.queue_entry": {
    params: [number | null];
    row: { id: number; product_line_id: number; position: number; smt_order_id: number | null; worder_id: number | null };
  };
  "smt.queue_entry_of_smt_order": {
    params: [number | null];
    row: { id: number; product_line_id: number; position: number; smt_order_id: number | null; worder_id: number | null };
  };
  "smt.queue_entry_of_worder": {
    params: [number | null];
    row: { id: number; product_line_id: number; position: number; smt_order_id: number | null; worder_id: number | null };
  };
  "smt.queue_length": {
    params: [number | null];
    row: { n: number };
  };
  "smt.queue_move_down": {
    params: [number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "smt.queue_move_up": {
    params: [number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "smt.queue_position": {
    params: [number | null];
    row: { position: number };
  };
  "smt.queue_set_position": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "smt.queue_smt_order": {
    params: [number | null, number | null, number | null, number | null];
    row: { id: number };
  };
  "smt.queue_worder": {
    params: [number | null, number | null, number | null, number | null];
    row: { id: number };
  };
  "smt.queued_smt_order": {
    params: [number | null];
    row: { product_line_id: number };
  };
  "smt.queued_worder": {
    params: [number | null];
    row: { product_line_id: number };
  };
  "smt.read_slot": {
    params: [number | null, string | null, string | null];
    row: { entry: unknown | null; cert: unknown | null; lock_after: unknown | null };
  };
  "smt.record": {
    params: [number | null, number | null, number | null, string | null, string | null, number | null, string | null, number | null, number | null, string | null, string | null, number | null, number | null, string | null, string | null, number | null, string | null, unknown, unknown];
    row: { pg_notify: null };
  };
  "smt.record_quiet": {
    params: [number | null, number | null, number | null, string | null, string | null, number | null, string | null, number | null, number | null, string | null, string | null, number | null, number | null, string | null, string | null, number | null, string | null, unknown, unknown];
    row: { id: string };
  };
  "smt.reel_material": {
    params: [string | null];
    row: { icitem_id: number };
  };
  "smt.reels_at": {
    params: [number | null, Date | string | null];
    row: { slot: string | null; turn_no: number | null; barcode: string | null; icitem_fnumber: string | null; step: string; at: Date; spliced_from: string | null };
  };
  "smt.set_plan_status": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "smt.set_setting": {
    params: [string | null, string | null, unknown, number | null];
    row: Record<string, never>;
  };
  "smt.settings": {
    params: [string | null];
    row: { key: string; value: unknown };
  };
  "smt.shelve_mesh": {
    params: [number | null, number | null, string | null];
    row: Record<string, never>;
  };
  "smt.slot_materials": {
    params: [readonly (number | null)[] | null, number | null, string | null];
    row: { id: number; fnumber: string; listed: boolean | null; scanned: boolean | null };
  };
  "smt.slot_reels_at": {
    params: [number | null, Date | string | null, string | null];
    row: { slot: string | null; turn_no: number | null; barcode: string | null; icitem_fnumber: string | null; step: string; at: Date; spliced_from: string | null };
  };
  "smt.smt_order_to_queue": {
    params: [number | null];
    row: { fbillno: string; status: number; product_line_id: number };
  };
  "smt.sn_time": {
    params: [number | null, string | null];
    row: { created_at: Date };
  };
  "smt.steel_mesh.lock": {
    params: [number | null];
    row: { id: number };
  };
  "smt.step_change_checking": {
    params: [number | null, number | null, string | null, string | null, number | null];
    row: { id: number; smt_feeding_id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; scope_complete: boolean | null };
  };
  "smt.step_full_checking": {
    params: [number | null];
    row: { id: number; smt_feeding_id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; scope_complete: boolean | null };
  };
  "smt.step_new_reel": {
    params: [number | null, string | null, number | null, string | null];
    row: { id: number; smt_feeding_id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; scope_complete: boolean | null };
  };
  "smt.step_scan_checking": {
    params: [number | null];
    row: { id: number; smt_feeding_id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; scope_complete: boolean | null };
  };
  "smt.step_scanning": {
    params: [number | null, string | null, number | null];
    row: { id: number; smt_feeding_id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; scope_complete: boolean | null };
  };
  "smt.step_splice_checking": {
    params: [number | null, number | null, string | null, string | null, number | null];
    row: { id: number; smt_feeding_id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; scope_complete: boolean | null };
  };
  "smt.step_unloading": {
    params: [number | null];
    row: { id: number; smt_feeding_id: number; seq: number; slot: string; smt_machine_id: number | null; station: string; feeder_type: string; icitem_id: number; alternates: number[]; qty_per_board: string; turns: number; turn_no: number | null; no_verify: boolean; reel_barcode: string | null; reel_icitem_id: number | null; reel_at: Date | null; scanned: boolean; scan_checked: boolean; full_checked: boolean; unloaded: boolean; pending: string | null; fail_count: number; locked: boolean; locked_at: Date | null; scope_complete: boolean | null };
  };
  "smt.synced_turns": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "smt.touch_feeder": {
    params: [number | null];
    row: Record<string, never>;
  };
  "smt.uncheck_slots": {
    params: [number | null];
    row: Record<string, never>;
  };
  "smt.unlock_slot": {
    params: [number | null];
    row: Record<string, never>;
  };
  "smt.unqueue": {
    params: [number | null];
    row: Record<string, never>;
  };
  "smt.usable_meshes": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "smt.worder_to_queue": {
    params: [number | null];
    row: { fbillno: string; status: number; product_line_id: number };
  };
  "smt.worders_by_id": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
}
