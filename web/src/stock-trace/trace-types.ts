// What icstockbill_trace answers (server/src/modules/stock-mgt/trace/trace.calls.ts).
export type Movement = {
  id: number;
  doc_type: string;
  doc_id: number;
  fbillno: string | null;
  bill_type: number;
  reversal: boolean;
  fqty: number;
  balance?: number;
  stock_fnumber: string;
  stock_fname: string;
  stock_place_fnumber: string | null;
  icitem_fnumber: string;
  icitem_fname: string;
  batch_no: string;
  box_fnumber: string | null;
  barcode: string;
  creater_display_name: string | null;
  creater_name: string | null;
  created_at: string;
};

export type BarcodeTrace = {
  barcode: string;
  kind: 'box' | 'sn' | 'barcode';
  box: { fnumber: string; status: number; fqty: number } | null;
  list: Movement[];
  total: number;
};

export type IcitemTrace = {
  icitem: { id: number; fnumber: string; fname: string };
  opening: number;
  closing: number;
  list: Movement[];
  truncated: boolean;
};
