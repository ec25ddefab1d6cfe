import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, UPLOAD_SHAPE } from './fields';
import { byId, localeOrZh, scanned, workCalls } from './stock-kit';

export type { DocWorkEntered, DocWorkLeft, DocWorker } from './stock-kit';

// The stock documents' calls beyond their resources (docs/stock.md), material_rec's family, the on-hand view and the
// opening balances (docs/stock-counts-boxes.md). Boxes and pallets: ./stock-boxes.ts; reels and material flow:
// ./stock-flow.ts; tracing: ./stock-trace.ts. A record of a resource is answered as the resource's get answers it
// (`StockRow`: its fields, by the resource's declaration on the server).

export type StockRow = Record<string, unknown>;

/** a box or a material code scanned into an entered document */
export type DocScanAnswer = { entry_id: number; action: 'added' | 'confirmed' | 'incremented'; fqty: number };

/** a box of a product receipt, with its entry */
export type ReceiptBox = {
  id: number;
  fnumber: string;
  status: number;
  icitem_id: number | null;
  worder_id: number | null;
  product_id: number | null;
  fqty: number;
  batch_no: string;
  stock_id: number | null;
  stock_place_id: number | null;
  entry_id: number;
  confirmed: boolean;
  sn_count: number;
};

/** the documents a clerk works on by scanning boxes or material codes (their label in the summaries) */
const WORK_DOCS = { product_receipt: 'Product receipt', product_pick: 'Product pick', outstock: 'Outstock' } as const;
export type StockWorkDoc = keyof typeof WORK_DOCS;

const docWork = (name: StockWorkDoc) => ({
  ...workCalls(name, WORK_DOCS[name]),
  scan: declareCall<DocScanAnswer>()({
    path: `stock_mgt/${name}/scan`,
    summary: `scan a box or a material into an entered ${WORK_DOCS[name]}`,
    // the barcode is read before the id
    input: field.object({ barcode: scanned(128), id: field.id() }),
  }),
});

/** the operation documents: one step forward or back on their machine (docs/stock.md, "Operation documents") */
const operation = (name: 'product_receipt_operation' | 'outstock_operation') => ({
  check: declareCall<StockRow>()({
    path: `stock_mgt/${name}/check`,
    summary: 'one step forward: review: inventory -> review, finish: review -> finish',
    input: byId(),
  }),
  back: declareCall<StockRow>()({
    path: `stock_mgt/${name}/back`,
    summary: 'one step back: back_to_inventory: review -> inventory, back_to_review: finish -> review',
    input: byId(),
  }),
});

export const STOCK_DOC_WORK = {
  product_receipt: docWork('product_receipt'),
  product_pick: docWork('product_pick'),
  outstock: docWork('outstock'),
};

export const STOCK_OPERATION_CALLS = {
  product_receipt_operation: operation('product_receipt_operation'),
  outstock_operation: operation('outstock_operation'),
};

export const STOCK_DOC_CALLS = {
  receiptBoxes: declareCall<ReceiptBox[]>()({
    path: 'stock_mgt/product_receipt/get_box',
    summary: 'the boxes of a product receipt',
    input: byId(),
  }),
  materialRecFamily: declareCall<StockRow[]>()({
    path: 'stock_mgt/material_rec/family',
    summary: 'the records a barcode is the parent of or a material in',
    input: field.object({ barcode: field.text(128) }),
  }),
};

/** a balance that differs from the sum of its movements */
export type BalanceDrift = Record<string, unknown>;
export type OnHand = {
  icitem_id: number;
  stock_id: number | null;
  stock_place_id: number | null;
  batch_no: string | null;
  fqty: number;
};

export const STOCK_COUNT_CALLS = {
  validate: declareCall<{ ok: boolean; drift: BalanceDrift[] }>()({
    path: 'stock_mgt/icinventory/validate',
    summary: 'the ledger invariant: balances that differ from the sum of their movements',
    input: field.object({}),
  }),
  onHand: declareCall<OnHand>()({
    path: 'stock_mgt/icinventory/getnumber',
    summary: 'on-hand quantity of a material (at a warehouse, place, batch)',
    input: field.object({
      icitem_id: field.id(),
      stock_id: field.id().optional(),
      stock_place_id: field.id().optional(),
      batch_no: z
        .string(coded('input.string_at_most', { max: 64 }))
        .max(64, coded('input.string_at_most', { max: 64 }))
        .optional(),
    }),
  }),
  // The sheet comes as a draft (draft_id) or inline (filename, content_base64), read as any import reads its source.
  importOpening: declareCall<{ imported: number }>()({
    path: 'stock_mgt/icinvinitial/import',
    summary: 'opening balances from a spreadsheet: every row or none, posted to the ledger',
    input: field.object(UPLOAD_SHAPE),
  }),
  exportOpening: declareCall<Blob>()({
    path: 'stock_mgt/icinvinitial/export',
    summary: 'opening balances as a spreadsheet that imports back',
    input: field.object({ locale: localeOrZh(), stock_id: field.id().optional() }),
  }),
};
