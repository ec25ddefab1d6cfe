// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "stock-mgt.boxes.boxes_off": {
    params: [number | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "stock-mgt.boxes.boxes_on": {
    params: [number | null, readonly (number | null)[] | null];
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
    params: [readonly (string | null)[] | null];
    row: { id: number; fnumber: string; status: number; pallet_id: number | null; icitem_id: number | null; stock_id: number | null; stock_place_id: number | null; batch_no: string; fqty: number; capacity: number };
  };
  "stock-mgt.boxes.lock_pallet": {
    params: [number | null];
    row: { id: number; checked: boolean; disabled: boolean; creater_id: number | null; created_at: Date; updated_at: Date; fnumber: string; status: number; stock_id: number | null; stock_place_id: number | null; fdesc: string; worder_id: number | null; packaging_plan_id: number | null; station_id: number | null; capacity: number; fqty: number; closed_at: Date | null };
  };
  "stock-mgt.boxes.lock_sns": {
    params: [readonly (string | null)[] | null];
    row: { sn: string; box_id: number; fqty: number };
  };
  "stock-mgt.boxes.log_adjust": {
    params: [number | null, number | null, unknown, number | string | null, boolean | null, string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.boxes.move_sns": {
    params: [number | null, readonly (string | null)[] | null];
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
    params: [readonly (number | null)[] | null];
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
    params: [readonly (string | null)[] | null];
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
    params: [readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (string | null)[] | null];
    row: { stock_id: number; place: number; icitem_id: number; batch_no: string };
  };
  "stock-mgt.counts.places_by_code": {
    params: [readonly (string | null)[] | null];
    row: { id: number; fnumber: string; stock_id: number };
  };
  "stock-mgt.counts.set_book": {
    params: [number | null, number | string | null, number | string | null];
    row: Record<string, never>;
  };
  "stock-mgt.counts.stocks_by_code": {
    params: [readonly (string | null)[] | null];
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
    params: [readonly (number | null)[] | null];
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
  "stock-mgt.flow.consumed_board": {
    params: [number | null, string | null, number | string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.consumed_lines": {
    params: [number | null, unknown];
    row: Record<string, never>;
  };
  "stock-mgt.flow.feeder_order": {
    params: [number | null];
    row: { smt_feeder_id: number | null; icpp_id: number | null; fqty: number };
  };
  "stock-mgt.flow.feeder_plan_qty": {
    params: [number | null];
    row: { fqty: number };
  };
  "stock-mgt.flow.feeder_slots": {
    params: [number | null];
    row: { icitem_id: number; per_board: number };
  };
  "stock-mgt.flow.label_design": {
    params: [number | null];
    row: { id: number };
  };
  "stock-mgt.flow.label_material_by_mpn": {
    params: [string | null];
    row: { id: number; fnumber: string; how: string };
  };
  "stock-mgt.flow.label_material_by_part": {
    params: [string | null];
    row: { id: number; fnumber: string; how: string };
  };
  "stock-mgt.flow.label_printer": {
    params: [number | null];
    row: { fnumber: string; kind: string; host: string; port: number };
  };
  "stock-mgt.flow.label_reel_taken": {
    params: [string | null];
    row: { id: number };
  };
  "stock-mgt.flow.label_reels": {
    params: [readonly (number | null)[] | null];
    row: { id: number; fnumber: string; fqty: number; lot_no: string; icitem_fnumber: string; icitem_fname: string };
  };
  "stock-mgt.flow.loaded_reels": {
    params: [number | null];
    row: { slot: string; barcode: string; per_board: number; bundle_id: number; icitem_id: number | null; stock_id: number | null; stock_place_id: number | null };
  };
  "stock-mgt.flow.lock_reels": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "stock-mgt.flow.new_reel": {
    params: [string | null, number | null, number | string | null, string | null, number | null, number | null, Date | string | null, Date | string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.plan": {
    params: [number | null];
    row: { id: number };
  };
  "stock-mgt.flow.plan_feeder": {
    params: [number | null];
    row: { id: number };
  };
  "stock-mgt.flow.plan_reels": {
    params: [number | null];
    row: { id: number };
  };
  "stock-mgt.flow.prepare_number": {
    params: [number | null];
    row: { fbillno: string };
  };
  "stock-mgt.flow.receipt_head.cs_instock": {
    params: [number | null];
    row: { id: number; fbillno: string; checked: boolean };
  };
  "stock-mgt.flow.receipt_head.ex_instock": {
    params: [number | null];
    row: { id: number; fbillno: string; checked: boolean };
  };
  "stock-mgt.flow.receipt_line.cs_instock": {
    params: [number | null];
    row: { id: number; parent: number; icitem_id: number; fqty: number; stock_id: number; stock_place_id: number | null; bundle_id: number | null; checked: boolean };
  };
  "stock-mgt.flow.receipt_line.ex_instock": {
    params: [number | null];
    row: { id: number; parent: number; icitem_id: number; fqty: number; stock_id: number; stock_place_id: number | null; bundle_id: number | null; checked: boolean };
  };
  "stock-mgt.flow.receipt_line_gone.cs_instock": {
    params: [number | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.receipt_line_gone.ex_instock": {
    params: [number | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.receipt_line_rest.cs_instock": {
    params: [number | null, number | string | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.receipt_line_rest.ex_instock": {
    params: [number | null, number | string | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.receipt_open_lines.cs_instock": {
    params: [number | null, number | null];
    row: { id: number; parent: number; fqty: number; stock_id: number; stock_place_id: number | null };
  };
  "stock-mgt.flow.receipt_open_lines.ex_instock": {
    params: [number | null, number | null];
    row: { id: number; parent: number; fqty: number; stock_id: number; stock_place_id: number | null };
  };
  "stock-mgt.flow.receipt_reel_line.cs_instock": {
    params: [number | null, number | null, number | string | null, number | null, number | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.receipt_reel_line.ex_instock": {
    params: [number | null, number | null, number | string | null, number | null, number | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.reel": {
    params: [string | null];
    row: { id: number; fnumber: string; icitem_id: number | null; icitem_fnumber: string | null; fqty: number; validity: number; stock_id: number | null; stock_place_id: number | null; expiry_date: Date | null };
  };
  "stock-mgt.flow.reel_at": {
    params: [number | null, number | null, number | null, number | string | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.reel_at_place": {
    params: [number | null, number | null, number | null, string | null];
    row: { fqty: number };
  };
  "stock-mgt.flow.reel_balances": {
    params: [number | null];
    row: { stock_id: number; stock_place_id: number | null; fqty: number };
  };
  "stock-mgt.flow.reel_code": {
    params: [number | null];
    row: { fnumber: string };
  };
  "stock-mgt.flow.reel_documents.cs_instock": {
    params: [number | null];
    row: { doc_type: string; id: number; fbillno: string; checked: boolean; disabled: boolean };
  };
  "stock-mgt.flow.reel_documents.ex_instock": {
    params: [number | null];
    row: { doc_type: string; id: number; fbillno: string; checked: boolean; disabled: boolean };
  };
  "stock-mgt.flow.reel_documents.ex_outstock": {
    params: [number | null];
    row: { doc_type: string; id: number; fbillno: string; checked: boolean; disabled: boolean };
  };
  "stock-mgt.flow.reel_documents.material_prepare": {
    params: [number | null];
    row: { doc_type: string; id: number; fbillno: string; checked: boolean; disabled: boolean };
  };
  "stock-mgt.flow.reel_documents.material_return": {
    params: [number | null];
    row: { doc_type: string; id: number; fbillno: string; checked: boolean; disabled: boolean };
  };
  "stock-mgt.flow.reel_documents.pick_material": {
    params: [number | null];
    row: { doc_type: string; id: number; fbillno: string; checked: boolean; disabled: boolean };
  };
  "stock-mgt.flow.reel_item": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; fspec: string };
  };
  "stock-mgt.flow.reel_locked": {
    params: [string | null];
    row: { id: number; fnumber: string; icitem_id: number | null; icitem_fnumber: string | null; fqty: number; validity: number; stock_id: number | null; stock_place_id: number | null; expiry_date: Date | null };
  };
  "stock-mgt.flow.reel_moved": {
    params: [number | null, string | null];
    row: { "?column?": number | null };
  };
  "stock-mgt.flow.reel_movements": {
    params: [number | null, string | null];
    row: { id: string; doc_type: string; doc_id: number; bill_type: number; stock_id: number; stock_place_id: number | null; fqty: number; reversal: boolean; created_at: Date };
  };
  "stock-mgt.flow.reel_on_hand": {
    params: [number | null, number | null, number | null, string | null];
    row: { fqty: number };
  };
  "stock-mgt.flow.reel_out_of_stock": {
    params: [number | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.reel_shelved": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.reel_slots": {
    params: [string | null];
    row: { smt_feeding_id: number; slot: string; reel_at: Date | null };
  };
  "stock-mgt.flow.reel_splits": {
    params: [number | null];
    row: { id: number; fbillno: string; parent_bundle_id: number; child_bundle_id: number | null; child_fnumber: string; fqty: number; created_at: Date };
  };
  "stock-mgt.flow.reels_emptied": {
    params: [readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.report_order": {
    params: [number | null];
    row: { id: number; fbillno: string; status: number; worder_id: number | null };
  };
  "stock-mgt.flow.reported": {
    params: [number | null, string | null];
    row: { boards: number; lines: unknown };
  };
  "stock-mgt.flow.set_shelved": {
    params: [readonly (number | null)[] | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.shelved": {
    params: [readonly (number | null)[] | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.shelved_from": {
    params: [number | null, number | null];
    row: { from_place_id: number | null };
  };
  "stock-mgt.flow.shelving_done": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.shelving_from_place": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.shelving_ignored": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.shelving_lines": {
    params: [number | null];
    row: { id: number; bundle_id: number; fnumber: string; icitem_id: number | null; stock_id: number | null; stock_place_id: number | null; to_place: number | null };
  };
  "stock-mgt.flow.shelving_open": {
    params: [number | null];
    row: { id: number; fbillno: string; checked: boolean; disabled: boolean; shelving_type: number };
  };
  "stock-mgt.flow.split": {
    params: [string | null, number | null, number | null, string | null, number | string | null, string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.split_child": {
    params: [number | null, string | null, number | string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.flow.split_parent_left": {
    params: [number | null, number | string | null];
    row: Record<string, never>;
  };
  "stock-mgt.flow.unshelved_receipts.cs_instock": {
    params: [number | null, number | null];
    row: { id: number; fbillno: string; bill_date: Date; bundle_ids: number[] };
  };
  "stock-mgt.flow.unshelved_receipts.ex_instock": {
    params: [number | null, number | null];
    row: { id: number; fbillno: string; bill_date: Date; bundle_ids: number[] };
  };
  "stock-mgt.flow.unshelved_receipts.material_return": {
    params: [number | null, number | null];
    row: { id: number; fbillno: string; bill_date: Date; bundle_ids: number[] };
  };
  "stock-mgt.flow.working_smt_orders": {
    params: [readonly (number | null)[] | null, number | null];
    row: { id: number; worder_id: number | null };
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
    params: [string | null, number | null, number | null, boolean | null, number | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (string | null)[] | null, readonly (number | null)[] | null, readonly (string | null)[] | null, readonly (number | string | null)[] | null];
    row: Record<string, never>;
  };
  "stock-mgt.ledger.move_balances": {
    params: [readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (number | null)[] | null, readonly (string | null)[] | null, readonly (number | string | null)[] | null];
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
  "stock-mgt.prepare.add_line": {
    params: [number | null, number | null, number | string | null, number | null, number | null, number | null, number | string | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.prepare.bom_lines": {
    params: [number | null];
    row: { icitem_id: number; qty: number; scrap_rate: number };
  };
  "stock-mgt.prepare.bom_of_plan": {
    params: [number | null];
    row: { id: number };
  };
  "stock-mgt.prepare.bom_of_worder": {
    params: [number | null];
    row: { id: number };
  };
  "stock-mgt.prepare.candidates": {
    params: [readonly (number | null)[] | null, number | null, number | null, number | null];
    row: { id: number; fnumber: string; icitem_id: number; fqty: number; init_qty: number; expiry_date: Date | null; received_at: Date | null; stock_id: number; stock_place_id: number | null };
  };
  "stock-mgt.prepare.claim": {
    params: [number | null];
    row: { doc_id: number; fbillno: string | null };
  };
  "stock-mgt.prepare.claim_reel": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.prepare.end_claims": {
    params: [number | null];
    row: Record<string, never>;
  };
  "stock-mgt.prepare.entered": {
    params: [number | null, number | null];
    row: { "?column?": number | null };
  };
  "stock-mgt.prepare.entry": {
    params: [number | null, number | null];
    row: { scanned: boolean };
  };
  "stock-mgt.prepare.finished": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.prepare.forget_unscanned": {
    params: [number | null];
    row: Record<string, never>;
  };
  "stock-mgt.prepare.header": {
    params: [number | null];
    row: { id: number; fbillno: string; checked: boolean; disabled: boolean; icpp_id: number | null; worder_id: number | null; smt_order_id: number | null; fqty: number; stock_id: number | null; to_stock_id: number | null; to_stock_place_id: number | null; rule: string; partial_first: boolean; build_status: number };
  };
  "stock-mgt.prepare.header_locked": {
    params: [number | null];
    row: { id: number; fbillno: string; checked: boolean; disabled: boolean; icpp_id: number | null; worder_id: number | null; smt_order_id: number | null; fqty: number; stock_id: number | null; to_stock_id: number | null; to_stock_place_id: number | null; rule: string; partial_first: boolean; build_status: number };
  };
  "stock-mgt.prepare.ignore": {
    params: [number | null, boolean | null];
    row: Record<string, never>;
  };
  "stock-mgt.prepare.lines": {
    params: [number | null];
    row: { id: number; seq: number; icitem_fnumber: string; icitem_fname: string; need_qty: number | null; bundle_fnumber: string | null; stock_fnumber: string | null; place_fnumber: string | null; fqty: number | null; expiry_date: Date | null; ignored: boolean; scanned: boolean };
  };
  "stock-mgt.prepare.need": {
    params: [number | null, number | null];
    row: { need: number | null };
  };
  "stock-mgt.prepare.pick": {
    params: [string | null, number | null, number | null, number | null, number | null, number | null, string | null];
    row: { id: number };
  };
  "stock-mgt.prepare.pick_lines": {
    params: [number | null, number | null, number | null, number | null];
    row: Record<string, never>;
  };
  "stock-mgt.prepare.plan_qty": {
    params: [number | null];
    row: { fqty: number };
  };
  "stock-mgt.prepare.progress": {
    params: [number | null];
    row: { icitem_id: number; fnumber: string; need_qty: number; scanned_qty: number };
  };
  "stock-mgt.prepare.scanned": {
    params: [number | null];
    row: { icitem_id: number; q: number };
  };
  "stock-mgt.prepare.scanned_line": {
    params: [number | null, number | null, number | null, number | string | null, number | null, number | null];
    row: { id: number };
  };
  "stock-mgt.prepare.smt_order": {
    params: [number | null];
    row: { icpp_id: number | null; worder_id: number | null };
  };
  "stock-mgt.prepare.substituted_line": {
    params: [number | null, number | null, number | string | null, number | null, number | null, number | null, number | string | null, number | null];
    row: { id: number };
  };
  "stock-mgt.prepare.touch": {
    params: [number | null];
    row: Record<string, never>;
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
