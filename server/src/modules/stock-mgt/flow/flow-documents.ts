import { BillTransactionType } from '@mes/contracts';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { ref, tr } from '../../basicdata';
import { stockDocument } from '../documents/stock-document';
import type { StockDocSpec } from '../documents/stock-document.types';

// The reel-carrying stock documents (docs/material-flow.md), declared like every stock document (docs/stock.md):
// picking moves reels from a store to the line-side warehouse, a return moves them back, consignment / other
// receipts receive them, other issues send them out. Each is worked on by clerks who scan reels into it.
export const FLOW_DOCS = {
  pick_material: {
    name: 'pick_material',
    label: tr('领料单', 'Material pick'),
    billType: BillTransactionType.PICK_MATERIAL,
    direction: 'transfer',
    prefix: 'PK',
    work: true,
    bundles: true,
    route: '/stock_mgt/pick_material',
  },
  material_return: {
    name: 'material_return',
    label: tr('退料单', 'Material return'),
    billType: BillTransactionType.MATERIAL_RETURN,
    direction: 'transfer',
    prefix: 'RT',
    work: true,
    bundles: true,
    route: '/stock_mgt/material_return',
  },
  cs_instock: {
    name: 'cs_instock',
    label: tr('寄售入库单', 'Consignment receipt'),
    billType: BillTransactionType.CONSIGNMENT_IN_STOCK,
    direction: 'in',
    prefix: 'CS',
    work: true,
    bundles: true,
    route: '/stock_mgt/cs_instock',
  },
  ex_instock: {
    name: 'ex_instock',
    label: tr('其他入库单', 'Other receipt'),
    billType: BillTransactionType.EX_IN,
    direction: 'in',
    prefix: 'EI',
    work: true,
    bundles: true,
    route: '/stock_mgt/other_instock',
  },
  ex_outstock: {
    name: 'ex_outstock',
    label: tr('其他出库单', 'Other issue'),
    billType: BillTransactionType.EX_OUT,
    direction: 'out',
    prefix: 'EO',
    work: true,
    bundles: true,
    route: '/stock_mgt/other_outstock',
  },
} as const satisfies Record<string, StockDocSpec>;

export type FlowDocName = keyof typeof FLOW_DOCS;

// a transfer's header names where scanned reels go: the line-side warehouse and place
const TARGET = {
  to_stock_id: ref('stock', '调入仓库', 'To warehouse'),
  to_stock_place_id: ref('stock_place', '调入库位', 'To place'),
};

export function flowDocResources(): ResourceDef[] {
  const { pick_material: pick, material_return: ret } = FLOW_DOCS;
  return [
    stockDocument(pick, {
      fields: {
        ...TARGET,
        material_prepare_id: {
          type: 'int',
          label: tr('来源备料单', 'From material preparation'),
          ref: 'material_prepare',
          nullable: true,
          readonly: true,
        },
      },
      links: {
        push_up: [
          {
            table: 'material_prepare',
            route: '/stock_mgt/material_preparation',
            ids: 'SELECT material_prepare_id FROM pick_material WHERE id = $1',
            product: 'NULL::int',
          },
        ],
      },
    }),
    stockDocument(ret, { fields: TARGET }),
    stockDocument(FLOW_DOCS.cs_instock),
    stockDocument(FLOW_DOCS.ex_instock),
    stockDocument(FLOW_DOCS.ex_outstock),
  ];
}
