// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "repair.active_user": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "repair.add_defects": {
    params: [number | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "repair.add_glue_item": {
    params: [number | null, number | null, number | null, string | null, number | string | null, number | null, number | null, string | null];
    row: { id: number; created_at: Date };
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
    params: [readonly (number | null)[] | null];
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
    params: [readonly (number | null)[] | null];
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
}
