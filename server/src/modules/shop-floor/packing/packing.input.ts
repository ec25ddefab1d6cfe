import { refuse } from '../../../core/api/app.exception';
import { onlyFields } from '../../../core/api/call-input';

type Body = Record<string, unknown>;
export type StationRef = { station_id?: number; station?: string };

export function text(body: Body, field: string, max: number, required: boolean): string | undefined {
  const v = body[field];
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || v.trim() === '')
    throw refuse(field, required ? 'shop_floor.required_non_empty_string' : 'input.non_empty_string');
  if (v.length > max) throw refuse(field, 'input.too_long', { max });
  return v.trim();
}

export function positiveId(body: Body, field: string): number | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2147483647)
    throw refuse(field, 'input.positive_int');
  return v;
}

/** a weight in kg: a number from 0 to 100 000 with at most 6 decimals' worth of meaning. */
export function weight(body: Body, field: string, required: boolean): number | undefined {
  const v = body[field];
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100_000) throw refuse(field, 'shop_floor.weight_kg');
  return v;
}

export function stationRef(body: Body): StationRef {
  const station_id = positiveId(body, 'station_id');
  const station = text(body, 'station', 64, false);
  if (station_id === undefined && station === undefined) throw refuse('station_id', 'shop_floor.station_id_or_code');
  return { station_id, station };
}

export type PackInput = StationRef & { sn: string; operator: string; idempotency_key?: string };
export function parsePack(body: Body): PackInput {
  onlyFields(body, ['sn', 'station_id', 'station', 'operator', 'idempotency_key']);
  return {
    ...stationRef(body),
    sn: text(body, 'sn', 64, true)!,
    operator: text(body, 'operator', 64, false) ?? '',
    idempotency_key: text(body, 'idempotency_key', 128, false),
  };
}

/** a box named by its id or by its label (what a scanner reads). */
export type BoxRef = { box_id?: number; box?: string };
export function boxRef(body: Body): BoxRef {
  const box_id = positiveId(body, 'box_id');
  const box = text(body, 'box', 64, false);
  if (box_id === undefined && box === undefined) throw refuse('box', 'shop_floor.box_or_box_id');
  return { box_id, box };
}

export type BoxSnInput = BoxRef & { sn: string; station_id?: number; station?: string };
export function parseBoxSn(body: Body): BoxSnInput {
  onlyFields(body, ['box', 'box_id', 'sn', 'station_id', 'station']);
  return {
    ...boxRef(body),
    sn: text(body, 'sn', 64, true)!,
    station_id: positiveId(body, 'station_id'),
    station: text(body, 'station', 64, false),
  };
}

export type TryBoxInput = StationRef & { box: string; box_id?: number; sn?: string; weight?: number };
export function parseTryBox(body: Body): TryBoxInput {
  onlyFields(body, ['box', 'box_id', 'sn', 'weight', 'station_id', 'station']);
  return {
    ...stationRef(body),
    box: text(body, 'box', 64, true)!,
    box_id: positiveId(body, 'box_id'),
    sn: text(body, 'sn', 64, false),
    weight: weight(body, 'weight', false),
  };
}
