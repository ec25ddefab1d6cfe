import type { PendingScan } from './work.types';

// Small fakes shared by the specs of the station screens (no jest types: the app's typecheck reads this file too).

export function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k: string) => data.get(k) ?? null,
    key: (i: number) => [...data.keys()][i] ?? null,
    removeItem: (k: string) => void data.delete(k),
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

export function scan(key: string, sn = `SN-${key}`): PendingScan {
  return {
    key,
    call: '/api/v2/mes-transfer/download/create',
    at: 1,
    body: { sn, station_id: 3, result: 1, operator: 'op', test_items: [], idempotency_key: key },
  };
}
