import type { Locale } from './locale';

// The answers of the genealogy and the supervisor dashboard calls (docs/tracing-dashboard.md), shared by the server
// that writes them and the back office that reads them.

export type FigureRef = { id: number; fnumber: string; fname: string };

/** A reel on a feeder slot when a board was placed (product_track/genealogy). */
export type ReelOnSlot = {
  slot: string;
  turn_no: number | null;
  barcode: string;
  icitem_fnumber: string | null;
  icitem_fname: string | null;
  /** how the reel came onto the slot: scanning, splicing or changing; installed: only a machine reported it (CFX) */
  step: string;
  loaded_at: string;
  /** a splice's older reel, still running out on the slot */
  spliced_from: string | null;
  /** supplier lots (batch numbers) the stock ledger knows for this reel or the spliced one */
  lots: string[];
  /** the CFX machine (its handle) that reported installing this reel into the board (CFX MaterialsInstalled) */
  by_machine?: string | null;
};

/** A row of the recall list (product_track/recall). */
export type RecallRow = {
  sn: string;
  /** null: an SN of no work order (a unit only a CFX machine reported) */
  worder_fbillno: string | null;
  /** reel: placed from a feeder slot; binding: bound to the SN (material_binding); machine: a CFX machine reported
   * installing the reel into the unit (CFX MaterialsInstalled, cfx_installed) */
  via: 'reel' | 'binding' | 'machine';
  /** null only for a feeding log row that names no barcode (the column allows it) */
  barcode: string | null;
  slot: string | null;
  smt_order_fbillno: string | null;
  box_fnumber: string | null;
  pallet_fnumber: string | null;
  done: boolean;
  /** repair records of the SN */
  repairs: number;
  /** a bound part swapped out in a repair: that repair record (the part is no longer in the unit) */
  taken_out_by_repair: number | null;
};

/** The Pareto's bar of the failed reports that name no failed test item (a code of its own, worded per locale). */
export const PARETO_NO_ITEM = 'NO_ITEM';
const NO_ITEM_WORDS: Record<Locale, string> = { 'zh-CN': '未记录不良项', 'en-US': 'No failed item recorded' };

/** A Pareto bar's name as a person reads it: the failed item's name, or the words for "no item recorded". */
export function paretoLabel(code: string, locale: Locale): string {
  return code === PARETO_NO_ITEM ? NO_ITEM_WORDS[locale] : code;
}

/** stat/dashboard/data */
export type DashboardData = {
  from: string;
  to: string;
  lines: (FigureRef & { output: number; pass: number; fail: number })[];
  hours: { hour: string; output: number; pass: number; fail: number; plan: number }[];
  fpy: (FigureRef & { seq: number; first_total: number; first_pass: number; fpy: number | null })[];
  wip: (FigureRef & { seq: number; units: number })[];
  pareto: { code: string; count: number }[];
  orders: { id: number; fbillno: string; pass: number; fail: number }[];
};
