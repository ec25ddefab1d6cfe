import type { SpcAlarm } from '@mes/contracts';
import { freshNonce, secretOf, signOf, type ApiClient } from './api-client';
import { CALL_OF, type DemoIds } from './factory-fixture';

// The SPC fixtures on the demo factory (docs/spc.md): a characteristic on the general test's VCC item (I-MR, hold)
// and units reporting it, as the SPC specs use them.

/** the general test's VCC characteristic, created; answers its id */
export async function createGtVcc(api: ApiClient, ids: DemoIds, rules = '1,2'): Promise<number> {
  const made = await api.ok<{ id: number }>('/api/v1/spc/spc_characteristic/create', {
    fnumber: 'SPC-GT-VCC',
    fname: 'GT VCC',
    source: 'test_item',
    station_id: ids.stations['ASSY-01-GT'],
    item: 'VCC',
    chart: 'imr',
    subgroup_size: 1,
    lsl: 3.0,
    usl: 3.6,
    rules,
    reaction: 'hold',
  });
  return made.id;
}

/** ten values around 3.3: the baseline the specs freeze */
export const GT_VCC_BASELINE = [3.3, 3.31, 3.29, 3.3, 3.32, 3.28, 3.3, 3.31, 3.29, 3.3];

/** one unit through download, then the general test with its VCC value: the general test's answer */
export async function gtUnit(api: ApiClient, ids: DemoIds, sn: string, vcc: number) {
  await api.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: ids.stations['ASSY-01-DL'], result: 1 });
  return api.call<{ station_log_id: number }>(CALL_OF['ASSY-01-GT'], {
    sn,
    station_id: ids.stations['ASSY-01-GT'],
    result: 1,
    test_items: [{ name: 'VCC', value: String(vcc), result: 1 }],
  });
}

/** releases an alarm as admin, the password re-entered as a login signature */
export function releaseAlarm(api: ApiClient, id: number, password = 'admin') {
  const nonce = freshNonce();
  return api.call<SpcAlarm>('/api/v1/spc/spc_alarm/release', {
    id,
    cause: 'probe drift',
    action: 'recalibrated',
    nonce,
    sign: signOf(secretOf('admin', password), nonce),
  });
}
