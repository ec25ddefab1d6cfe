import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';
import type { StockRow } from './stock';
import { byId, localeOrZh, positive, reelLabel, scanned, workCalls } from './stock-kit';

// Material flow to the lines (docs/material-flow.md): the reel documents' clerks' work, reels (bundle), material
// preparation, shelving, splits, and an SMT order's output reported by quantity (docs/gaps-16-17.md).

/** a reel scanned into an entered reel document */
export type ReelScanAnswer = { entry_id: number; action: 'added'; bundle_id: number; fnumber: string; fqty: number };

export type PrepareProgress = {
  icitem_id: number;
  fnumber: string;
  need_qty: number;
  scanned_qty: number;
  missing: number;
};
export type PrepareLine = {
  id: number;
  seq: number;
  icitem_fnumber: string;
  icitem_fname: string;
  need_qty: number;
  bundle_fnumber: string | null;
  stock_fnumber: string | null;
  place_fnumber: string | null;
  fqty: number;
  expiry_date: string | null;
  ignored: boolean;
  scanned: boolean;
};
/** the preparation scanner's screen: its header, the progress per material and the lines */
export type PrepareBoard = {
  id: number;
  fbillno: string;
  build_status: number;
  checked: boolean;
  disabled: boolean;
  progress: PrepareProgress[];
  lines: PrepareLine[];
};
export type PrepareScanAnswer = {
  entry_id: number;
  action: 'recommended' | 'substituted';
  bundle_id: number;
  fnumber: string;
  icitem_id: number;
  fqty: number;
  progress: PrepareProgress[];
};
export type PrepareFinished = {
  id: number;
  build_status: number;
  pick_material_id: number | null;
  short: PrepareProgress[];
};
export type PrepareSettings = {
  defaults: Record<string, unknown>;
  rules: Record<string, string>;
  values: Record<string, number | boolean>;
  /** the settings of the scope, by key (what each is, its bounds) */
  settings: Record<string, unknown>;
};

export type ReelLabelsSent = { sent: 'printer'; printer: string; labels: number; bytes: number };
/** what a reel's code names: the documents, splits, movements and feeding slots */
export type ReelReferences = {
  bundle: StockRow;
  documents: StockRow[];
  splits: StockRow[];
  movements: StockRow[];
  slots: StockRow[];
};
export type ReelSplit = { id: number; parent_bundle_id: number; child_bundle_id: number; child_fnumber: string };

export type ConsumedLine = { slot: string; barcode: string; bundle_id: number; fqty: number; short: number };
export type QuantityReport = { smt_order_id: number; fqty: number; lines: ConsumedLine[]; repeated: boolean };

/** the reel documents clerks scan reels into (their noun in the summaries) */
const REEL_DOCS = {
  pick_material: 'material pick',
  material_return: 'material return',
  cs_instock: 'consignment receipt',
  ex_instock: 'other receipt',
  ex_outstock: 'other issue',
} as const;
export type ReelWorkDoc = keyof typeof REEL_DOCS;

const reelWork = (name: ReelWorkDoc) => ({
  ...workCalls(name, REEL_DOCS[name]),
  scan: declareCall<ReelScanAnswer>()({
    path: `stock_mgt/${name}/scan`,
    summary: `scan a reel into an entered ${REEL_DOCS[name]}`,
    // the barcode is read before the id
    input: field.object({ barcode: scanned(64), id: field.id(), ...reelLabel }),
  }),
});

const prepare =
  <A>() =>
  <I extends z.ZodType>(path: string, summary: string, input: I) =>
    declareCall<A>()({ path: `stock_mgt/material_prepare/${path}`, summary, input });

/** the receipts whose lines are cut into reels */
export const REEL_RECEIPT_DOCS = ['cs_instock', 'ex_instock'] as const;
export type ReceiptDocType = (typeof REEL_RECEIPT_DOCS)[number];
const MAX_REELS = 1000;
export const REPORT_QTY_MAX_BOARDS = 100_000;
/** a report by quantity keys its consumption `qty:<idempotency_key>` in a 64-character column */
const KEY_PREFIX = 'qty:';

type BatchBody = { doc_type?: string; entry_id?: number; icitem_id?: number; count?: number | null };
const ofLine = (b: BatchBody) => b.doc_type !== undefined || b.entry_id !== undefined;

export const REEL_DOC_WORK = {
  pick_material: reelWork('pick_material'),
  material_return: reelWork('material_return'),
  cs_instock: reelWork('cs_instock'),
  ex_instock: reelWork('ex_instock'),
  ex_outstock: reelWork('ex_outstock'),
};

export const STOCK_FLOW_CALLS = {
  prepare: {
    ...workCalls('material_prepare', 'material preparation'),
    scan: declareCall<PrepareScanAnswer>()({
      path: 'stock_mgt/material_prepare/check_enter',
      summary: 'scan a reel into an entered preparation: the verdict and what is still missing',
      input: field.object({ id: field.id(), barcode: scanned(64), ...reelLabel }),
    }),
    regenerate: prepare<PrepareProgress[]>()(
      're_generate_recommend',
      'recompute the recommended reels (scanned lines stay)',
      byId(),
    ),
    board: prepare<PrepareBoard>()('board', 'the scanner screen: header, progress per material, lines', byId()),
    progress: prepare<PrepareProgress[]>()('progress', 'per material: needed, scanned, missing', byId()),
    ignore: prepare<PrepareProgress[]>()(
      'ignore_entry',
      'do not follow a recommended line (ignored: false follows it again)',
      // `ignored` is read first
      field.object({ ignored: field.bool().default(true), id: field.id(), entry_id: field.id() }),
    ),
    finish: prepare<PrepareFinished>()(
      'finish_prepare',
      'finish: passed (and a pick to the line) when every need is covered, failed otherwise',
      byId(),
    ),
    // `{ values: { attrition_percent } }` sets a setting; each is checked by the settings' own rules
    settings: prepare<PrepareSettings>()(
      'get_settings',
      'the recommendation rules, their defaults and the attrition setting',
      field.object({
        values: z
          .custom<Record<string, unknown>>(
            (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
            coded('smt.settings_values_object'),
          )
          .optional(),
      }),
    ),
    exportRecommend: prepare<Blob>()(
      'export_recommend',
      'the recommendation as a spreadsheet',
      field.object({ id: field.id(), locale: localeOrZh() }),
    ),
  },
  shelving: {
    receipts: declareCall<StockRow[]>()({
      path: 'stock_mgt/material_shelving/query_instock_bill',
      summary: 'checked receipts with reels not yet shelved',
      input: field.object({ stock_id: field.id().nullish() }),
    }),
    scan: declareCall<{ entry_id: number; bundle_id: number; shelved: number }>()({
      path: 'stock_mgt/material_shelving/enter',
      summary: 'scan a reel of the shelving: shelved (or unshelved)',
      input: field.object({ id: field.id(), barcode: scanned(64) }),
    }),
    ignore: declareCall<{ id: number; entry_id: number; ignored: true }>()({
      path: 'stock_mgt/material_shelving/ignore_entry',
      summary: 'skip a line of the shelving',
      input: field.object({ id: field.id(), entry_id: field.id() }),
    }),
  },
  // the reel by its code, or by its id when no code is given
  split: declareCall<ReelSplit>()({
    path: 'stock_mgt/material_split/create',
    summary:
      'split a reel (by its code, fnumber, or its id, parent_bundle_id): the parent keeps the rest, a new reel the quantity',
    input: field
      .object({
        fqty: positive(),
        fnumber: scanned(64).optional(),
        parent_bundle_id: field.id().optional(),
        fbillno: scanned(64).optional(),
        child_fnumber: scanned(64).optional(),
        fdesc: field.text(256).optional(),
      })
      .refine(
        ...rule<{ fnumber?: string; parent_bundle_id?: number }>(
          (b) => b.fnumber !== undefined || b.parent_bundle_id !== undefined,
          'fnumber',
          'input.non_empty_string',
        ),
      )
      .transform((b) => ({ ...b, fbillno: b.fbillno || undefined })),
  }),
  bundle: {
    byCode: declareCall<StockRow & { id: number; icitem: StockRow | null }>()({
      path: 'stock_mgt/bundle/fnumber',
      summary: 'a reel by its code, with its material (904 when none)',
      // `filter` (a list screen's) is read first and not used
      input: field.object({ filter: field.text(200).optional(), fnumber: scanned(64) }),
    }),
    reference: declareCall<ReelReferences>()({
      path: 'stock_mgt/bundle/reference',
      summary: 'the documents, splits and preparations naming a reel',
      input: byId(),
    }),
    // `count` reels of `fqty` of a material; of a receipt line (doc_type, entry_id), `count` reels of `fqty` (bounded
    // by what the line holds) or, without a count, the whole line in reels of `fqty`, the last taking the rest
    batchCreate: declareCall<StockRow[]>()({
      path: 'stock_mgt/bundle/batch_create',
      summary: 'label many reels at once: of a material, or splitting one unchecked receipt line into reels',
      input: field
        .object({
          fqty: positive(1e12),
          prefix: field.text(24).trim().default('R'),
          lot_no: field.text(64).default(''),
          production_date: field.dateTime().nullish(),
          expiry_date: field.dateTime().nullish(),
          supplier_id: field.id().nullish(),
          organization_id: field.id().nullish(),
          doc_type: field
            .text(32)
            .refine(
              (v) => (REEL_RECEIPT_DOCS as readonly string[]).includes(v),
              coded('input.one_of', { values: REEL_RECEIPT_DOCS.join(', ') }),
            )
            .optional(),
          entry_id: field.id().optional(),
          icitem_id: field.id().optional(),
          count: field
            .int(1)
            .max(MAX_REELS, coded('stock.too_many_reels', { max: MAX_REELS }))
            .nullish(),
        })
        .refine(...rule<BatchBody>((b) => b.doc_type !== undefined || !ofLine(b), 'doc_type', 'input.non_empty_string'))
        .refine(...rule<BatchBody>((b) => b.entry_id !== undefined || !ofLine(b), 'entry_id', 'input.positive_int'))
        .refine(...rule<BatchBody>((b) => ofLine(b) || b.icitem_id !== undefined, 'icitem_id', 'input.positive_int'))
        .refine(
          ...rule<BatchBody>((b) => ofLine(b) || (b.count ?? null) !== null, 'count', 'input.whole_number_min', {
            min: 1,
          }),
        )
        .transform((b) => ({ ...b, doc_type: b.doc_type as ReceiptDocType | undefined })),
    }),
    // ZPL to a network printer answers what was sent; else the PDF of the labels (a file)
    printLabels: declareCall<ReelLabelsSent>()({
      path: 'stock_mgt/bundle/print_labels',
      summary: "print reels' labels (the material label design): ZPL to a network printer, else the PDF",
      input: field
        .object({ ids: field.ids(1000), printer_id: field.id().nullish(), label_design_id: field.id().nullish() })
        .refine(...rule<{ ids: number[] }>((b) => b.ids.length > 0, 'ids', 'stock.name_a_reel')),
    }),
    updateShelved: declareCall<{ ids: number[]; shelved: 1 | 2 }>()({
      path: 'stock_mgt/bundle/update_shelved',
      summary: 'set the shelving status of reels (1 shelved, 2 unshelved)',
      input: field.object({ ids: field.ids(), shelved: z.literal([1, 2], coded('stock.shelved_status')) }),
    }),
    ofPlan: declareCall<StockRow[]>()({
      path: 'stock_mgt/bundle/icpp',
      summary: "the reels in stock of the materials a process plan's BOM needs",
      input: field.object({ icpp_id: field.id() }),
    }),
  },
  reportQty: declareCall<QuantityReport>()({
    path: 'product_mgt/smt_order/report_qty',
    summary: 'report boards placed without serial numbers: id, fqty, idempotency_key; the reels give their usage',
    input: field.object({
      id: field.id(),
      fqty: field.int(1).max(REPORT_QTY_MAX_BOARDS, coded('stock.boards_range', { max: REPORT_QTY_MAX_BOARDS })),
      idempotency_key: field
        .text(64 - KEY_PREFIX.length)
        .trim()
        .min(1, coded('input.not_empty')),
    }),
  }),
};
