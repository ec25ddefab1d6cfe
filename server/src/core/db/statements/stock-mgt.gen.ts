// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "stock-mgt.boxes.boxes_off": {
    params: [number | null, readonly number[] | null];
    row: Record<string, never>;
  };
  "stock-mgt.boxes.boxes_on": {
    params: [number | null, readonly number[] | null];
    row: Record<string, never>;
  };
  "stock-mgt.boxes.boxes_on_pallet": {
    params: [number | null];
    row: { n: number };
  };
  "stock-mgt.boxes.holds_sns": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "stock-mgt.boxes.icitem": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; fspec: string };
  };
  "stock-mgt.boxes.items": {
    params: [number | null];
    row: { id: number; sn: string; icitem_id: number | null; fqty: number };
  };
  "stock-mgt.boxes.items_count": {
    params: [number | null];
    row: { count: number; fqty: number };
  };
  "stock-mgt.boxes.lock": {
    params: [readonly string[] | null];
    row: { id: number; fnumber: string; status: number; pallet_id: number | null; icitem_id: number | null; stock_id: number | null; stock_place_id: number | null; batch_no: string; fqty: number; capacity: number };
  };
  "stock-mgt.boxes.lock_pallet": {
    params: [number | null];
    row: { id: number; checked: boolean; disabled: boolean; creater_id: number | null; created_at: Date; updated_at: Date; fnumber: string; status: number; stock_id: number | null; stock_place_id: number | null; fdesc: string; worder_id: number | null; packaging_plan_id: number | null; station_id: number | null; capacity: number; fqty: number; closed_at: Date | null };
  };
  "stock-mgt.boxes.lock_sns": {
    params: [readonly string[] | null];
    row: { sn: string; box_id: number; fqty: number };
  };
  "stock-mgt.boxes.log_adjust": {
    params: [number | null, number | null, unknown, number | string | null, boolean | null, string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.boxes.move_sns": {
    params: [number | null, readonly string[] | null];
    row: Record<string, never>;
  };
  "stock-mgt.boxes.pallet_boxes": {
    params: [number | null];
    row: { fnumber: string };
  };
  "stock-mgt.boxes.pallet_status": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.boxes.place_stock": {
    params: [number | null];
    row: { stock_id: number };
  };
  "stock-mgt.boxes.put_in": {
    params: [number | null, number | string | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.boxes.stock_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "stock-mgt.boxes.take_out": {
    params: [number | null, number | string | null];
    row: Record<string, never>;
  };
  "stock-mgt.counts.count_stock": {
    params: [number | null];
    row: { stock_id: number | null };
  };
  "stock-mgt.counts.entries": {
    params: [number | null];
    row: { id: number; stock_id: number; stock_place_id: number | null; icitem_id: number; batch_no: string; counted_qty: number };
  };
  "stock-mgt.counts.entry_places": {
    params: [readonly number[] | null];
    row: { i: string; stock_id: number };
  };
  "stock-mgt.counts.export_opening": {
    params: [number | null];
    row: { stock: string; stock_place: string; icitem: string; batch_no: string; fqty: number; fdesc: string };
  };
  "stock-mgt.counts.forget_book": {
    params: [number | null];
    row: Record<string, never>;
  };
  "stock-mgt.counts.icitem": {
    params: [number | null];
    row: { id: number };
  };
  "stock-mgt.counts.icitems_by_code": {
    params: [readonly string[] | null];
    row: { id: number; fnumber: string };
  };
  "stock-mgt.counts.insert_opening": {
    params: [number | null, number | null, number | null, string | null, number | string | null, string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.counts.lock_book": {
    params: [number | null, number | null, number | null, string | null];
    row: { fqty: number };
  };
  "stock-mgt.counts.on_hand": {
    params: [number | null, number | null, number | null, string | null];
    row: { fqty: number };
  };
  "stock-mgt.counts.opening_taken": {
    params: [readonly number[] | null, readonly number[] | null, readonly number[] | null, readonly string[] | null];
    row: { stock_id: number; place: number; icitem_id: number; batch_no: string };
  };
  "stock-mgt.counts.places_by_code": {
    params: [readonly string[] | null];
    row: { id: number; fnumber: string; stock_id: number };
  };
  "stock-mgt.counts.set_book": {
    params: [number | null, number | string | null, number | string | null];
    row: Record<string, never>;
  };
  "stock-mgt.counts.stocks_by_code": {
    params: [readonly string[] | null];
    row: { id: number; fnumber: string };
  };
  "stock-mgt.counts.zero_balance": {
    params: [number | null, number | null, number | null, string | null];
    row: Record<string, never>;
  };
  "stock-mgt.documents.enter": {
    params: [string | null, number | null, number | null];
    row: { entered_at: Date };
  };
  "stock-mgt.documents.entered": {
    params: [string | null, number | null, number | null];
    row: { "?column?": number | null };
  };
  "stock-mgt.documents.icitem_by_code": {
    params: [string | null];
    row: { id: number };
  };
  "stock-mgt.documents.leave": {
    params: [string | null, number | null, number | null];
    row: { left_at: Date };
  };
  "stock-mgt.documents.lock_boxes": {
    params: [readonly number[] | null];
    row: { id: number; fnumber: string; status: number; stock_id: number | null; stock_place_id: number | null };
  };
  "stock-mgt.documents.move_box": {
    params: [number | null, number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.documents.outstock_checked": {
    params: [number | null];
    row: { fbillno: string; checked: boolean };
  };
  "stock-mgt.documents.outstock_operation_checked": {
    params: [number | null, boolean | null];
    row: Record<string, never>;
  };
  "stock-mgt.documents.outstock_operation_status": {
    params: [number | null];
    row: { status: number };
  };
  "stock-mgt.documents.place": {
    params: [number | null];
    row: { fnumber: string; stock_id: number };
  };
  "stock-mgt.documents.product_receipt_checked": {
    params: [number | null];
    row: { fbillno: string; checked: boolean };
  };
  "stock-mgt.documents.product_receipt_operation_checked": {
    params: [number | null, boolean | null];
    row: Record<string, never>;
  };
  "stock-mgt.documents.product_receipt_operation_status": {
    params: [number | null];
    row: { status: number };
  };
  "stock-mgt.documents.receipt_boxes": {
    params: [number | null];
    row: { id: number; fnumber: string; status: number; icitem_id: number | null; worder_id: number | null; product_id: number | null; fqty: number; batch_no: string; stock_id: number | null; stock_place_id: number | null; entry_id: number; confirmed: boolean; sn_count: number };
  };
  "stock-mgt.documents.scanned_box": {
    params: [string | null];
    row: { id: number; fnumber: string; status: number; icitem_id: number | null; fqty: number; batch_no: string; stock_id: number | null; stock_place_id: number | null };
  };
  "stock-mgt.documents.workers": {
    params: [string | null, number | null];
    row: { user_id: number; entered_at: Date };
  };
  "stock-mgt.documents.working": {
    params: [string | null, number | null];
    row: { user_id: number; entered_at: Date; who: string };
  };
  "stock-mgt.ledger.balance_drift": {
    params: [];
    row: { stock_id: number; stock_place_id: number | null; icitem_id: number; batch_no: string; balance: number; movements: number };
  };
  "stock-mgt.ledger.forget_balances": {
    params: [];
    row: Record<string, never>;
  };
  "stock-mgt.ledger.insert_movements": {
    params: [string | null, number | null, number | null, boolean | null, number | null, readonly number[] | null, readonly number[] | null, readonly number[] | null, readonly number[] | null, readonly string[] | null, readonly number[] | null, readonly string[] | null, readonly (number | string)[] | null];
    row: Record<string, never>;
  };
  "stock-mgt.ledger.move_balances": {
    params: [readonly number[] | null, readonly number[] | null, readonly number[] | null, readonly string[] | null, readonly (number | string)[] | null];
    row: { stock_id: number; place: number; icitem_id: number; batch_no: string; fqty: number };
  };
  "stock-mgt.ledger.negative_at": {
    params: [number | null, number | null, number | null];
    row: { stock: string; allow_negative: boolean; place: string | null; icitem: string };
  };
  "stock-mgt.ledger.rebuild_balances": {
    params: [];
    row: Record<string, never>;
  };
  "stock-mgt.ledger.reversible": {
    params: [string | null, number | null];
    row: { bill_type: number; entry_id: number | null; stock_id: number; stock_place_id: number | null; icitem_id: number; batch_no: string; box_id: number | null; barcode: string; fqty: number };
  };
  "stock-mgt.material_rec_family": {
    params: [string | null, unknown];
    row: { id: number };
  };
  "stock-mgt.trace.box": {
    params: [string | null];
    row: { id: number; fnumber: string; status: number; fqty: number; stock_id: number | null; stock_place_id: number | null; pallet_id: number | null };
  };
  "stock-mgt.trace.icitem_by_code": {
    params: [string | null];
    row: { id: number; fnumber: string; fname: string; fspec: string };
  };
  "stock-mgt.trace.icitem_by_id": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; fspec: string };
  };
  "stock-mgt.trace.opening": {
    params: [number | null, number | null, Date | string | null];
    row: { opening: number };
  };
  "stock-mgt.trace.sn_box": {
    params: [string | null];
    row: { sn: string; id: number; fnumber: string; status: number; fqty: number; stock_id: number | null; stock_place_id: number | null; pallet_id: number | null };
  };
}
