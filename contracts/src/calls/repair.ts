import { z } from 'zod';
import type { BindingCheck } from '../binding-station';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';
import { localeOrZh } from './stock-kit';

// Repair, unbinding, the binding stations and shift orders (docs/repair-binding.md): v2 mes-transfer for the stations'
// scans and the repair writes, v1 product_coll for the reads and the undos, v1 work for the shift orders.

type Row = Record<string, unknown>;

export type RepairDefect = { error_code_id: number; fnumber: string; fname: string };
export type RepairRecord = {
  id: number;
  sn: string;
  status: number;
  station_id: number;
  back_station_id: number | null;
  fdesc: string;
  cause: string;
  action: string;
  created_at: string;
  repaired_at: string | null;
  defects?: RepairDefect[];
  replaced?: { old_barcode: string; new_barcode: string; reason: string; created_at: string }[];
  [k: string]: unknown;
};
/** a part bound to an SN, as the unbind and repair pages list it */
export type RepairBindingRow = {
  id: number;
  barcode: string;
  icitem_fnumber: string;
  icitem_fname: string;
  replaced: boolean;
  created_at: string;
  [k: string]: unknown;
};
export type ReplaceInfo = { sn: string; fbillno: string; repair: RepairRecord | null; bindings: RepairBindingRow[] };
/** what the binding station's count is of: bindings, material lots put at the station, glue weighings */
export const BINDING_COUNTED = ['binding', 'lot', 'glue'] as const;
export type GlueWeighed = {
  result: number;
  verdict: 'pass' | 'fail';
  weight: number;
  min_weight: number;
  max_weight: number;
  [k: string]: unknown;
};
export type UnbindTraceRow = { id: number; sn: string; reason: string; creater_id: number | null; created_at: string };

const V2 = 'mes-transfer';
const V1 = 'product_coll';

/** a serial number: trimmed, 1..64 characters */
const sn = () => field.trimmed(64);
/** a scanned barcode: trimmed, 1..128 characters */
const barcode = () => field.trimmed(128);
/** an id that may be absent or null (null: none) */
const optId = () => field.id().nullish();
/** an optional text of at most `max` characters: absent or null is '', trimmed */
const optText = (max: number) => {
  const c = coded('repair.text_max', { max });
  return z
    .string(c)
    .max(max, c)
    .nullish()
    .transform((v) => (v ?? '').trim());
};
/** the reason every undo gives (the trace says why) */
const reason = () => field.trimmed(256);
/** the idempotency key of a station's scan (its offline queue sends a scan again with the same key): null when absent */
const scanKey = () => {
  const c = coded('repair.idempotency_key', { max: 128 });
  return z.string(c).max(128, c).trim().min(1, c).nullish();
};
/** the error codes of a defect: up to 50 ids, at least one (`someErrorCode`) */
const errorCodes = () => field.ids(50);
const someErrorCode = rule<{ error_code_ids?: number[] }>(
  (b) => b.error_code_ids === undefined || b.error_code_ids.length > 0,
  'error_code_ids',
  'repair.no_error_code_named',
);
/** the parts a repair replaces: up to 50 */
const replacement = field.object({ binding_id: field.id(), barcode: barcode(), reason: optText(256) });
const replace = () => {
  const c = coded('repair.too_many_parts', { max: 50 });
  return z
    .array(replacement, c)
    .max(50, c)
    .nullish()
    .transform((v) => v ?? []);
};
/** a page's number or size: a whole number 1..max, `dflt` when absent or null */
const pageNumber = (dflt: number, max: number) => {
  const c = coded('repair.whole_number_up_to', { max });
  return z
    .number(c)
    .int(c)
    .min(1, c)
    .max(max, c)
    .nullish()
    .transform((v) => v ?? dflt);
};

const bind = (path: string, what: string) =>
  declareCall<Row>()({
    path: `${V2}/${path}`,
    version: 'v2',
    summary: `${what}: sn, barcode, station_id, icitem_id?, idempotency_key?; answers the binding and what the SN still needs`,
    input: field.object({
      sn: sn(),
      barcode: barcode(),
      station_id: field.id(),
      icitem_id: optId(),
      idempotency_key: scanKey(),
    }),
  });

export const REPAIR_CALLS = {
  // --- binding stations (v2) ---
  materialBind: bind('material_binding/create', 'bind a part to a unit under the binding policies'),
  annexeBind: bind('annexe_binging/create', 'bind an accessory to a unit under the binding policies'),
  today: declareCall<{ count: number }>()({
    path: `${V2}/binding_station/today`,
    version: 'v2',
    summary: "a binding station's count since the screen's midnight: station_id, kind (binding, lot, glue), from",
    input: field.object({ station_id: field.id(), kind: field.oneOf(BINDING_COUNTED), from: field.dateTime() }),
  }),
  relationWorder: declareCall<Row>()({
    path: `${V2}/material_binding/relation_worder`,
    version: 'v2',
    summary: "the SN's work order and the materials to bind: sn, station_id?",
    input: field.object({ sn: sn(), station_id: optId() }),
  }),
  check: declareCall<BindingCheck>()({
    path: `${V2}/material_binding/check`,
    version: 'v2',
    summary: 'whether the SN has every part its policies ask for: sn, station_id?',
    input: field.object({ sn: sn(), station_id: optId() }),
  }),
  putMaterial: declareCall<Row>()({
    path: `${V2}/put_material/put_material`,
    version: 'v2',
    summary: 'put a material lot at a station: station_id, barcode (the lot), icitem_id?, qty?, idempotency_key?',
    input: field.object({
      station_id: field.id(),
      barcode: barcode(),
      icitem_id: optId(),
      /** 0..1e9; absent or null: 0 */
      qty: field
        .number(0, 1e9, 'repair.qty_range')
        .nullish()
        .transform((v) => v ?? 0),
      idempotency_key: scanKey(),
    }),
  }),
  glueWeight: declareCall<GlueWeighed>()({
    path: `${V2}/glue/glue_weight`,
    version: 'v2',
    summary:
      "weigh a unit's glue against its glue plan: station_id, weight (g), sn or worder_id, glue_plan_id?, idempotency_key?",
    input: field
      .object({
        station_id: field.id(),
        sn: sn().optional(),
        worder_id: optId(),
        glue_plan_id: optId(),
        /** grams, 0..100 000 */
        weight: field.number(0, 100_000, 'repair.weight_grams'),
        idempotency_key: scanKey(),
      })
      .refine(
        ...rule<{ sn?: string; worder_id?: number | null }>(
          (b) => b.sn !== undefined || (b.worder_id ?? null) !== null,
          'sn',
          'repair.sn_or_worder',
        ),
      ),
  }),

  // --- repair (v2 writes, v1 reads) ---
  badEnter: declareCall<RepairRecord>()({
    path: `${V2}/repair_record/create_bad_enter`,
    version: 'v2',
    summary: 'enter a failed unit for repair: sn, station_id, error_code_ids, fdesc?, idempotency_key?',
    input: field
      .object({
        sn: sn(),
        station_id: field.id(),
        error_code_ids: errorCodes(),
        fdesc: optText(256),
        /** '' or absent: none */
        idempotency_key: optText(128).transform((v) => v || null),
      })
      .refine(...someErrorCode),
  }),
  updateBadEnter: declareCall<RepairRecord>()({
    path: `${V2}/repair_record/update_bad_enter`,
    version: 'v2',
    summary: "correct a waiting repair's defects: id, error_code_ids?, fdesc?",
    input: field
      .object({ id: field.id(), error_code_ids: errorCodes().optional(), fdesc: optText(256).optional() })
      .refine(...someErrorCode),
  }),
  repairEnter: declareCall<RepairRecord>()({
    path: `${V2}/repair_record/create_repair_enter`,
    version: 'v2',
    summary: 'repair a unit: id, cause, action, replace [{ binding_id, barcode, reason? }], back_station_id?, scrap?',
    input: field.object({
      id: field.id(),
      cause: field.trimmed(256),
      action: field.trimmed(256),
      replace: replace(),
      back_station_id: optId(),
      scrap: field.bool().optional(),
    }),
  }),
  lastBadEnter: declareCall<RepairRecord | null>()({
    path: `${V1}/repair_record/last_bad_enter`,
    summary: 'the newest repair record of an SN with its defects (null: none): sn',
    input: field.object({ sn: sn() }),
  }),
  export: declareCall<Blob>()({
    path: `${V1}/repair_record/export`,
    summary: 'the repair records the filter selects as .xlsx: filter?, locale?',
    input: field.object({ filter: field.text(2000).optional(), locale: localeOrZh() }),
  }),
  history: declareCall<RepairRecord[]>()({
    path: `${V1}/product_item/repair`,
    summary: 'every repair of an SN with its defects and replaced parts: sn',
    input: field.object({ sn: sn() }),
  }),
  unbind: declareCall<{ released: number[] }>()({
    path: `${V1}/product_item/unbind`,
    summary: "release an SN's parts (the given bindings, or all): sn, binding_ids?, reason",
    input: field
      .object({
        sn: sn(),
        /** absent: every part; given, at least one */
        binding_ids: field.ids(100).optional(),
        reason: reason(),
      })
      .refine(
        ...rule<{ binding_ids?: number[] }>(
          (b) => b.binding_ids === undefined || b.binding_ids.length > 0,
          'binding_ids',
          'repair.no_binding_named',
        ),
      ),
  }),
  searchWithRepair: declareCall<Row[]>()({
    path: `${V1}/product_item/search_key_with_repair`,
    summary: 'up to 50 SNs containing the text, each with its newest repair',
    input: field.object({ search_key: sn() }),
  }),

  // --- unbinding (v1) ---
  replaceInfo: declareCall<ReplaceInfo>()({
    path: `${V1}/unbind/get_repair_replace_info`,
    summary: 'what a repair may replace: the open repair and the parts bound: sn',
    input: field.object({ sn: sn() }),
  }),
  materialBinding: declareCall<RepairBindingRow[]>()({
    path: `${V1}/unbind/get_material_binding`,
    summary: 'every binding of an SN, or those of a barcode: sn or barcode',
    input: field
      .object({ sn: sn().optional(), barcode: barcode().optional() })
      .refine(
        ...rule<{ sn?: string; barcode?: string }>(
          (b) => b.sn !== undefined || b.barcode !== undefined,
          'barcode',
          'input.non_empty_string',
        ),
      ),
  }),
  bnTable: declareCall<Row>()({
    path: `${V1}/unbind/bn_table`,
    summary: 'give a batch number handed to an order back to the pool: bn, reason',
    input: field.object({ bn: field.trimmed(64), reason: reason() }),
  }),
  snRecycle: declareCall<Row>()({
    path: `${V1}/unbind/sn_recycle`,
    summary: 'take an SN out of its work order for reuse: sn, reason',
    input: field.object({ sn: sn(), reason: reason() }),
  }),
  snRecycleList: declareCall<{ list: UnbindTraceRow[]; [k: string]: unknown }>()({
    path: `${V1}/unbind/sn_recycle/list`,
    summary: 'the recycled SNs: the list grammar over the unbinding trace',
    input: field.object({ filter: z.string(coded('input.string')).default('') }),
  }),
  unboxingRework: declareCall<Row>()({
    path: `${V1}/unbind/unboxing_rework`,
    summary: 'take an SN out of its box for rework: sn, reason',
    input: field.object({ sn: sn(), reason: reason() }),
  }),

  // --- shift orders (v1 work) ---
  shiftEnter: declareCall<Row>()({
    path: 'work/shift_order/enter',
    summary: 'a person starts at a station on this shift: id, station_id, user_id? (default: the caller)',
    input: field.object({ id: field.id(), station_id: field.id(), user_id: optId() }),
  }),
  shiftLeave: declareCall<Row>()({
    path: 'work/shift_order/leave',
    summary: 'a person leaves their station of this shift: id, user_id? (default: the caller)',
    input: field.object({ id: field.id(), user_id: optId() }),
  }),
  shiftView: declareCall<{ list: Row[]; pn: number; ps: number }>()({
    path: 'work/vshift_order/list',
    summary:
      'who worked which station on which shift and what they produced: shift_order_id?, user_id?, station_id?, pn?, ps?',
    input: field.object({
      shift_order_id: optId(),
      user_id: optId(),
      station_id: optId(),
      pn: pageNumber(1, 1_000_000),
      ps: pageNumber(50, 1000),
    }),
  }),
};
