import { PACKING_CALLS, type PackAnswer, type TryBoxAnswer } from '../packing';
import { declareCall } from './declare-call';
import { field, rule } from './fields';

// The packing station's calls (001 §7 v2 mes-transfer, docs/packing.md): the station is named by its id or its code,
// a box by its id or its label (what a scanner reads).

const optText = (max: number) => field.trimmed(max).optional();
const station = { station_id: field.id().optional(), station: optText(64) };
const box = { box_id: field.id().optional(), box: optText(64) };
const weight = (code = 'shop_floor.weight_kg' as const) => field.number(0, 100_000, code);
const sn = field.trimmed(64, 'shop_floor.required_non_empty_string');

const eitherStation = rule<{ station_id?: number; station?: string }>(
  (b) => b.station_id !== undefined || b.station !== undefined,
  'station_id',
  'shop_floor.station_id_or_code',
);
const eitherBox = rule<{ box_id?: number; box?: string }>(
  (b) => b.box_id !== undefined || b.box !== undefined,
  'box',
  'shop_floor.box_or_box_id',
);

const boxSn = field.object({ ...box, sn, ...station }).refine(...eitherBox);
const label = field
  .object({ ...station, sn: optText(64), box: optText(64), pallet: optText(64), copies: field.id().optional() })
  .refine(...eitherStation)
  .refine(
    ...rule<{ copies?: number }>((b) => (b.copies ?? 0) <= 100, 'copies', 'shop_floor.whole_number_up_to', {
      max: 100,
    }),
  )
  .refine(
    ...rule<{ sn?: string; box?: string; pallet?: string }>(
      (b) => [b.sn, b.box, b.pallet].filter((x) => x !== undefined).length === 1,
      'sn',
      'shop_floor.one_label',
    ),
  );

export type Calibration = {
  id: number;
  station_id: number;
  scale: string;
  reference_weight: number;
  measured_weight: number;
  deviation: number;
  tolerance: number;
  /** 1 within the tolerance, 2 outside it */
  result: 1 | 2;
  created_at: string;
};

/** what print_label/print would print: the label's design and data, and the station's printer (null: the browser) */
export type PrintParams = {
  printer: { kind: string; fnumber: string } | null;
  [k: string]: unknown;
};

export const PACKING = {
  autoPack: declareCall<PackAnswer>()({
    path: PACKING_CALLS.autoPack,
    version: 'v2',
    summary: 'pack a unit into its station box: sn, station_id or station, operator, idempotency_key',
    input: field
      .object({ sn, ...station, operator: field.optText(64), idempotency_key: optText(128) })
      .transform((b) => ({ ...b, operator: b.operator.trim() }))
      .refine(...eitherStation),
  }),
  tryBox: declareCall<TryBoxAnswer>()({
    path: PACKING_CALLS.tryBox,
    version: 'v2',
    summary: 'confirm a box by its scanned label, and weigh it: box, station_id, box_id?, sn?, weight?',
    input: field
      .object({
        ...station,
        box: field.trimmed(64, 'shop_floor.required_non_empty_string'),
        box_id: field.id().optional(),
        sn: optText(64),
        weight: weight().optional(),
      })
      .refine(...eitherStation),
  }),
  subtract: declareCall<PackAnswer>()({
    path: PACKING_CALLS.subtract,
    version: 'v2',
    summary: 'take a unit out of a box: box or box_id, sn, station_id?',
    input: boxSn,
  }),
  subjoin: declareCall<PackAnswer>()({
    path: PACKING_CALLS.subjoin,
    version: 'v2',
    summary: 'put a unit into a box: box or box_id, sn, station_id?',
    input: boxSn,
  }),
  export: declareCall<Blob>()({
    path: PACKING_CALLS.export,
    version: 'v2',
    summary: 'a box and its units as .xlsx: box or box_id, locale?',
    input: field.object({ ...box, locale: field.locale().default('zh-CN') }).refine(...eitherBox),
  }),
  calibrate: declareCall<Calibration>()({
    path: PACKING_CALLS.calibrate,
    version: 'v2',
    summary: 'record a scale calibration: station_id, reference_weight, measured_weight, tolerance?, scale?',
    input: field
      .object({
        ...station,
        scale: field.optText(64),
        reference_weight: weight(),
        measured_weight: weight(),
        tolerance: weight().optional(),
        operator: field.optText(64),
      })
      .refine(...eitherStation)
      .refine(
        ...rule<{ reference_weight: number }>(
          (b) => b.reference_weight > 0,
          'reference_weight',
          'shop_floor.above_zero',
        ),
      ),
  }),
  print: declareCall<unknown>()({
    path: PACKING_CALLS.print,
    version: 'v2',
    summary: 'print the label of a unit, a box or a pallet at the station: station_id, sn, box or pallet, copies?',
    input: label,
  }),
  printV1: declareCall<unknown>()({
    path: 'mes-console/print_label/print',
    summary: 'print the label of a unit or a box at the station (v1)',
    input: label,
  }),
  printParams: declareCall<PrintParams>()({
    path: PACKING_CALLS.printParams,
    version: 'v2',
    summary: 'what print_label/print would print: station_id, sn, box or pallet',
    input: label,
  }),
};
