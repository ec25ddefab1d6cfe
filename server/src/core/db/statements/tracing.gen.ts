// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "tracing.flow_steps": {
    params: [number | null];
    row: { seq: number; station: unknown };
  };
  "tracing.genealogy_bom": {
    params: [string | null];
    row: { id: number; fnumber: string; version: string; fname: string };
  };
  "tracing.genealogy_box": {
    params: [string | null];
    row: { id: number; fnumber: string; status: number; level: string; parent: unknown | null; pallet: unknown | null };
  };
  "tracing.genealogy_installed": {
    params: [string | null];
    row: { smt_order_id: number | null; fbillno: string | null; side: string | null; unit: string; slot: string; barcode: string; created_at: Date; machine: string | null; icitem_fnumber: string; icitem_fname: string; lots: string[] };
  };
  "tracing.genealogy_movements": {
    params: [string | null];
    row: { id: number; doc_type: string; doc_id: number; bill_type: number; fqty: number; stock_fnumber: string; batch_no: string; barcode: string; box_fnumber: string | null; created_at: Date };
  };
  "tracing.genealogy_order": {
    params: [string | null];
    row: { id: number; fbillno: string; fqty: number; status: number; product: unknown; product_line: unknown };
  };
  "tracing.genealogy_parts": {
    params: [string | null];
    row: { id: number; barcode: string; replaced: boolean; reason: string; created_at: Date; icitem: unknown; station: unknown | null; lots: string[] };
  };
  "tracing.genealogy_plans": {
    params: [string | null];
    row: { id: number; fbillno: string; fname: string; icbom_fnumber: string };
  };
  "tracing.genealogy_repairs": {
    params: [string | null];
    row: { id: number; status: number; fdesc: string; cause: string; action: string; repairer: string | null; created_at: Date; repaired_at: Date | null; station: unknown; back_station: unknown | null; defects: unknown; replaced: unknown };
  };
  "tracing.reels_of_lot": {
    params: [string | null, number | null];
    row: { barcode: string };
  };
  "tracing.sn_search": {
    params: [string | null, number | string | null];
    row: { id: number; sn: string; worder: unknown };
  };
  "tracing.station_log": {
    params: [number | string | null];
    row: { id: number; sn: string; worder_id: number; reworder_id: number | null; station_id: number; product_line_id: number; workflow_id: number; seq: number; result: number; first_pass: boolean; source: string; operator_id: number | null; operator: string; report_key: string | null; answer: unknown; created_at: Date; station: unknown; worder: unknown };
  };
  "tracing.station_log_of_sn": {
    params: [string | null];
    row: { id: number; sn: string; worder_id: number; reworder_id: number | null; station_id: number; product_line_id: number; workflow_id: number; seq: number; result: number; first_pass: boolean; source: string; operator_id: number | null; operator: string; report_key: string | null; answer: unknown; created_at: Date; station: unknown; worder: unknown };
  };
  "tracing.test_items": {
    params: [readonly (number | string | null)[] | null];
    row: { station_log_id: number; id: number; name: string; value: string; lower: string; upper: string; unit: string; result: number };
  };
  "tracing.workflow": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string };
  };
}
