// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "shop-floor.all_flow_steps": {
    params: [];
    row: { workflow_id: number; seq: number; station_id: number };
  };
  "shop-floor.box_by_id": {
    params: [number | null];
    row: { id: number; fnumber: string; level: string; parent_id: number | null; pallet_id: number | null; worder_id: number | null; station_id: number | null; packaging_plan_id: number | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.box_contents": {
    params: [number | null];
    row: { sn: string };
  };
  "shop-floor.box_into_carton": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "shop-floor.box_label": {
    params: [number | null];
    row: { fnumber: string };
  };
  "shop-floor.box_label_by_fnumber": {
    params: [string | null];
    row: { fnumber: string; fqty: string; worder_id: number | null; level: string; label_design_id: number | null };
  };
  "shop-floor.box_label_by_id": {
    params: [number | null];
    row: { fnumber: string; fqty: string; worder_id: number | null; level: string; label_design_id: number | null };
  };
  "shop-floor.box_level": {
    params: [number | null, number | null];
    row: { plan_id: number; plan_fnumber: string; qty: number | null; weight: number | null; tolerance: number | null; label_design_id: number | null; has_box: boolean };
  };
  "shop-floor.box_of_sn": {
    params: [string | null];
    row: { fnumber: string };
  };
  "shop-floor.box_onto_pallet": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "shop-floor.box_owner": {
    params: [number | null];
    row: { worder_id: number | null };
  };
  "shop-floor.calibrate": {
    params: [number | null, string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | null, string | null, number | null];
    row: { id: number; station_id: number; scale: string; reference_weight: number; measured_weight: number; deviation: number; tolerance: number; result: number; created_at: Date };
  };
  "shop-floor.carton_contents": {
    params: [number | null];
    row: { sn: string };
  };
  "shop-floor.child_box": {
    params: [number | null];
    row: { id: number; fnumber: string; level: string; status: number; parent_id: number | null; pallet_id: number | null; worder_id: number | null; product_id: number | null; packaging_plan_id: number | null; station_id: number | null };
  };
  "shop-floor.count_station_log": {
    params: [];
    row: { n: string };
  };
  "shop-floor.export_box_by_fnumber": {
    params: [string | null];
    row: { id: number; fnumber: string; fbillno: string | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.export_box_by_id": {
    params: [number | null];
    row: { id: number; fnumber: string; fbillno: string | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.export_box_units": {
    params: [number | null];
    row: { sn: string; fbillno: string | null; product: string | null; in_box: string; packed_at: Date; by: string | null };
  };
  "shop-floor.flow_steps": {
    params: [number | null];
    row: { seq: number; station_id: number; fnumber: string };
  };
  "shop-floor.line_hours": {
    params: [number | null, Date | string | null];
    row: { product_line_id: number; hour: string; pass: number; fail: number; output: number; rev: number };
  };
  "shop-floor.lock_box_by_fnumber": {
    params: [string | null];
    row: { id: number; fnumber: string; level: string; parent_id: number | null; pallet_id: number | null; worder_id: number | null; station_id: number | null; packaging_plan_id: number | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.lock_box_by_id": {
    params: [number | null];
    row: { id: number; fnumber: string; level: string; parent_id: number | null; pallet_id: number | null; worder_id: number | null; station_id: number | null; packaging_plan_id: number | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.lock_box_container": {
    params: [number | null];
    row: { id: number; fnumber: string; worder_id: number | null; status: number; fqty: number; capacity: number; packaging_plan_id: number | null; station_id: number | null };
  };
  "shop-floor.lock_carton_status": {
    params: [number | null];
    row: { status: number };
  };
  "shop-floor.lock_content": {
    params: [string | null];
    row: { id: number; fnumber: string; level: string; status: number; worder_id: number | null; parent_id: number | null; pallet_id: number | null };
  };
  "shop-floor.lock_order": {
    params: [number | null];
    row: { id: number };
  };
  "shop-floor.lock_pallet_container": {
    params: [number | null];
    row: { id: number; fnumber: string; worder_id: number | null; status: number; fqty: number; capacity: number; packaging_plan_id: number | null; station_id: number | null };
  };
  "shop-floor.lock_pallet_status": {
    params: [number | null];
    row: { status: number };
  };
  "shop-floor.lock_sn_state": {
    params: [string | null];
    row: { next_seq: number; done: boolean; last_result: number };
  };
  "shop-floor.log_box_change": {
    params: [number | null, string | null, string | null, number | null, number | string | null, number | null, number | null];
    row: Record<string, never>;
  };
  "shop-floor.log_container_change": {
    params: [number | null, number | null, string | null, string | null, number | null, number | string | null, number | null, number | null];
    row: Record<string, never>;
  };
  "shop-floor.mark_reports_applied": {
    params: [string | null];
    row: Record<string, never>;
  };
  "shop-floor.move_into_carton": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "shop-floor.move_onto_pallet": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "shop-floor.new_box": {
    params: [number | null, string | null, number | null, number | null, number | null, number | null];
    row: { id: number; fnumber: string; level: string; parent_id: number | null; pallet_id: number | null; worder_id: number | null; station_id: number | null; packaging_plan_id: number | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.new_carton": {
    params: [number | null, number | null, number | null, number | null, number | null];
    row: { id: number };
  };
  "shop-floor.new_pallet": {
    params: [number | null, number | null, number | null, number | null];
    row: { id: number };
  };
  "shop-floor.on_pallet": {
    params: [number | null];
    row: { fnumber: string };
  };
  "shop-floor.open_box": {
    params: [number | null, number | null];
    row: { id: number; fnumber: string; level: string; parent_id: number | null; pallet_id: number | null; worder_id: number | null; station_id: number | null; packaging_plan_id: number | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.open_carton": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "shop-floor.open_pallet": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "shop-floor.order_of_sn": {
    params: [string | null];
    row: { worder_id: number; fbillno: string; status: number; workflow_id: number; product_id: number; product_line_id: number };
  };
  "shop-floor.pack_unit": {
    params: [number | null, string | null, number | null, string | null];
    row: Record<string, never>;
  };
  "shop-floor.packed_before": {
    params: [string | null];
    row: { box_id: number; fnumber: string; pack_key: string | null };
  };
  "shop-floor.pallet_by_fnumber": {
    params: [string | null];
    row: { id: number };
  };
  "shop-floor.pallet_by_id": {
    params: [number | null];
    row: { id: number; fnumber: string; worder_id: number | null; station_id: number | null; status: number; fqty: number; capacity: number };
  };
  "shop-floor.pallet_label": {
    params: [number | null];
    row: { fnumber: string };
  };
  "shop-floor.pallet_label_by_fnumber": {
    params: [string | null];
    row: { fnumber: string; boxes: number; worder_id: number | null; label_design_id: number | null };
  };
  "shop-floor.pallet_label_by_id": {
    params: [number | null];
    row: { fnumber: string; boxes: number; worder_id: number | null; label_design_id: number | null };
  };
  "shop-floor.pallet_owner": {
    params: [number | null];
    row: { worder_id: number | null };
  };
  "shop-floor.put_unit": {
    params: [number | null, string | null, number | null];
    row: Record<string, never>;
  };
  "shop-floor.read_position": {
    params: [string | null, string | null, number | null];
    row: { worder_id: number; workflow_id: number; reworder_id: number | null; next_seq: number; fail_count: number; done: boolean; last_result: number; fresh: boolean; reported_before: boolean; product_id: number; status: number; fbillno: string; seen: unknown | null; spc_hold: unknown | null };
  };
  "shop-floor.recount_box": {
    params: [number | null];
    row: { id: number; fnumber: string; level: string; parent_id: number | null; pallet_id: number | null; worder_id: number | null; station_id: number | null; packaging_plan_id: number | null; status: number; fqty: string; capacity: number; weight: string | null };
  };
  "shop-floor.recount_carton": {
    params: [number | null];
    row: { id: number; fnumber: string; level: string; status: number; parent_id: number | null; pallet_id: number | null; worder_id: number | null; product_id: number | null; packaging_plan_id: number | null; station_id: number | null; fqty: number };
  };
  "shop-floor.recount_pallet": {
    params: [number | null];
    row: { fqty: number; status: number };
  };
  "shop-floor.seen_report": {
    params: [string | null];
    row: { id: string; answer: unknown };
  };
  "shop-floor.sn_step": {
    params: [string | null];
    row: { next_seq: number; done: boolean };
  };
  "shop-floor.station_all_orders": {
    params: [number | null];
    row: { worder_id: number; station_id: number; pass: number; fail: number; first_pass_total: number; first_pass_pass: number; wip: number; rev: number };
  };
  "shop-floor.station_by_fnumber": {
    params: [string | null];
    row: { id: number; fnumber: string; fname: string; product_line_id: number; fn: string | null; disabled: boolean };
  };
  "shop-floor.station_by_id": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; product_line_id: number; fn: string | null; disabled: boolean };
  };
  "shop-floor.station_log_page": {
    params: [number | string | null, number | string | null];
    row: { id: string; sn: string; worder_id: number; station_id: number; product_line_id: number; workflow_id: number; seq: number; result: number; first_pass: boolean; created_at: Date; entered: boolean };
  };
  "shop-floor.station_printer": {
    params: [number | null];
    row: { id: number; fnumber: string; kind: string; host: string; port: number };
  };
  "shop-floor.target_by_fnumber": {
    params: [string | null];
    row: { id: number; level: string };
  };
  "shop-floor.target_by_id": {
    params: [number | null];
    row: { id: number; level: string };
  };
  "shop-floor.test_limits": {
    params: [number | null, number | null];
    row: { fnumber: string; fname: string; lower: number | null; upper: number | null; unit: string; required: boolean; expected: string };
  };
  "shop-floor.touched_hours": {
    params: [readonly (number | null)[] | null, readonly (Date | string | null)[] | null];
    row: { product_line_id: number; hour: string; pass: number; fail: number; output: number; rev: number };
  };
  "shop-floor.touched_progress": {
    params: [readonly (number | null)[] | null];
    row: { worder_id: number; started: number; finished: number; failed: number; last_report_at: string | null; rev: number };
  };
  "shop-floor.touched_stations": {
    params: [readonly (number | null)[] | null, readonly (number | null)[] | null];
    row: { worder_id: number; station_id: number; pass: number; fail: number; first_pass_total: number; first_pass_pass: number; wip: number; rev: number };
  };
  "shop-floor.unit_in_box": {
    params: [number | null, string | null];
    row: { "?column?": number | null };
  };
  "shop-floor.unit_label": {
    params: [string | null];
    row: { worder_id: number; label_design_id: number | null; level: string };
  };
  "shop-floor.unpack_unit": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "shop-floor.upper_levels": {
    params: [number | null];
    row: { level: string; qty: number };
  };
  "shop-floor.upsert_line_hour": {
    params: [readonly (number | null)[] | null, readonly (Date | string | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null];
    row: { product_line_id: number; hour: string; pass: number; fail: number; output: number; rev: number };
  };
  "shop-floor.upsert_station_hour": {
    params: [readonly (number | null)[] | null, readonly (Date | string | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "shop-floor.upsert_station_minutes": {
    params: [readonly (number | null)[] | null, readonly (Date | string | null)[] | null, readonly (Date | string | null)[] | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "shop-floor.upsert_station_stat": {
    params: [readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null];
    row: { worder_id: number; station_id: number; pass: number; fail: number; first_pass_total: number; first_pass_pass: number; wip: number; rev: number };
  };
  "shop-floor.upsert_worder_progress": {
    params: [readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (Date | string | null)[] | null];
    row: { worder_id: number; started: number; finished: number; failed: number; last_report_at: string | null; rev: number };
  };
  "shop-floor.weigh_box": {
    params: [number | null, number | string | null];
    row: { id: number; fnumber: string; level: string; parent_id: number | null; pallet_id: number | null; worder_id: number | null; station_id: number | null; packaging_plan_id: number | null; status: number; fqty: string; capacity: number; weight: string | null; product_id: number | null; weighed_at: Date | null };
  };
  "shop-floor.weight_of_level": {
    params: [number | null, string | null];
    row: { weight: number; tolerance: number };
  };
  "shop-floor.worder_progress": {
    params: [number | null];
    row: { worder_id: number; started: number; finished: number; failed: number; last_report_at: string | null; rev: number };
  };
  "shop-floor.worder_stations": {
    params: [number | null];
    row: { worder_id: number; station_id: number; pass: number; fail: number; first_pass_total: number; first_pass_pass: number; wip: number; rev: number };
  };
}
