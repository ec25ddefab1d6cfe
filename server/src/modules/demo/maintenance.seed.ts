import type pg from 'pg';
import { run, sql } from '../../core/db/sql';
import { ensure, findOne, idOf, V1, type DemoApi, type Row } from './demo-api';

const SCALE_ITEMS_AGO = sql(
  'demo.scale_items_ago',
  `UPDATE dm_related_item SET created_at = $2::timestamptz - interval '3 days' WHERE device_asset_id = $1`,
);

const DM = `${V1}/device_maintenance`;

// Devices of the two lines and what is checked on them: [asset, name, line, items]
const DEVICES: [string, string, string, string[]][] = [
  ['AS-SMT-MNT-01', '贴片机 NXT-III', 'SMT-01', ['DM-NOZZLE', 'DM-AIR', 'DM-BELT']],
  ['AS-ASSY-GT-01', '功能测试仪 FT-200', 'ASSY-01', ['DM-FIXTURE', 'DM-PROBE']],
  ['AS-ASSY-SCALE-01', '包装电子秤', 'ASSY-01', ['DM-SCALE']],
];
const ITEMS: [string, string, string, Record<string, unknown>][] = [
  ['DM-NOZZLE', '清洁吸嘴', 'DAY', { standard: '无残留锡膏' }],
  ['DM-AIR', '气压检查', 'DAY', { lower: 0.5, upper: 0.6, unit: 'MPa' }],
  ['DM-BELT', '传送带张紧', 'WEEK', { standard: '无打滑' }],
  ['DM-FIXTURE', '清洁测试治具', 'DAY', { standard: '无灰尘' }],
  ['DM-PROBE', '更换探针', 'K-UNITS', { standard: '接触电阻 < 50 mΩ' }],
  ['DM-SCALE', '砝码校准', 'DAY', { lower: 999.5, upper: 1000.5, unit: 'g' }],
];

/**
 * Maintenance in every state: the placement machine's daily check done today, the tester's due now, the scale's
 * overdue (its items were given to it three days ago and nobody checked it since), and a repair of the tester
 * yesterday (entered afterwards, with its end). The items' start is dated back in SQL: the API dates them now.
 */
export async function seedMaintenance(api: DemoApi, pool: pg.Pool, now = new Date()): Promise<void> {
  if (await findOne(api, 'basicdata/device_asset', `fnumber:"${DEVICES[0][0]}"`)) return;
  const periods: Record<string, Row> = {
    DAY: await ensure(
      api,
      'device_maintenance/dm_period',
      { fnumber: 'DAY' },
      { fname: '每日', kind: 'day', every: 1 },
    ),
    WEEK: await ensure(
      api,
      'device_maintenance/dm_period',
      { fnumber: 'WEEK' },
      { fname: '每周', kind: 'week', every: 1 },
    ),
    'K-UNITS': await ensure(
      api,
      'device_maintenance/dm_period',
      { fnumber: 'K-UNITS' },
      { fname: '每 1000 件', kind: 'units', every: 1000 },
    ),
  };
  const items: Record<string, Row> = {};
  for (const [fnumber, fname, period, extra] of ITEMS)
    items[fnumber] = await ensure(
      api,
      'device_maintenance/dm_item',
      { fnumber },
      { fname, content: fname, dm_period_id: periods[period].id, ...extra },
    );
  const devices: Row[] = [];
  for (const [fnumber, fname, line, its] of DEVICES) {
    const device = await api.ok<Row>(`${V1}/basicdata/device_asset/create`, {
      fnumber,
      fname,
      product_line_id: await idOf(api, 'basicdata/product_line', line),
      status: 'in_use',
    });
    await api.ok(`${DM}/dm_related_item/multi_create`, {
      device_asset_id: device.id,
      dm_item_ids: its.map((i) => items[i].id),
    });
    devices.push(device);
  }
  // The machine and the tester got their items today: the machine's daily check is done, the tester's due. The
  // scale has had its item for three days and was never checked: its past days are missed, it is overdue.
  const [mounter, tester, scale] = devices;
  await run(pool, SCALE_ITEMS_AGO, [scale.id, now]);
  await api.ok(`${DM}/dm_record/create`, {
    device_asset_id: mounter.id,
    dm_period_id: periods.DAY.id,
    entries: [
      { dm_item_id: items['DM-NOZZLE'].id, result: 'ok' },
      { dm_item_id: items['DM-AIR'].id, value: '0.55', result: 'ok' },
    ],
  });
  const yesterday = new Date(now.getTime() - 86_400_000);
  yesterday.setUTCHours(10, 20, 0, 0);
  await api.ok(`${DM}/dm_repair_record/create`, {
    device_asset_id: tester.id,
    start_at: yesterday.toISOString(),
    end_at: new Date(yesterday.getTime() + 35 * 60_000).toISOString(),
    cause: '测试针床接触不良',
    action: '更换 3 根探针',
    parts: '探针 P100 x3',
  });
}
