import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';
import type { StockRow } from './stock';

// Boxes, stock boxes and pallets beyond their resources (docs/stock-counts-boxes.md). A box is named by its label
// (fnumber) as scanned. box/items/list, pallet/create, pallet/update and pallet/export take the resource engine's
// bodies (a list query, a pallet's fields) and are served with it, undeclared here.

export type BoxItem = { id: number; sn: string; icitem_id: number | null; fqty: number };
/** a box as its get answers it, with its SNs */
export type BoxWithItems = StockRow & { id: number; fnumber: string; status: number; fqty: number; items: BoxItem[] };
export type BoxMaterial = {
  box_id: number;
  box_fnumber: string;
  fqty: number;
  icitem: { id: number; fnumber: string; fname: string; fspec: string };
};
export type BoxAdjusted = {
  id: number;
  from: StockRow;
  to: StockRow;
  sns: string[];
  fqty: number;
  posted: boolean;
};
/** a page of a list call */
export type StockPage<R = StockRow> = { list: R[]; total: number; pn: number; ps: number; page_next_id: number | null };

const MAX_SNS = 1000;
const label = () => field.text(64);

/** SNs to move: at most MAX_SNS, each 1 to 64 characters and not blank, none twice */
const sns = () => {
  const each = coded('stock.sn_length');
  const all = coded('stock.sns_array', { max: MAX_SNS });
  return z
    .array(
      z.string(each).refine((sn) => sn.trim() !== '' && sn.length <= 64, each),
      all,
    )
    .max(MAX_SNS, all)
    .superRefine((v, ctx) => {
      const seen = new Set<string>();
      for (const [i, sn] of v.entries()) {
        if (seen.has(sn)) {
          ctx.addIssue({ code: 'custom', message: coded('stock.sn_given_twice', { sn }).error, path: [i], input: sn });
          return;
        }
        seen.add(sn);
      }
    });
};

/** a quantity moved between boxes without SNs: above zero, at most 10^12, at most 6 decimals */
const isQty = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1e12 && Math.abs(Math.round(v * 1e6) - v * 1e6) <= 1e-6;

type AdjustBody = { from_box: string; to_box: string; sns?: string[]; fqty?: unknown };

export const STOCK_BOX_CALLS = {
  material: declareCall<BoxMaterial>()({
    path: 'product_mgt/box/get_icitem_by_fnumber',
    summary: 'the material of the box a label names',
    input: field.object({ fnumber: label() }),
  }),
  exportBySearchKey: declareCall<Blob>()({
    path: 'product_mgt/box/export_by_search_key',
    summary: 'boxes whose label or batch contains the text, as a spreadsheet',
    input: field.object({ search_key: field.text(128).optional(), locale: field.locale().nullish() }),
  }),
  itemsCount: declareCall<{ box_id: number; count: number; fqty: number }>()({
    path: 'product_mgt/box/items/get_box_items_count',
    summary: 'how many SNs (and how much) a box holds',
    input: field.object({ box_id: field.id() }),
  }),
  withItems: declareCall<BoxWithItems>()({
    path: 'production_operations/adjust_box/getBoxByFnumber',
    summary: 'a box by its label, with its SNs',
    input: field.object({ fnumber: label() }),
  }),
  // SNs (boxes with SNs) or a quantity (boxes without) move; the quantity is read against the SNs given
  adjust: declareCall<BoxAdjusted>()({
    path: 'stock_mgt/adjust_box/adjustBox',
    summary: 'move SNs or a quantity from one box to another (logged; posted when in stock)',
    input: field
      .object({
        from_box: label(),
        to_box: label(),
        sns: sns().optional(),
        fqty: z.unknown().optional(),
        fdesc: field.text(256).default(''),
      })
      .refine(...rule<AdjustBody>((b) => b.from_box !== b.to_box, 'to_box', 'stock.adjust_same_box'))
      .refine(...rule<AdjustBody>((b) => !b.sns?.length || b.fqty === undefined, 'fqty', 'stock.sns_or_fqty'))
      .refine(...rule<AdjustBody>((b) => !!b.sns?.length || isQty(b.fqty), 'fqty', 'stock.adjust_qty'))
      .transform((b) => ({ ...b, sns: b.sns ?? [], fqty: b.sns?.length ? 0 : (b.fqty as number) })),
  }),
  palletBoxes: declareCall<StockPage>()({
    path: 'stock_mgt/pallet/get_pallet_box_list',
    summary: 'the boxes on a pallet (list grammar over stock boxes)',
    input: field.object({ id: field.id(), filter: z.string(coded('input.string')).optional() }),
  }),
};
