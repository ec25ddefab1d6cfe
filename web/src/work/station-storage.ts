import { browserStorage, type StorageLike } from '@mes/client';
import type { WorkStation } from './work.types';

// The station this PC is (localStorage MES_work_station), chosen once and kept across logins and reloads.

export const STATION_KEY = 'MES_work_station';

export function readStation(s: StorageLike | null = browserStorage()): WorkStation | null {
  try {
    const v: unknown = JSON.parse(s?.getItem(STATION_KEY) ?? 'null');
    if (typeof v !== 'object' || v === null) return null;
    const o = v as Record<string, unknown>;
    if (typeof o.id !== 'number' || typeof o.fnumber !== 'string') return null;
    return {
      id: o.id,
      fnumber: o.fnumber,
      fname: typeof o.fname === 'string' ? o.fname : '',
      fn: typeof o.fn === 'string' ? o.fn : null,
      product_line_id: typeof o.product_line_id === 'number' ? o.product_line_id : 0,
    };
  } catch {
    return null;
  }
}

export function writeStation(station: WorkStation | null, s: StorageLike | null = browserStorage()): void {
  try {
    if (station) s?.setItem(STATION_KEY, JSON.stringify(station));
    else s?.removeItem(STATION_KEY);
  } catch {
    // blocked storage: the choice lasts for this page
  }
}
