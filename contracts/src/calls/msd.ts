import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';
import type { Row } from './smt-plans';

// Moisture-sensitive reels and supplier labels (issue 22, docs/msd.md): the reel calls beyond bundle's standard set.

/** the MSL levels of J-STD-033 (the material's msl_level, the reel's msl) */
export const MSL_LEVELS = ['1', '2', '2a', '3', '4', '5', '5a', '6'] as const;
export type MslLevel = (typeof MSL_LEVELS)[number];
/** the receipts a reel label may be received against */
export const RECEIPT_DOCS = ['cs_instock', 'ex_instock'] as const;
export type ReceiptDoc = (typeof RECEIPT_DOCS)[number];
/** the MSD events a scan records (expire is the sweep's) */
export const MSD_SCANNED_EVENTS = ['open', 'dry_in', 'dry_out', 'bake'] as const;
export type MsdScannedEvent = (typeof MSD_SCANNED_EVENTS)[number];

/** a reel's floor life now (null limits: unlimited) */
export type MsdFloorLife = {
  msl: string;
  state: 'sealed' | 'floor' | 'dry';
  used_h: number;
  limit_h: number | null;
  remaining_h: number | null;
  deadline: string | null;
  blocked: boolean;
  bake_required: boolean;
  [k: string]: unknown;
};
export type MsdHistoryRow = {
  id: number;
  event: string;
  at: string;
  temp_c: number | null;
  rh: number | null;
  hours: number | null;
  source: string;
  [k: string]: unknown;
};

/** what receive_label answers: the reel made, the label read, its material and the receipt line it went to */
export type ReceivedReel = {
  bundle: Row & { id: number; fnumber: string; fqty: number; lot_no: string; date_code: string; msl: string | null };
  label: Row;
  material: Row & { id: number; fnumber: string };
  receipt: { doc_type: string; doc_id: number; fbillno: string; entry_id: number; left: number } | null;
};

const B = 'stock_mgt/bundle';
/** a measured value: any number, null or absent when not measured */
const measured = () => z.number(coded('msd.number')).nullable().optional();
/** a reel's code as scanned (trimmed) */
const barcode = () => field.text(64).transform((v) => v.trim());

export const MSD = {
  receiveLabel: declareCall<ReceivedReel>()({
    path: `${B}/receive_label`,
    summary: "one scan of a supplier's reel label makes the reel",
    input: field
      .object({
        label: field.text(4096),
        fnumber: field
          .text(64)
          .transform((v) => v.trim())
          .optional(),
        msl: field.oneOf(MSL_LEVELS).optional(),
        msd_label_hours: z
          .number(coded('msd.number'))
          .refine((h) => h > 0 && h <= 999999, coded('msd.label_hours_range', { min: 0.01, max: 999999 }))
          .nullable()
          .optional(),
        supplier_id: field.id().nullable().optional(),
        // the receipt: both or neither
        doc_type: field.oneOf(RECEIPT_DOCS).optional(),
        doc_id: field.id().optional(),
      })
      .refine(
        ...rule<{ doc_type?: string; doc_id?: number }>(
          (b) => b.doc_id === undefined || b.doc_type !== undefined,
          'doc_type',
          'input.one_of',
          { values: RECEIPT_DOCS.join(', ') },
        ),
      )
      .refine(
        ...rule<{ doc_type?: string; doc_id?: number }>(
          (b) => b.doc_type === undefined || b.doc_id !== undefined,
          'doc_id',
          'input.positive_int',
        ),
      ),
  }),
  event: declareCall<Row>()({
    path: `${B}/msd_event`,
    summary: 'a moisture-sensitive reel opened, into or out of dry storage, or baked',
    input: field.object({
      barcode: barcode(),
      event: field.oneOf(MSD_SCANNED_EVENTS),
      fdesc: field.text(256).optional(),
      /** when it happened; now when absent */
      at: field.dateTime().optional(),
      temp_c: measured(),
      rh: measured(),
      hours: measured(),
    }),
  }),
  status: declareCall<{ barcode: string; floor_life: MsdFloorLife | null; history: MsdHistoryRow[] }>()({
    path: `${B}/msd_status`,
    summary: "a reel's floor life now and its MSD history",
    input: field.object({ barcode: barcode() }),
  }),
  sweep: declareCall<{ announced: string[] }>()({
    path: `${B}/msd_sweep`,
    summary: 'announce the reels whose floor life ran out (once each)',
    input: field.object({}),
  }),
};
