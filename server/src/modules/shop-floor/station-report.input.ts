import { StationReportResult } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { onlyFields } from '../../core/api/call-input';

export type TestItem = { name: string; value: string; lower: string; upper: string; unit: string; result: number };
export type StationReportInput = {
  sn: string;
  station_id?: number;
  station?: string;
  worder_id?: number;
  result: number;
  operator: string;
  test_items: TestItem[];
  idempotency_key?: string;
};

const FIELDS = ['sn', 'station_id', 'station', 'worder_id', 'result', 'operator', 'test_items', 'idempotency_key'];
const RESULTS = [StationReportResult.PASS, StationReportResult.FAIL] as number[];
const MAX_ITEMS = 500;

function str(v: unknown, field: string, max: number, required: boolean): string | undefined {
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || (required && v.trim() === ''))
    throw refuse(field, required ? 'shop_floor.required_string' : 'input.string');
  if (v.length > max) throw refuse(field, 'input.too_long', { max });
  return v;
}

function id(v: unknown, field: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2147483647)
    throw refuse(field, 'input.positive_int');
  return v;
}

function item(raw: unknown, i: number): TestItem {
  const at = `test_items[${i}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw refuse(at, 'input.object');
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!['name', 'value', 'lower', 'upper', 'unit', 'result'].includes(k))
      throw refuse(`${at}.${k}`, 'input.unknown_field');
  const text = (k: string, max: number) => {
    const v = o[k];
    if (v === undefined || v === null) return '';
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return str(v, `${at}.${k}`, max, false) ?? '';
  };
  const result = o.result ?? 0;
  if (typeof result !== 'number' || ![0, 1, 2].includes(result)) throw refuse(`${at}.result`, 'shop_floor.item_result');
  return {
    name: str(o.name, `${at}.name`, 128, true)!,
    value: text('value', 128),
    lower: text('lower', 64),
    upper: text('upper', 64),
    unit: text('unit', 32),
    result,
  };
}

// A station report's body (docs/api.md, "Station reports"); every refusal names the field.
export function parseStationReport(body: Record<string, unknown>): StationReportInput {
  onlyFields(body, FIELDS);
  const station_id = id(body.station_id, 'station_id');
  const station = str(body.station, 'station', 64, false);
  if (station_id === undefined && station === undefined) throw refuse('station_id', 'shop_floor.station_id_or_code');
  if (typeof body.result !== 'number' || !RESULTS.includes(body.result))
    throw refuse('result', 'shop_floor.report_result');
  const items = body.test_items ?? [];
  if (!Array.isArray(items) || items.length > MAX_ITEMS)
    throw refuse('test_items', 'shop_floor.too_many_test_items', { max: MAX_ITEMS });
  return {
    sn: str(body.sn, 'sn', 64, true)!.trim(),
    station_id,
    station,
    worder_id: id(body.worder_id, 'worder_id'),
    result: body.result,
    operator: str(body.operator, 'operator', 64, false) ?? '',
    test_items: items.map(item),
    idempotency_key: str(body.idempotency_key, 'idempotency_key', 128, false),
  };
}
