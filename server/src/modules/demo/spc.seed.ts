import { ensure, idOf, type DemoApi } from './demo-api';

// The tester's supply voltage watched by SPC (docs/spc.md, docs/demo-factory.md): an I-MR chart of the VCC the line
// simulator measures at the general test, so the boards and the chart plot points from the first minutes. Its
// reaction is an alarm, not a hold: the demo line keeps running; the limits are frozen by a user once points exist.
export async function seedSpc(api: DemoApi): Promise<void> {
  await ensure(
    api,
    'spc/spc_characteristic',
    { fnumber: 'SPC-GT-VCC' },
    {
      fname: '功能测试 VCC',
      source: 'test_item',
      station_id: await idOf(api, 'basicdata/station', 'ASSY-01-GT'),
      item: 'VCC',
      chart: 'imr',
      subgroup_size: 1,
      lsl: 3.2,
      usl: 3.4,
      rules: '1,2,3,4,5,6,7,8',
      reaction: 'alarm',
      fdesc: 'line simulator VCC (MES_SIMULATOR_DRIFT_AFTER makes it drift)',
    },
  );
}
