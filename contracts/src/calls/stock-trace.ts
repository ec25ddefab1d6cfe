import { declareCall } from './declare-call';
import { field, rule } from './fields';
import { scanned, type StockedAt } from './stock-kit';

// icstockbill_trace (docs/stock-counts-boxes.md): every movement of a barcode or of a material, with its documents.

export type TracedMovement = StockedAt & {
  id: number;
  doc_type: string;
  doc_id: number;
  entry_id: number | null;
  fbillno: string | null;
  bill_type: number;
  reversal: boolean;
  fqty: number;
  /** the running balance (a material's trace) */
  balance?: number;
  batch_no: string;
  box_id: number | null;
  box_fnumber: string | null;
  barcode: string;
  creater_id: number | null;
  creater_display_name: string | null;
  creater_name: string | null;
  created_at: string;
};

export type BarcodeTrace = {
  barcode: string;
  kind: 'box' | 'sn' | 'barcode';
  box: { id: number; fnumber: string; status: number; fqty: number } | null;
  list: TracedMovement[];
  total: number;
};

export type IcitemTrace = {
  icitem: { id: number; fnumber: string; fname: string };
  stock_id: number | null;
  opening: number;
  closing: number;
  list: TracedMovement[];
  total: number;
  truncated: boolean;
};

type Range = { icitem_id?: number; fnumber?: string; from?: Date; to?: Date };

export const STOCK_TRACE_CALLS = {
  barcode: declareCall<BarcodeTrace>()({
    path: 'stock_mgt/icstockbill_trace/getbarcode',
    summary: 'every movement of a barcode (box, SN, bundle) with its documents',
    input: field.object({ barcode: scanned(128) }),
  }),
  // the material by its id, or by its code when no id is given
  icitem: declareCall<IcitemTrace>()({
    path: 'stock_mgt/icstockbill_trace/geticitem',
    summary: 'every movement of a material with the running balance',
    input: field
      .object({
        icitem_id: field.id().optional(),
        fnumber: field.text(64).optional(),
        stock_id: field.id().optional(),
        from: field.dateTime().optional(),
        to: field.dateTime().optional(),
      })
      .refine(
        ...rule<Range>(
          (b) => b.icitem_id !== undefined || b.fnumber !== undefined,
          'icitem_id',
          'stock.icitem_or_fnumber',
        ),
      )
      .refine(...rule<Range>((b) => !(b.from && b.to && b.from > b.to), 'to', 'stock.to_before_from')),
  }),
};
