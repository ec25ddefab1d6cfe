import { z } from 'zod';
import type { MaterialInventory } from '../material-inventory';
import { declareCall } from './declare-call';
import { coded, field, rule, UPLOAD_SHAPE } from './fields';
import { SETTINGS_INPUT, type SettingsAnswer } from './smt';
import { localeOrZh } from './stock-kit';

// BOMs and production orders (issue 14, docs/bom-orders.md): the calls beyond the resources' standard set, all under
// /api/v1/product_mgt.

type Row = Record<string, unknown>;
const PM = 'product_mgt';
/** the largest quantity a BOM expands for or a requisition moves */
export const BOM_MAX_QTY = 1e9;
/** the most lines one issue or return of a requisition moves */
export const ICMA_MAX_ITEMS = 200;

/** a line of a BOM's multi-level expansion */
export type BomExpandedLine = {
  key: string;
  parent_key: string | null;
  level: number;
  icitem_id: number;
  fnumber: string;
  fname: string;
  fspec: string;
  unit: string;
  qty: number;
  scrap_rate: number;
  qty_per_top: number;
  need_per_top: number;
  total_qty: number;
  need_qty: number;
  position: string;
  substitute_group: string;
  child_bom: string;
  child_bom_id: number | null;
};
/** a line of the requisitions' work log (icma/wlog/list) */
export type IcmaMove = {
  id: number;
  icitem_id: number;
  action: 'work' | 'back';
  icitem_fnumber: string;
  icitem_fname: string;
  qty: number;
  barcode: string;
  operator: string;
  created_at: string;
  [k: string]: unknown;
};
/** what icbom/multi_expand answers */
export type BomExpansion = {
  icbom: {
    id: number;
    fnumber: string;
    version: string;
    fname: string;
    icitem: { fnumber: string; fname: string } | null;
  };
  fqty: number;
  levels: number;
  rows: BomExpandedLine[];
};

/** a quantity above 0 up to 1e9 */
const qty = () => {
  const c = coded('bom.number_range', { max: BOM_MAX_QTY });
  return z.number(c).gt(0, c).max(BOM_MAX_QTY, c);
};
/** what one issue or return moves: up to 200 lines (at least one: `someItems`) of a material, its quantity and the scanned barcode ('' when none) */
const moveItems = () => {
  const c = coded('bom.move_items', { max: ICMA_MAX_ITEMS });
  const barcode = coded('input.string_at_most', { max: 128 });
  return z
    .array(
      field.object({
        icitem_id: field.id(),
        /** rounded to 6 decimals */
        qty: qty().transform((v) => Math.round(v * 1e6) / 1e6),
        barcode: z
          .string(barcode)
          .max(128, barcode)
          .nullish()
          .transform((v) => v ?? ''),
      }),
      c,
    )
    .max(ICMA_MAX_ITEMS, c);
};
/** at least one line when items are given (a rule of the body, so a wrong field beside them is the one named) */
const someItems = rule<{ items?: unknown[] }>(
  (b) => b.items === undefined || b.items.length > 0,
  'items',
  'bom.move_items',
  { max: ICMA_MAX_ITEMS },
);
/** a requisition's move: id, the items, a note ('' when absent) */
const moveNote = () =>
  z
    .string(coded('input.string'))
    .max(256, coded('input.too_long', { max: 256 }))
    .nullish()
    .transform((v) => v ?? '');
const byPlan = field.object({ icpp_id: field.id() });

export const BOM_CALLS = {
  multiExpand: declareCall<BomExpansion>()({
    path: `${PM}/icbom/multi_expand`,
    summary: 'every level of a BOM with the quantity per parent and per top unit (fqty top units)',
    input: field.object({
      id: field.id(),
      /** top units; absent or null: 1 */
      fqty: qty()
        .nullish()
        .transform((v) => v ?? 1),
    }),
  }),
  export: declareCall<Blob>()({
    path: `${PM}/icbom/export`,
    summary: '.xlsx of the BOMs the filter selects, one row per entry (imports back)',
    input: field.object({ filter: z.string(coded('input.string')).default(''), locale: localeOrZh() }),
  }),
  // The sheet comes as a draft (draft_id) or inline (filename, content_base64), read as any import reads its source.
  import: declareCall<{ imported: number; entries: number }>()({
    path: `${PM}/icbom/import`,
    summary: 'new BOMs from a sheet of entries (as icbom/export writes it), all or none',
    input: field.object(UPLOAD_SHAPE),
  }),
  exportDiff: declareCall<Blob>()({
    path: `${PM}/icbom/export_diff`,
    summary: '.xlsx of the differences from BOM id to BOM other_id: added, removed, changed',
    input: field.object({ id: field.id(), other_id: field.id(), locale: localeOrZh() }),
  }),
  work: declareCall<Row>()({
    path: `${PM}/icma/work`,
    summary: 'issue materials of a checked requisition to the line (without items: all still to issue)',
    /** items absent: every line still to issue */
    input: field.object({ id: field.id(), items: moveItems().optional(), fdesc: moveNote() }).refine(...someItems),
  }),
  back: declareCall<Row>()({
    path: `${PM}/icma/back`,
    summary: 'take materials back from the line to the warehouse',
    input: field.object({ id: field.id(), items: moveItems(), fdesc: moveNote() }).refine(...someItems),
  }),
  wlog: declareCall<{ list: IcmaMove[]; total: number; [k: string]: unknown }>()({
    path: `${PM}/icma/wlog/list`,
    summary: 'the work log of requisitions: every issue and return (filter icma_id:, icpp_id:, action:)',
    input: field.object({ filter: z.string(coded('input.string')).optional() }),
  }),
  setting: declareCall<SettingsAnswer>()({
    path: `${PM}/icma/setting`,
    summary: 'requisition settings ({} reads; { values } changes): over_issue_percent',
    input: SETTINGS_INPUT,
  }),
  inventory: declareCall<MaterialInventory>()({
    path: `${PM}/material_inventory/get`,
    summary: "a process plan's material inventory as last regenerated",
    input: byPlan,
  }),
  regenerate: declareCall<MaterialInventory>()({
    path: `${PM}/material_inventory/regenerate`,
    summary: "recompute and store a process plan's material inventory",
    input: byPlan,
  }),
  inventoryExport: declareCall<Blob>()({
    path: `${PM}/material_inventory/export`,
    summary: ".xlsx of a process plan's material inventory",
    input: field.object({ icpp_id: field.id(), locale: localeOrZh() }),
  }),
};
