// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "product-mgt.add_order_sns": {
    params: [number | null, readonly (string | null)[] | null];
    row: Record<string, never>;
  };
  "product-mgt.add_workflow_steps": {
    params: [number | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "product-mgt.bind": {
    params: [string | null, number | null, number | null, number | null, number | null, string | null, number | null];
    row: { id: number };
  };
  "product-mgt.binding_bound": {
    params: [string | null];
    row: { sn: string };
  };
  "product-mgt.binding_counts": {
    params: [string | null];
    row: { icitem_id: number; n: number };
  };
  "product-mgt.binding_lock_sn": {
    params: [string | null];
    row: { worder_id: number; product_id: number };
  };
  "product-mgt.binding_policies": {
    params: [number | null, number | null, number | null, number | null];
    row: { id: number; icitem_id: number; qty: number; barcode_pattern: string; icitem: string };
  };
  "product-mgt.binding_replace": {
    params: [number | null, string | null, string | null, number | null];
    row: { id: number };
  };
  "product-mgt.binding_replaced": {
    params: [number | null];
    row: Record<string, never>;
  };
  "product-mgt.binding_station": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "product-mgt.bn_policy": {
    params: [number | null];
    row: { id: number; fnumber: string; ftype: number; rule: unknown | null; disabled: boolean };
  };
  "product-mgt.bn_policy_status": {
    params: [number | null, number | null, string | null];
    row: Record<string, never>;
  };
  "product-mgt.clear_workflow_steps": {
    params: [number | null];
    row: Record<string, never>;
  };
  "product-mgt.correct_order_reporting_entry": {
    params: [number | null, number | string | null, string | null];
    row: { id: number; version: number };
  };
  "product-mgt.delete_order_reporting": {
    params: [number | null];
    row: Record<string, never>;
  };
  "product-mgt.existing_bns": {
    params: [readonly (string | null)[] | null];
    row: { number: string; owner: string; what: string };
  };
  "product-mgt.existing_sns": {
    params: [readonly (string | null)[] | null];
    row: { number: string; owner: string; what: string };
  };
  "product-mgt.export_customer": {
    params: [number | null, number | null];
    row: { sn: string; final_result: string | null };
  };
  "product-mgt.export_order_head": {
    params: [number | null];
    row: { id: number; fbillno: string; product_fnumber: string; product_fname: string; customer: string | null; customer_pn: string | null };
  };
  "product-mgt.export_sn_status": {
    params: [number | null];
    row: { sn: string; workflow_id: number | null; reworder_id: number | null; next_seq: number | null; next_station_id: number | null; next_station_fnumber: string | null; next_station_fname: string | null; last_result: number | null; fail_count: number | null; done: boolean | null; state_updated_at: Date | null; reworder_fbillno: string | null };
  };
  "product-mgt.export_test_items": {
    params: [number | null];
    row: { sn: string; station: string; reported_at: Date; name: string; value: string; lower: string; upper: string; unit: string; result: number };
  };
  "product-mgt.free_bn_count": {
    params: [number | null];
    row: { free: number };
  };
  "product-mgt.free_bns": {
    params: [number | null, number | string | null];
    row: { number: string; free: number };
  };
  "product-mgt.free_sn_count": {
    params: [number | null];
    row: { free: number };
  };
  "product-mgt.free_sns": {
    params: [number | null, number | string | null];
    row: { number: string; free: number };
  };
  "product-mgt.glue_max_weight": {
    params: [number | null, number | string | null];
    row: Record<string, never>;
  };
  "product-mgt.glue_min_weight": {
    params: [number | null, number | string | null];
    row: Record<string, never>;
  };
  "product-mgt.glue_order": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "product-mgt.hand_out_bns": {
    params: [readonly (number | null)[] | null, number | null, number | string | null];
    row: Record<string, never>;
  };
  "product-mgt.hand_out_sns": {
    params: [readonly (number | null)[] | null, number | null, number | string | null];
    row: Record<string, never>;
  };
  "product-mgt.insert_bns": {
    params: [readonly (string | null)[] | null, readonly (number | null)[] | null, number | null, number | null, number | string | null, number | null, number | null, number | null];
    row: { count: string | null };
  };
  "product-mgt.insert_order_sns": {
    params: [readonly (string | null)[] | null, readonly (number | null)[] | null, number | null, number | null, number | string | null, number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "product-mgt.insert_sns": {
    params: [readonly (string | null)[] | null, readonly (number | null)[] | null, number | null, number | null, number | string | null, number | null, number | null, number | null];
    row: { count: string | null };
  };
  "product-mgt.label_designs_of_product": {
    params: [number | null];
    row: { label_type: string; id: number; fnumber: string; fname: string; product_id: number | null };
  };
  "product-mgt.label_order_product": {
    params: [number | null];
    row: { product_id: number };
  };
  "product-mgt.label_order_values": {
    params: [number | null];
    row: { fbillno: string; fqty: number; software_version: string; sn_prefix: string; product_fnumber: string; product_fname: string; product_fspec: string; customer_fnumber: string | null; customer_fname: string | null };
  };
  "product-mgt.label_sn_order": {
    params: [string | null];
    row: { worder_id: number };
  };
  "product-mgt.lock_binding": {
    params: [number | null];
    row: { id: number; sn: string; barcode: string; replaced: boolean; policy_id: number | null; icitem_id: number; barcode_pattern: string | null };
  };
  "product-mgt.lock_glue_plan": {
    params: [number | null];
    row: { id: number; checked: boolean; disabled: boolean; creater_id: number | null; created_at: Date; updated_at: Date; fnumber: string; fname: string; product_id: number; station_id: number | null; glue_type: string; min_weight: string; max_weight: string; fdesc: string };
  };
  "product-mgt.lock_order_reporting": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.lock_order_reporting_entries": {
    params: [number | null];
    row: { id: number; result: number };
  };
  "product-mgt.lock_order_reporting_entry": {
    params: [number | null];
    row: { id: number; order_reporting_id: number; worder_id: number; qty: string; version: number; result: number; last_error: string; fdesc: string; fbillno: string; worder_fbillno: string; product_fnumber: string };
  };
  "product-mgt.lock_packaging_plan": {
    params: [number | null];
    row: { id: number; checked: boolean; disabled: boolean; creater_id: number | null; created_at: Date; updated_at: Date; fnumber: string; fname: string; product_id: number; worder_id: number | null; fdesc: string };
  };
  "product-mgt.lock_reworder": {
    params: [number | null];
    row: { id: number; fbillno: string; worder_id: number; workflow_id: number; status: number; worder_fbillno: string };
  };
  "product-mgt.lock_rework_entries": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.lock_rework_entry": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.lock_workflow": {
    params: [number | null];
    row: { id: number; fnumber: string; checked: boolean };
  };
  "product-mgt.numbering.sn_leaves_order": {
    params: [string | null, number | null];
    row: Record<string, never>;
  };
  "product-mgt.numbering.sn_used": {
    params: [string | null];
    row: { state: boolean; reports: boolean; rework: boolean };
  };
  "product-mgt.numbering_build_by_key": {
    params: [string | null, number | null, string | null];
    row: { id: string; worder_id: number | null; count: number; first_number: string | null; last_number: string | null };
  };
  "product-mgt.numbering_built": {
    params: [number | string | null, number | null, string | null, string | null];
    row: Record<string, never>;
  };
  "product-mgt.numbering_claim_key": {
    params: [string | null, number | null, number | null, string | null, number | null];
    row: { id: string };
  };
  "product-mgt.numbering_counter": {
    params: [string | null, number | null, string | null];
    row: { last_value: string };
  };
  "product-mgt.numbering_drop_build": {
    params: [number | string | null];
    row: Record<string, never>;
  };
  "product-mgt.numbering_last_build": {
    params: [string | null, number | null, number | null];
    row: { id: string; worder_id: number | null; count: number; first_number: string | null; last_number: string | null };
  };
  "product-mgt.numbering_lock_order": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; status: number; product: string; sn_regex: string };
  };
  "product-mgt.numbering_new_build": {
    params: [string | null, number | null, number | null, number | null];
    row: { id: string };
  };
  "product-mgt.numbering_reserve": {
    params: [string | null, number | null, string | null, number | string | null, number | string | null];
    row: { last_value: string };
  };
  "product-mgt.order_flow_stations": {
    params: [number | null];
    row: { n: number };
  };
  "product-mgt.order_glue_plans": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.order_packaging_plan": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "product-mgt.order_reporting": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.order_reporting_attempt": {
    params: [number | null, number | null, number | string | null, number | null, string | null, string | null];
    row: Record<string, never>;
  };
  "product-mgt.order_reporting_attempts": {
    params: [number | null, number | null];
    row: { id: string; entry_id: number; version: number; qty: string; at: Date; http_status: number | null; answer: string; error: string };
  };
  "product-mgt.order_reporting_entry_result": {
    params: [number | null, number | null, string | null];
    row: Record<string, never>;
  };
  "product-mgt.order_reporting_result": {
    params: [number | null];
    row: Record<string, never>;
  };
  "product-mgt.order_sn_count": {
    params: [number | null];
    row: { n: number };
  };
  "product-mgt.orders_in_shift": {
    params: [number | null, Date | string | null, Date | string | null, number | null];
    row: { id: number };
  };
  "product-mgt.packaging_level_tolerance": {
    params: [number | null, string | null, number | string | null];
    row: { n: number };
  };
  "product-mgt.packaging_level_weight": {
    params: [number | null, string | null, number | string | null];
    row: { n: number };
  };
  "product-mgt.packaging_order_product": {
    params: [number | null];
    row: { product_id: number };
  };
  "product-mgt.packaging_plan_order": {
    params: [number | null];
    row: { id: number; fbillno: string; status: number };
  };
  "product-mgt.packaging_product_orders": {
    params: [number | null];
    row: { id: number; fbillno: string; status: number };
  };
  "product-mgt.reworder": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.rework_add_entries": {
    params: [number | null, readonly (string | null)[] | null, number | null];
    row: Record<string, never>;
  };
  "product-mgt.rework_drop_entries": {
    params: [readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "product-mgt.rework_drop_states": {
    params: [readonly (number | null)[] | null, number | null];
    row: Record<string, never>;
  };
  "product-mgt.rework_entered_sns": {
    params: [number | null, readonly (string | null)[] | null];
    row: { sn: string };
  };
  "product-mgt.rework_entry_order": {
    params: [number | null];
    row: { reworder_id: number };
  };
  "product-mgt.rework_flow_stations": {
    params: [number | null];
    row: { n: number };
  };
  "product-mgt.rework_lock_states": {
    params: [readonly (number | null)[] | null];
    row: { "?column?": number | null };
  };
  "product-mgt.rework_other_states": {
    params: [readonly (string | null)[] | null, number | null];
    row: { sn: string; done: boolean; fbillno: string; status: number };
  };
  "product-mgt.rework_own_sns": {
    params: [number | null, readonly (string | null)[] | null];
    row: { sn: string };
  };
  "product-mgt.rework_reported": {
    params: [readonly (number | null)[] | null, number | null];
    row: { sn: string };
  };
  "product-mgt.rework_restore_states": {
    params: [readonly (number | null)[] | null, number | null];
    row: Record<string, never>;
  };
  "product-mgt.rework_route_sns": {
    params: [readonly (string | null)[] | null, number | null, number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "product-mgt.reworkable_sns": {
    params: [number | null];
    row: { sn: string };
  };
  "product-mgt.share_workflow": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.sn_lock_order": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; status: number; sn_prefix: string; workflow_id: number; product: string; sn_regex: string };
  };
  "product-mgt.sn_order": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; status: number; sn_prefix: string; workflow_id: number; product: string; sn_regex: string };
  };
  "product-mgt.sn_owners": {
    params: [readonly (string | null)[] | null];
    row: { sn: string; id: number; fbillno: string };
  };
  "product-mgt.sn_policy": {
    params: [number | null];
    row: { id: number; fnumber: string; ftype: number; rule: unknown | null; disabled: boolean };
  };
  "product-mgt.sn_policy_status": {
    params: [number | null, number | null, string | null];
    row: Record<string, never>;
  };
  "product-mgt.sns_taken": {
    params: [string | null, number | null];
    row: { sn: string };
  };
  "product-mgt.stations": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "product-mgt.take_free_bns": {
    params: [number | null, number | string | null];
    row: { id: number; number: string };
  };
  "product-mgt.take_free_sns": {
    params: [number | null, number | string | null];
    row: { id: number; number: string };
  };
  "product-mgt.touch_glue_plan": {
    params: [number | null];
    row: Record<string, never>;
  };
  "product-mgt.touch_packaging_plan": {
    params: [number | null];
    row: Record<string, never>;
  };
  "product-mgt.touch_workflow": {
    params: [number | null];
    row: Record<string, never>;
  };
  "product-mgt.unsent_order_reporting_entries": {
    params: [number | string | null];
    row: { id: number; version: number };
  };
  "product-mgt.workflow": {
    params: [number | null];
    row: { id: number };
  };
  "product-mgt.workflow_busy": {
    params: [number | null, readonly (number | null)[] | null];
    row: { kind: string; fbillno: string; status: number };
  };
  "product-mgt.workflow_steps": {
    params: [number | null];
    row: { seq: number; station_id: number };
  };
}
