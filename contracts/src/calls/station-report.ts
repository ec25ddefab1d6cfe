import { z } from 'zod';
import { StationReportResult } from '../enums';
import type { ReportAnswer } from '../station-reports';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';

// The body of a station report (the mes-transfer calls of 001 §7, docs/api.md "Station reports"): the hot path of
// every scan, declared like every other call. A test item's value and limits are texts; a number is taken as its text
// and an absent or null one is ''.

export const MAX_TEST_ITEMS = 500;

const text = (max: number) => z.string(coded('input.string')).max(max, coded('input.too_long', { max }));

const itemText = (max: number) =>
  z
    .union([text(max), z.number(coded('input.string')), z.null()], coded('input.string'))
    .optional()
    .transform((v) => (v === undefined || v === null ? '' : String(v)));

export const TEST_ITEM_INPUT = field.object({
  name: field
    .text(128, 'shop_floor.required_string')
    .refine((v) => v.trim() !== '', coded('shop_floor.required_string')),
  value: itemText(128),
  lower: itemText(64),
  upper: itemText(64),
  unit: itemText(32),
  result: z
    .literal([0, 1, 2], coded('shop_floor.item_result'))
    .nullish()
    .transform((v) => v ?? 0),
});

export const STATION_REPORT_INPUT = field
  .object({
    sn: field.trimmed(64, 'shop_floor.required_string'),
    station_id: field.id().optional(),
    station: text(64).optional(),
    worder_id: field.id().optional(),
    result: z.literal([StationReportResult.PASS, StationReportResult.FAIL], coded('shop_floor.report_result')),
    operator: field.optText(64),
    test_items: z
      .array(TEST_ITEM_INPUT, coded('shop_floor.too_many_test_items', { max: MAX_TEST_ITEMS }))
      .max(MAX_TEST_ITEMS, coded('shop_floor.too_many_test_items', { max: MAX_TEST_ITEMS }))
      .default([]),
    idempotency_key: text(128).optional(),
  })
  .refine(
    ...rule(
      (b: { station_id?: number; station?: string }) => b.station_id !== undefined || b.station !== undefined,
      'station_id',
      'shop_floor.station_id_or_code',
    ),
  );

export type StationReportInput = z.output<typeof STATION_REPORT_INPUT>;
export type TestItem = StationReportInput['test_items'][number];

/** the declaration of one report call (served at /api/v2/<path>) */
export const reportCall = (path: string, functions: readonly string[]) =>
  declareCall<ReportAnswer>()({
    path,
    version: 'v2',
    summary: `station report (${functions.join(' or ')} stations): sn, station_id or station, result, operator, test_items, idempotency_key`,
    input: STATION_REPORT_INPUT,
    refusals: [],
  });

// The mes-transfer calls of 001 §7 that report a station's verdict, with the station functions each accepts (a
// station of another function is refused with 1505).
const call = <P extends string, F extends readonly string[]>(path: P, functions: F) => ({
  path,
  functions,
  decl: reportCall(path, functions),
});

export const STATION_REPORT_CALLS = [
  call('mes-transfer/general_test/create', ['GENERAL_TEST'] as const),
  call('mes-transfer/download/create', ['DOWNLOAD'] as const),
  call('mes-transfer/function_outward_test/create', ['CHECK_OUTWARD'] as const),
  call('mes-transfer/mmi_test/mmi_test', ['MMI_TEST', 'GENERAL_TEST'] as const),
  call('mes-transfer/test_by_scan/test_by_scan', ['GENERAL_TEST', 'MMI_TEST'] as const),
  call('mes-transfer/check_x/create', ['CHECK_X'] as const),
] as const;

/** the declaration every report call shares (the same body and answer) */
export type StationReportDecl = ReturnType<typeof reportCall>;
