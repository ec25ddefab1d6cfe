import type { Translated } from './locale';
// The packing station's calls (001 §7 v2 mes-transfer, docs/packing.md) and what they answer. Named once: the server
// registers them, the station screens and the tests send to them.

export const PACKING_CALLS = {
  autoPack: 'mes-transfer/packing/auto_pack',
  tryBox: 'mes-transfer/packing/try_box',
  subtract: 'mes-transfer/box_subtract',
  subjoin: 'mes-transfer/box_subjoin',
  export: 'mes-transfer/box_export',
  calibrate: 'mes-transfer/calibration_weight',
  print: 'mes-transfer/print_label/print',
  printParams: 'mes-transfer/print_label/get_print_label_params',
} as const;

/** The address of a packing call (v2, like the station reports). */
export const packingUrl = (path: (typeof PACKING_CALLS)[keyof typeof PACKING_CALLS]): string => `/api/v2/${path}`;

/** A box as the packing calls answer it. */
export type PackedBox = {
  /** box: units in a box; carton: closed boxes in a carton (a box row); pallet: cartons (or boxes) on a pallet */
  level: PackLevel;
  /** a box's or carton's id in box, a pallet's in pallet */
  id: number;
  fnumber: string;
  worder_id: number;
  station_id: number | null;
  /** BoxStatus: 1 packing, 2 packing finished */
  status: number;
  fqty: number;
  capacity: number;
  weight: number | null;
  /** what it holds: a box its units' SNs, a carton or pallet the labels of its boxes or cartons */
  sns: string[];
};

export type PackLevel = 'box' | 'carton' | 'pallet';

const LEVEL_WORDS: Record<PackLevel, Translated> = {
  box: { 'en-US': 'box', 'zh-CN': '箱' },
  carton: { 'en-US': 'carton', 'zh-CN': '外箱' },
  pallet: { 'en-US': 'pallet', 'zh-CN': '栈板' },
};
const LEVEL_PLURALS: Record<PackLevel, string> = { box: 'boxes', carton: 'cartons', pallet: 'pallets' };

/** a packing level as a refusal says it, in both languages (`plural`: what a container holds, in English) */
export function levelWord(level: string, plural = false): Translated {
  const word = LEVEL_WORDS[level as PackLevel] ?? { 'en-US': level, 'zh-CN': level };
  return plural ? { ...word, 'en-US': LEVEL_PLURALS[level as PackLevel] ?? word['en-US'] } : word;
}

/** A carton or pallet holding the changed box, after the change; closed and label when this change filled it. */
export type PackedParent = PackedBox & { closed: boolean; label: LabelOutcome | null };

/** What happened to the label of a box that closed, or of a print call. */
export type LabelOutcome =
  | { sent: 'printer'; printer: string; bytes: number }
  | { sent: 'browser'; printer: string | null; label_design_id: number }
  | { sent: 'none'; reason: string };

export type PackAnswer = {
  sn: string;
  box: PackedBox;
  /** the box reached its plan quantity with this unit and closed */
  closed: boolean;
  label: LabelOutcome | null;
  /** the carton and pallet the box is in after the change (outermost last), by the plan's levels */
  parents: PackedParent[];
  /** the same idempotency key was packed before: its box is answered again */
  repeated: boolean;
};

export type WeighVerdict = {
  expected: number;
  tolerance: number;
  measured: number;
  deviation: number;
  reason: 'within' | 'under' | 'over' | 'not_weighed';
};

export type TryBoxAnswer = { box: PackedBox; weighing: WeighVerdict | null };
