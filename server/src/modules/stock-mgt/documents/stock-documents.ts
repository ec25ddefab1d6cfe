import { BillTransactionType } from '@mes/contracts';
import type { LinkCreateDef, LinkDef, ResourceDef } from '../../../core/resource/resource.types';
import { tr } from '../../basicdata';
import { stockDocument } from './stock-document';
import type { StockDocSpec } from './stock-document.types';

// The generic stock documents of 000 §7 and product_pick (001 §7), each a small description (docs/stock.md).
export const STOCK_DOCS = {
  product_receipt: {
    name: 'product_receipt',
    label: tr('产品入库单', 'Product receipt'),
    billType: BillTransactionType.PRODUCT_RECEIPT,
    direction: 'in',
    prefix: 'PR',
    work: true,
    route: '/stock_mgt/product_instock',
  },
  product_pick: {
    name: 'product_pick',
    label: tr('产品领用单', 'Product pick'),
    billType: BillTransactionType.PRODUCT_PICK,
    direction: 'out',
    prefix: 'PP',
    work: true,
    route: '/stock_mgt/product_pick',
  },
  despatch_advice: {
    name: 'despatch_advice',
    label: tr('发货通知单', 'Despatch advice'),
    billType: BillTransactionType.OUT_STOCK,
    direction: 'plan',
    prefix: 'DA',
    route: '/stock_mgt/despatch_advice',
  },
  outstock: {
    name: 'outstock',
    label: tr('出库单', 'Outstock'),
    billType: BillTransactionType.OUT_STOCK,
    direction: 'out',
    prefix: 'OS',
    // the despatch clerk scans the boxes of an outstock made from a despatch advice: each scan confirms its entry
    work: true,
    route: '/stock_mgt/outstock',
  },
  loss_out: {
    name: 'loss_out',
    label: tr('盘亏出库单', 'Loss out'),
    billType: BillTransactionType.LOSS_OUT,
    direction: 'out',
    prefix: 'LO',
    route: '/stock_mgt/loss_out',
  },
  profit_in: {
    name: 'profit_in',
    label: tr('盘盈入库单', 'Profit in'),
    billType: BillTransactionType.PROFIT_IN,
    direction: 'in',
    prefix: 'PI',
    route: '/stock_mgt/profit_in',
  },
  transfer_stock: {
    name: 'transfer_stock',
    label: tr('调拨单', 'Stock transfer'),
    billType: BillTransactionType.TRANSFER_STOCK,
    direction: 'transfer',
    prefix: 'TS',
    route: '/stock_mgt/transfer_stock',
  },
} as const satisfies Record<string, StockDocSpec>;

export type StockDocName = keyof typeof STOCK_DOCS;

const link = (spec: StockDocSpec, ids: string): LinkDef => ({
  table: spec.name,
  route: spec.route,
  ids,
  product: 'NULL::int',
});

// A pushed-down document copies its source's entries as they are: the same materials, quantities, places and boxes.
const COPY_ENTRY = {
  icitem_id: 'icitem_id',
  fqty: 'fqty',
  stock_id: 'stock_id',
  stock_place_id: 'stock_place_id',
  batch_no: 'batch_no',
  box_id: 'box_id',
  barcode: 'barcode',
} as const;
const copyFrom = (resource: string, sourceColumn: string): LinkCreateDef => ({
  resource,
  header: { stock_id: 'stock_id', stock_place_id: 'stock_place_id', fdesc: 'fdesc' },
  entries: COPY_ENTRY,
  sourceColumn,
  require: { field: 'checked', in: [true] },
});

// product receipt -> despatch advice -> outstock: each made from a checked source (push_down/create), each answering
// its source (push_up) and its targets (push_down). A receipt's push_up is the work orders its boxes were packed for.
export function stockDocResources(): ResourceDef[] {
  const { product_receipt: pr, despatch_advice: da, outstock: os } = STOCK_DOCS;
  const sourceField = (resource: string, zh: string, en: string) => ({
    [`${resource}_id`]: { type: 'int' as const, label: tr(zh, en), ref: resource, nullable: true, readonly: true },
  });
  return [
    stockDocument(pr, {
      links: {
        push_up: [
          {
            table: 'worder',
            route: '/worder',
            ids: `SELECT b.worder_id FROM product_receipt_entry e JOIN box b ON b.id = e.box_id WHERE e.product_receipt_id = $1`,
          },
        ],
        push_down: [
          {
            ...link(da, 'SELECT id FROM despatch_advice WHERE product_receipt_id = $1'),
            create: copyFrom(da.name, 'product_receipt_id'),
          },
        ],
      },
    }),
    stockDocument(STOCK_DOCS.product_pick),
    stockDocument(da, {
      fields: sourceField('product_receipt', '来源入库单', 'From product receipt'),
      links: {
        push_up: [link(pr, 'SELECT product_receipt_id FROM despatch_advice WHERE id = $1')],
        push_down: [
          {
            ...link(os, 'SELECT id FROM outstock WHERE despatch_advice_id = $1'),
            create: copyFrom(os.name, 'despatch_advice_id'),
          },
        ],
      },
    }),
    stockDocument(os, {
      fields: sourceField('despatch_advice', '来源发货通知单', 'From despatch advice'),
      links: { push_up: [link(da, 'SELECT despatch_advice_id FROM outstock WHERE id = $1')] },
    }),
    stockDocument(STOCK_DOCS.loss_out),
    stockDocument(STOCK_DOCS.profit_in),
    stockDocument(STOCK_DOCS.transfer_stock),
  ];
}
