import type { ApiClient } from './api-client';
import { CALL_OF, type DemoIds } from './factory-fixture';

// The SPC specs' unit (docs/spc.md): a serial number through download, then the general test with its VCC value.
export async function gtUnitWithVcc(api: ApiClient, ids: DemoIds, sn: string, vcc: number) {
  await api.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: ids.stations['ASSY-01-DL'], result: 1 });
  return api.call<{ station_log_id: number }>(CALL_OF['ASSY-01-GT'], {
    sn,
    station_id: ids.stations['ASSY-01-GT'],
    result: 1,
    test_items: [{ name: 'VCC', value: String(vcc), result: 1 }],
  });
}

/** A characteristic on the general test's VCC item, I-MR, spec 3.0..3.6, rules 1 and 2, holding the station. */
export function vccCharacteristic(ids: DemoIds, fnumber: string, fname: string) {
  return {
    fnumber,
    fname,
    source: 'test_item',
    station_id: ids.stations['ASSY-01-GT'],
    item: 'VCC',
    chart: 'imr',
    subgroup_size: 1,
    lsl: 3.0,
    usl: 3.6,
    rules: '1,2',
    reaction: 'hold',
  };
}
