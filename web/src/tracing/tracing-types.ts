import type { RecallRow, ReelOnSlot } from '@mes/contracts';

// The answers of the tracing calls the screens read (server/src/modules/tracing).
export type Ref = { id: number; fnumber: string; fname: string };
export type TestItem = {
  id: number;
  name: string;
  value: string;
  lower: string;
  upper: string;
  unit: string;
  result: number;
};
export type StationLog = {
  id: number;
  sn: string;
  seq: number;
  result: number;
  first_pass: boolean;
  source: string;
  operator: string;
  created_at: string;
  station: Ref;
  worder: { id: number; fbillno: string };
  test_items?: TestItem[];
};
export type ProductItem = {
  id: number;
  sn: string;
  worder: { id: number; fbillno: string };
  product: Ref;
  product_line: Ref;
  next_station_fnumber?: string | null;
  last_result: number;
  fail_count: number;
  done: boolean;
};
export type Reel = ReelOnSlot;
export type Genealogy = {
  item: ProductItem;
  workflow: Ref | null;
  steps: {
    seq: number;
    station: Ref;
    state: string;
    reports: number;
    last_result: number | null;
    last_at: string | null;
  }[];
  station_logs: (StationLog & { test_items: TestItem[] })[];
  order: { id: number; fbillno: string; fqty: number; product: Ref; product_line: Ref };
  plans: { id: number; fbillno: string; fname: string }[];
  bom: { id: number; fnumber: string; version: string; fname: string } | null;
  smt: {
    smt_order: { id: number; fbillno: string; side: string | null };
    panel_barcode: string | null;
    placed_at: string | null;
    reels: Reel[];
  }[];
  parts: {
    id: number;
    barcode: string;
    icitem: Ref;
    station: Ref | null;
    replaced: boolean;
    created_at: string;
    lots: string[];
  }[];
  repairs: unknown[];
  box: { id: number; fnumber: string; status: number; pallet: { id: number; fnumber: string } | null } | null;
  movements: {
    id: number;
    doc_type: string;
    doc_id: number;
    bill_type: number;
    fqty: number;
    stock_fnumber: string;
    batch_no: string;
    barcode: string;
    box_fnumber: string | null;
    created_at: string;
  }[];
};
export type { RecallRow };
export type Recall = { list: RecallRow[]; sns: number; truncated: boolean };
export type Page<T> = { list: T[]; total: number; pn: number; ps: number };
